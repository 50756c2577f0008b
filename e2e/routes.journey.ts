import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  fadedIn,
  markControls,
  overflowAt,
  settle,
  SWEEP_WIDTHS,
  tabThrough,
  tabTo,
  trackRequests,
} from './a11y';
import { ROUTES, routerPaths, type Control, type Role, type RouterRoute, type Seeded, type Visit } from './routes';
import {
  placeOrder,
  putRectangleInCart,
  registerCustomer,
  sendMessage,
  shopApi,
  signInAdmin,
  type Customer,
  uploadDrawing,
} from './shop-data';
import { ADMIN, openShop, signIn, type Shop } from './support';

const PHONE = 390;

type Tab = { context: BrowserContext; page: Page; inFlight: () => number };

let shop: Shop;
let seed: Seeded;
let customer: Customer;
const tabs = {} as Record<Role, Tab>;

async function openTab(): Promise<Tab> {
  // Reduced motion: the dashboard's counters show their numbers at once, not mid-count.
  const context = await shop.browser.newContext({
    baseURL: shop.server.url,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return { context, page, inFlight: trackRequests(page) };
}

/** A customer with an order (converted), a chat about it and a rectangle in the cart; another's lead. */
async function seedShop(): Promise<Seeded> {
  customer = await registerCustomer(shop, 'sweep');
  await putRectangleInCart(shop, customer);
  const order = await placeOrder(shop, customer);
  await putRectangleInCart(shop, customer);
  const other = await registerCustomer(shop, 'lead');
  await putRectangleInCart(shop, other);
  const lead = await placeOrder(shop, other);

  const token = await signInAdmin(shop);
  await shopApi(shop, `/order/${order.id}/convert`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` } });
  await sendMessage(shop, customer.token, {
    sender_id: customer.id,
    receiver_id: 1,
    order_id: order.id,
    message: 'About the plates: can they be ready by Friday?',
  });
  await sendMessage(shop, token, {
    sender_id: 1,
    receiver_id: customer.id,
    order_id: order.id,
    message: 'Yes, Friday.',
  });

  const { shapes } = await shopApi<{ shapes: { id: number; slug: string }[] }>(shop, '/shape/shapeName');
  const drawing = await uploadDrawing(shop, customer, 'plate-with-holes');
  const guestDrawing = await uploadDrawing(shop, null, 'open-contour');
  return {
    shapeId: shapes.find((shape) => shape.slug === 'rectangle')!.id,
    customerId: customer.id,
    customerName: customer.name,
    orderId: order.id,
    orderNo: order.Order_No,
    leadId: lead.id,
    drawingId: drawing.id,
    drawingName: drawing.name,
    guestDrawingId: guestDrawing.id,
  };
}

beforeAll(async () => {
  shop = await openShop();
  seed = await seedShop();
  [tabs.guest, tabs.customer, tabs.admin] = await Promise.all([openTab(), openTab(), openTab()]);
  await signIn(tabs.customer.page, customer.email, customer.password, '/home');
  await signIn(tabs.admin.page, ADMIN.email, ADMIN.password, '/admin/dashboard');
}, 120_000);
afterAll(() => shop?.close());

/** Opens the page as the role does; navigation state goes through the app's own history. */
async function open({ page, inFlight }: Tab, visit: Visit): Promise<void> {
  if (visit.state === undefined) {
    await page.goto(visit.href, { waitUntil: 'domcontentloaded' });
  } else {
    await page.evaluate(
      ({ href, state }) => {
        const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        history.pushState({ usr: state, key: 'sweep', idx }, '', href);
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      },
      { href: visit.href, state: visit.state },
    );
  }
  const lands = visit.lands ?? new URL(visit.href, shop.server.url).pathname;
  await page.waitForURL((url) => url.pathname === lands);
  // A busy machine may take a while over a page's first chunk.
  await expect.poll(() => page.getByText(visit.shows).first().isVisible(), { timeout: 15_000 }).toBe(true);
  await settle(page, inFlight);
  expect(new URL(page.url()).pathname).toBe(lands);
}

describe('the route list', () => {
  it('has a row for every route of the router, and none for a route it lacks', async () => {
    // Loaded as the server renderer loads it: browser stand-ins first. The paths are variables so
    // that tsc -p e2e does not type-check the web app with the journeys' settings.
    const globals = '../apps/web/src/app/ssr-globals';
    const router = '../apps/web/src/app/router';
    await import(/* @vite-ignore */ globals);
    const { routes } = (await import(/* @vite-ignore */ router)) as { routes: RouterRoute[] };
    expect(ROUTES.map((row) => row.pattern).sort()).toEqual(routerPaths(routes).sort());
  });
});

/** Where the keyboard goes on the page: controls only, each with a visible focus, these among them. */
async function keyboardProblems(page: Page, wanted: Control[]): Promise<string[]> {
  const problems: string[] = [];
  const controls = wanted.map((control) => ({
    name: `${control.role} '${control.name}'`,
    locator: page.getByRole(control.role, { name: control.name, exact: true }),
  }));
  await markControls(page, controls);
  const stops = await tabThrough(page);
  if (stops.length === 0) problems.push('keyboard: Tab reaches nothing');
  for (const stop of stops) {
    if (!stop.interactive) problems.push(`keyboard: Tab stops on a non-control ${stop.what}`);
    if (!stop.visible) problems.push(`keyboard: focus is on something unseen ${stop.what}`);
    if (!stop.indicated) problems.push(`keyboard: no visible focus on ${stop.what}`);
  }
  const reached = new Set(stops.map((stop) => stop.mark));
  for (const { name } of controls) if (!reached.has(name)) problems.push(`keyboard: Tab never reaches ${name}`);
  return problems;
}

/**
 * The open page's problems: axe's at 1280 px, sideways scroll at every width and, when `keyboard`
 * is given, the Tab sweep and axe's at a phone's width (cards for tables, the slide-out menu).
 */
async function sweep(tab: Tab, keyboard?: Control[]): Promise<string[]> {
  const problems = (await axeViolations(tab.page)).map((line) => `axe ${line}`);
  if (keyboard) problems.push(...(await keyboardProblems(tab.page, keyboard)));
  for (const width of SWEEP_WIDTHS) {
    const overflow = await overflowAt(tab.page, width);
    if (overflow) problems.push(`overflow at ${width}px: ${overflow}`);
    if (keyboard && width === PHONE) {
      await settle(tab.page, tab.inFlight);
      problems.push(...(await axeViolations(tab.page)).map((line) => `axe at ${width}px ${line}`));
    }
  }
  await tab.page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

describe('every route, for every role that can open it', () => {
  for (const row of ROUTES) {
    const roles = Object.keys(row.visits) as Role[];
    for (const role of roles) {
      // The keyboard goes through each route once, as the first role that can open it.
      const keyboard = role === roles[0];
      const checks = keyboard ? 'axe clean at desktop and phone widths, keyboard' : 'axe clean';
      it(`${row.pattern} as ${role}: ${checks}, no sideways scroll`, async () => {
        const visit = row.visits[role]!(seed);
        await open(tabs[role], visit);
        const problems = await sweep(tabs[role], keyboard ? (row.controls ?? []) : undefined);
        expect(problems.join('\n'), `${visit.href} as ${role}`).toBe('');
      });
    }
  }

  it('/admin/ordersDetails/:orderId of a lead as admin: the convert panel, same checks', async () => {
    await open(tabs.admin, { href: `/admin/ordersDetails/${seed.leadId}`, shows: 'Convert to Order' });
    const problems = await sweep(tabs.admin, [{ role: 'button', name: 'Convert to Order' }]);
    expect(problems.join('\n')).toBe('');
  });
});

describe('the shape grid on /home', () => {
  it('shows one column on a phone, more as the screen widens, never more than four', async () => {
    const { page, inFlight } = tabs.guest;
    await open(tabs.guest, { href: '/home', shows: 'Choose Your Shape' });
    const columns: Record<number, number> = {};
    for (const width of SWEEP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settle(page, inFlight);
      columns[width] = await page
        .locator('main a[href^="/shapes/"]')
        .evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const counts = SWEEP_WIDTHS.map((width) => columns[width]!);
    expect(counts[0]).toBe(1);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBeGreaterThan(1);
    expect(counts.at(-1)).toBeLessThanOrEqual(4);
  });
});

describe('forms by keyboard alone', () => {
  it('signs in with the keyboard only', async () => {
    const tab = await openTab();
    try {
      await open(tab, { href: '/auth/login', shows: 'Forgot Password' });
      await tabTo(tab.page, tab.page.getByRole('textbox', { name: 'Email or Mobile Number' }));
      await tab.page.keyboard.type(customer.email);
      await tabTo(tab.page, tab.page.getByRole('textbox', { name: 'Password', exact: true }));
      await tab.page.keyboard.type(customer.password);
      await tab.page.keyboard.press('Enter');
      await tab.page.waitForURL('**/home');
    } finally {
      await tab.context.close();
    }
  });

  it('ties a field error to its field (aria-invalid, aria-describedby) and keeps the keyboard in the form', async () => {
    const tab = await openTab();
    try {
      const { page } = tab;
      await open(tab, { href: '/auth/register', shows: 'Create an account' });
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      const confirm = page.getByRole('textbox', { name: 'Confirm Password', exact: true });
      await tabTo(page, password);
      await page.keyboard.type('steel-pass1');
      await tabTo(page, confirm);
      await page.keyboard.type('steel-pass2');
      await tabTo(page, page.getByRole('button', { name: 'Register' }));
      await page.keyboard.press('Enter');
      await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await confirm.getAttribute('aria-describedby')) ?? '';
      const described = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
        describedBy.split(' ').filter(Boolean),
      );
      expect(described).toContain('Passwords do not match');
    } finally {
      await tab.context.close();
    }
  });

  it('removes a cart line with the keyboard: the dialog takes focus and gives it back', async () => {
    const { page } = tabs.customer;
    await open(tabs.customer, { href: '/cart', shows: 'Proceed to Order' });
    const remove = page.getByRole('button', { name: /^Remove/ }).first();
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await fadedIn(page, dialog);
    expect((await axeViolations(page)).join('\n')).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
    await tabTo(page, page.getByRole('button', { name: 'Proceed to Order' }));
  });

  it('adds an address with the keyboard; its errors are read out with their fields', async () => {
    const { page } = tabs.customer;
    await open(tabs.customer, { href: '/delivery-address', shows: 'Place order' });
    await tabTo(page, page.getByRole('button', { name: 'Add New Address' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Add address' });
    for (const [label, text] of [
      ['Address Line 1', '14 Avinashi Road'],
      ['City', 'Coimbatore'],
      ['State', 'Tamil Nadu'],
      ['Postal Code', '64100'],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name: label }));
      await page.keyboard.type(text);
    }
    await tabTo(page, form.getByRole('button', { name: 'Save Address' }));
    await page.keyboard.press('Enter');
    const postal = form.getByRole('textbox', { name: 'Postal Code' });
    await expect.poll(() => postal.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await postal.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain('Postal Code must be exactly 6 digits');
  });

  it('reaches every field of the profile and the password change', async () => {
    const { page } = tabs.customer;
    await open(tabs.customer, { href: '/profileDetails', shows: 'Change Password' });
    for (const name of ['Name', 'Email', 'Mobile Number', 'Current Password', 'New Password', 'Confirm New Password'])
      await tabTo(page, page.getByRole('textbox', { name, exact: true }), { max: 60 });
  });

  it('configures a part with the keyboard: grade, thickness, dimensions, then Add to Cart', async () => {
    const { page } = tabs.customer;
    await open(tabs.customer, { href: `/shapes/${seed.shapeId}`, shows: 'Add to Cart' });
    const material = page.getByRole('combobox', { name: 'Material' });
    await tabTo(page, material);
    await page.keyboard.press('ArrowDown'); // a native select: the arrow picks the first grade
    await expect.poll(() => material.inputValue()).not.toBe('');
    for (const [name, text] of [
      ['Thickness', '2'],
      ['Width (a)', '250'],
      ['Height (b)', '120'],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name, exact: true }));
      await page.keyboard.type(text);
    }
    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
  });

  it('changes an order status from the admin order page with the keyboard', async () => {
    const { page } = tabs.admin;
    await open(tabs.admin, { href: `/admin/ordersDetails/${seed.orderId}`, shows: 'Order status' });
    const status = page.getByRole('combobox', { name: 'Status' });
    await tabTo(page, status, { max: 60 });
    await page.keyboard.press('ArrowDown'); // opens the list on the current status
    await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'In-Progress') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toBe('In-Progress');
    await tabTo(page, page.getByRole('button', { name: 'Update' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Order status updated').isVisible()).toBe(true);
    // 'Update' is disabled again once saved: the keyboard is back on the select, not lost.
    expect(await status.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

describe('what opens over a page', () => {
  /** Opens it from its button with the keyboard, audits it, closes it with Escape: focus goes back. */
  async function openAndClose(page: Page, button: string | RegExp, opened: Locator) {
    const opener = page.getByRole('button', { name: button, exact: true });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect.poll(() => opened.isVisible()).toBe(true);
    // Focus moves into the overlay (MUI's modal root, role presentation): a drawer focuses its paper.
    const overlay = (el: Element) => (el.closest('[role="presentation"]') ?? el).contains(document.activeElement);
    await expect.poll(() => opened.evaluate(overlay)).toBe(true);
    await fadedIn(page, opened);
    expect((await axeViolations(page)).join('\n'), `${button} on ${page.url()}`).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => opened.isVisible()).toBe(false);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  }

  it("the customer's account menu and, on a phone, the slide-out menu", async () => {
    const { page } = tabs.customer;
    await open(tabs.customer, { href: '/home', shows: 'Choose Your Shape' });
    await openAndClose(page, 'Account menu', page.getByRole('menu'));
    await page.setViewportSize({ width: PHONE, height: 900 });
    try {
      // On a phone the menu button is left of the account menu, which still has focus.
      // Its name carries the unread chat count when there is one: 'Open menu (1 unread)'.
      const menu = /^Open menu( \(\d+ unread\))?$/;
      await tabTo(page, page.getByRole('button', { name: menu }), { backwards: true });
      await openAndClose(page, menu, page.getByRole('navigation', { name: 'Shop' }));
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("a lead's Confirm Conversion dialog", async () => {
    const { page } = tabs.admin;
    await open(tabs.admin, { href: `/admin/ordersDetails/${seed.leadId}`, shows: 'Convert to Order' });
    await openAndClose(page, 'Convert to Order', page.getByRole('dialog', { name: 'Confirm Conversion' }));
  });

  it("the admin's drawer", async () => {
    const { page } = tabs.admin;
    await open(tabs.admin, { href: '/admin/dashboard', shows: 'Orders Overview' });
    await openAndClose(page, 'Open admin menu', page.getByRole('navigation', { name: 'Admin' }));
  });
});
