import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAddressInput } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { registerCustomer, shopApi, signInAdmin, type Customer } from './shop-data';
import { ADMIN, jsErrorsOf, newPage, openShop, screenshot, signIn, WIDTHS, type Shop } from './support';

const CORPUS = path.resolve(import.meta.dirname, '../packages/domain/src/drawings/corpus');
const json = { 'Content-Type': 'application/json' };
/** A file name as CAD programs and customers write them: 120 characters, no spaces to break at. */
const LONG_NAME = `${'Mounting_bracket_plate_for_conveyor_frame_revC_'.repeat(3)}`.slice(0, 116) + '.dxf';

let shop: Shop;
beforeAll(async () => {
  shop = await openShop();
  // On a busy machine the server can take longer to be ready than openShop waits.
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${shop.server.url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(() => shop?.close());

/** Each page's scrollWidth at a phone's and a desktop's width, checked together at the end. */
const measured: { page: string; [width: number]: number }[] = [];
/** Text of the name, or a count beside it, cut off by its box, a box round it or the window. */
const clipped: string[] = [];

/** The innermost elements showing `texts`, each wholly inside the window and every box that clips. */
function cutOff(texts: string[]): string[] {
  const shows = (el: Element) =>
    texts.some((text) => el.textContent?.trim() === text || el.textContent?.includes(text));
  const found = [...document.body.querySelectorAll('*')].filter(
    (el) => shows(el) && ![...el.children].some(shows) && el.getBoundingClientRect().width > 0,
  );
  const problems: string[] = [];
  for (const el of found) {
    const box = el.getBoundingClientRect();
    const what = `${el.tagName.toLowerCase()} "${el.textContent!.slice(0, 24)}…"`;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`${what} overflows its box`);
    if (box.right > window.innerWidth + 1) problems.push(`${what} runs past the window`);
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowX === 'visible') continue;
      if (box.right > up.getBoundingClientRect().right + 1)
        problems.push(`${what} is cut off by a ${up.tagName.toLowerCase()}`);
    }
  }
  return problems;
}

/** Measures the page at both widths, with a shot of each. */
async function fitsBothWidths(page: Page, name: string, visible: string | RegExp = LONG_NAME) {
  const widths: Record<number, number> = {};
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.getByText(visible).first().isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    widths[width] = await page.evaluate(() => document.documentElement.scrollWidth);
    const problems = await page.evaluate(cutOff, [LONG_NAME, '× 20']);
    clipped.push(...problems.map((problem) => `${name} at ${width}: ${problem}`));
    await screenshot(page, `long-name-${name}`);
  }
  measured.push({ page: name, ...widths });
}

async function uploadWithName(customer: Customer): Promise<string> {
  const form = new FormData();
  const file = readFileSync(path.join(CORPUS, 'rectangle-300x200.dxf'));
  form.set('file', new Blob([file], { type: 'application/dxf' }), LONG_NAME);
  const reply = await shopApi<{ drawing: { id: string; name: string } }>(shop, '/drawings', {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
    body: form,
  });
  expect(reply.drawing.name).toBe(LONG_NAME);
  return reply.drawing.id;
}

describe('a 120-character file name on every page (issue 32 item 7)', () => {
  it('wraps on the drawing pages, cart, checkouts, orders and the admin’s order pages at 390 and 1280 px', async () => {
    expect(LONG_NAME).toHaveLength(120);
    const adminToken = await signInAdmin(shop);
    await shopApi(shop, '/admin/pricing', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ pricing: aPricing() }),
    });
    const customer = await registerCustomer(shop, 'longname');
    const auth = { Authorization: `Bearer ${customer.token}` };
    await shopApi(shop, '/address', {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ userId: customer.id, ...anAddressInput(), isDefault: true }),
    });
    const drawingId = await uploadWithName(customer);

    const { page, context } = await newPage(shop, WIDTHS.phone);
    await signIn(page, customer.email, customer.password, '/home');
    await page.goto(`/drawings/${drawingId}`);
    await page.getByLabel('Material', { exact: true }).selectOption('SS 304');
    await page.getByLabel('Thickness', { exact: true }).fill('2');
    await page.getByLabel('Quantity', { exact: true }).fill('20');
    await expect.poll(() => page.getByText(/^Price per piece: ₹/).isVisible()).toBe(true);
    await fitsBothWidths(page, 'drawing');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => page.getByRole('heading', { name: 'Cart', exact: true }).isVisible()).toBe(true);
    await fitsBothWidths(page, 'cart');

    const { quotation } = await shopApi<{ quotation: { id: number } }>(shop, '/quotations', {
      method: 'POST',
      headers: { ...json, ...auth },
      body: JSON.stringify({ state: 'Tamil Nadu' }),
    });
    await page.goto('/quotations');
    await fitsBothWidths(page, 'quotations', /SCQ/);
    await page.goto(`/delivery-address?quotation=${quotation.id}`);
    await fitsBothWidths(page, 'quotation-checkout');
    await page.goto('/drawings');
    await fitsBothWidths(page, 'my-drawings');

    await page.goto('/delivery-address');
    await fitsBothWidths(page, 'checkout');
    // The line's count is shown whole beside the name in the summary.
    await expect.poll(() => page.getByText('× 20').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/order-confirmed');
    const { orders } = await shopApi<{ orders: { id: number; Order_No: string }[] }>(
      shop,
      `/order/user/${customer.id}`,
      { headers: auth },
    );
    const order = orders[0]!;
    await page.goto('/orders');
    await fitsBothWidths(page, 'orders', order.Order_No);
    await page.goto(`/orderDetails/${order.id}`);
    await fitsBothWidths(page, 'order-details');
    expect(jsErrorsOf(page)).toEqual([]);
    await context.close();

    const { page: admin, context: adminContext } = await newPage(shop, WIDTHS.desktop);
    await signIn(admin, ADMIN.email, ADMIN.password, '/admin/dashboard');
    await admin.goto('/admin/lead');
    await fitsBothWidths(admin, 'admin-leads', order.Order_No);
    await admin.goto(`/admin/ordersDetails/${order.id}`);
    await fitsBothWidths(admin, 'admin-order');
    expect(jsErrorsOf(admin)).toEqual([]);
    await adminContext.close();

    expect(measured).toEqual(
      measured.map(({ page: name }) => ({
        page: name,
        [WIDTHS.phone]: WIDTHS.phone,
        [WIDTHS.desktop]: WIDTHS.desktop,
      })),
    );
    expect(clipped).toEqual([]);
  }, 300_000);
});
