// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { authStore } from '../../../lib/auth-store';
import { localItem, rectangleShape, serverItem } from '../../../testing/cart';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { twoTiers } from '../../../testing/lead-times';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import CartPage from './CartPage';

function renderCart() {
  return renderWithProviders(<CartPage />, { route: '/cart' });
}

/** The cart's own list (the breadcrumbs are a list too). */
async function findItems(): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
}

/** The summary's estimate: label → amount. */
function totals(): Record<string, string> {
  const estimate = screen.getByRole('region', { name: 'Estimate' });
  const rows = within(estimate).getAllByText(/^(Subtotal|Minimum order top-up|[CSI]GST \(.+\)|Total)$/);
  return Object.fromEntries(rows.map((label) => [label.textContent, label.nextElementSibling?.textContent ?? '']));
}

const aLine = (unitPaise: number, linePaise: number, discountPercent = 0) => ({
  weightKg: 1,
  cutLengthMm: 1000,
  pierces: 1,
  unitPaise,
  linePaise,
  discountPercent,
});

/** Answers POST /api/quote with `reply`, the cart calls with `items`. */
function stubQuote(reply: QuoteReply, items: unknown[] = []) {
  return stubFetch((url) => {
    if (url === '/api/quote') return json(200, reply);
    if (url.startsWith('/api/cart/getCart/')) return json(200, { items, message: '' });
    return json(404, {});
  });
}

function facts(item: HTMLElement): Record<string, string> {
  const terms = within(item).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('cart', () => {
  it('lists a guest cart with grade, thickness, finish, dimensions in display order and quantity', async () => {
    localStorage.setItem(
      'guest_cart',
      JSON.stringify([
        localItem({
          parameters: [
            { param_key: 'b', param_value: 300 },
            { param_key: 'a', param_value: 500 },
          ],
        }),
      ]),
    );
    renderCart();

    const [item] = await findItems();
    expect(within(item!).getByRole('heading', { name: 'Rectangle plate' })).toBeTruthy();
    // A quotation is a signed-in customer's.
    expect(screen.queryByRole('button', { name: 'Download quotation' })).toBeNull();
    expect(within(item!).getByRole('img', { name: 'Drawing of the Rectangle plate' })).toBeTruthy();
    expect(facts(item!)).toEqual({
      Grade: 'SS 316',
      Thickness: '1.5 mm',
      Finish: 'Mill Finish',
      'Width (a)': '500 mm',
      'Height (b)': '300 mm',
      // 500 × 300 mm × 1.5 mm × 8.0 g/cm³ = 1.8 kg a piece.
      'Est. weight': '18 kg',
    });
    expect(Object.keys(facts(item!))).toEqual([
      'Grade',
      'Thickness',
      'Finish',
      'Width (a)',
      'Height (b)',
      'Est. weight',
    ]);
    expect(within(item!).getByRole('textbox', { name: 'Quantity of Rectangle plate' })).toHaveProperty('value', '10');
  });

  it('asks before removing a guest item, then removes it and shows the empty cart', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Rectangle plate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await findItems()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Rectangle plate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(CART_MSG.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(CART_MSG.emptyCart)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Shapes' }).getAttribute('href')).toBe('/home');
    expect(localStorage.getItem('guest_cart')).toBeNull();
  });

  it('sends a guest who proceeds to login', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    const { user, router } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Proceed to Order' }));
    expect(await screen.findByText(CART_MSG.loginToOrder)).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/auth/login'));
    // Signed in, the customer comes back to the checkout.
    expect(router.location.search).toBe('?redirectTo=%2Fdelivery-address');
  });

  it('removes a customer item on the server, and proceeds to the delivery address', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const drawing = serverItem({
      id: 12,
      image_path: 'files/abc?exp=1&sig=x',
      image_name: 'ring.png',
      image_type: 'image/png',
    });
    let items = [serverItem(), drawing];
    const fetchMock = stubFetch((url, init) => {
      if (url === `/api/cart/getCart/${customer.id}`) return json(200, { items, message: 'Fetched cart successfully' });
      if (url === `/api/cart/deleteCartItem/${customer.id}/11` && init.method === 'DELETE') {
        items = items.filter((item) => item.id !== 11);
        return json(200, { id: 11, message: 'Removed from cart' });
      }
      return json(404, {});
    });
    const { user, router } = renderCart();

    expect(screen.getByRole('status', { name: 'Loading cart' })).toBeTruthy();
    expect(await findItems()).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Drawing: ring.png' });
    expect(link.getAttribute('href')).toBe('/api/files/abc?exp=1&sig=x');

    await user.click(screen.getAllByRole('button', { name: 'Remove Ring (washer)' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from cart')).toBeTruthy();
    await waitFor(async () => expect(await findItems()).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/cart/deleteCartItem/${customer.id}/11`);

    await user.click(screen.getByRole('button', { name: 'Proceed to Order' }));
    await waitFor(() => expect(router.location.pathname).toBe('/delivery-address'));
  });

  it('shows the server message when removing fails, and keeps the item', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubFetch((url) => {
      if (url.startsWith('/api/cart/getCart/')) return json(200, { items: [serverItem()], message: '' });
      if (url.startsWith('/api/cart/deleteCartItem/')) return json(404, { message: 'Cart item not found' });
      return json(200, { priced: false });
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Ring (washer)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Cart item not found')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('prices each line and totals the cart with GST, for a guest', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem(), localItem({ id: 'guest-2', quantity: 1 })]));
    const fetchMock = stubQuote({
      priced: true,
      gstPercent: 18,
      items: [aLine(1_20_000, 11_40_000, 5), aLine(1_20_000, 1_20_000)],
      subtotalPaise: 12_60_000,
      minimumTopUpPaise: 0,
      cgstPaise: 1_13_400,
      sgstPaise: 1_13_400,
      igstPaise: 0,
      totalPaise: 14_86_800,
      leadTimes: twoTiers(12_60_000),
    });
    renderCart();

    await waitFor(() => expect(totals().Total).toBe('₹14,868.00'));
    expect(totals()).toEqual({
      Subtotal: '₹12,600.00',
      'CGST (9%)': '₹1,134.00',
      'SGST (9%)': '₹1,134.00',
      Total: '₹14,868.00',
    });
    // Each dispatch tier: its date and the total with it (chosen at checkout).
    const dispatch = within(screen.getByRole('region', { name: 'Dispatch' }));
    expect(dispatch.getAllByRole('listitem').map((tier) => tier.textContent)).toEqual([
      'StandardDispatched by Thu, 3 Dec 2026₹14,868.00',
      'Express +35%Dispatched by Tue, 1 Dec 2026₹20,071.80',
    ]);
    const [first, second] = await findItems();
    expect(facts(first!)).toMatchObject({ 'Price per piece': '₹1,200.00', 'Amount (5% off)': '₹11,400.00' });
    expect(facts(second!)).toMatchObject({ 'Price per piece': '₹1,200.00', Amount: '₹1,200.00' });

    const [body] = fetchMock.mock.calls
      .filter(([url]) => url === '/api/quote')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(body).toEqual({
      items: [
        {
          shape_id: 1,
          shape_name: 'Rectangle plate',
          material_name: 'SS 316',
          thickness: 1.5,
          quantity: 10,
          finish: 'Mill Finish',
          parameters: [
            { param_key: 'a', param_value: 500 },
            { param_key: 'b', param_value: 300 },
          ],
        },
        expect.objectContaining({ quantity: 1 }),
      ],
    });
  });

  it('shows the minimum order top-up on a customer’s small order', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const fetchMock = stubQuote(
      {
        priced: true,
        gstPercent: 18,
        items: [aLine(30_000, 30_000)],
        subtotalPaise: 50_000,
        minimumTopUpPaise: 20_000,
        cgstPaise: 4_500,
        sgstPaise: 4_500,
        igstPaise: 0,
        totalPaise: 59_000,
        leadTimes: [],
      },
      [serverItem({ quantity: 1 })],
    );
    renderCart();

    await waitFor(() => expect(totals().Total).toBe('₹590.00'));
    expect(totals()).toEqual({
      Subtotal: '₹300.00',
      'Minimum order top-up': '₹200.00',
      'CGST (9%)': '₹45.00',
      'SGST (9%)': '₹45.00',
      Total: '₹590.00',
    });
    const quote = fetchMock.mock.calls.find(([url]) => url === '/api/quote')!;
    const sent = JSON.parse(String(quote[1]?.body)) as { items: Record<string, unknown>[] };
    expect(Object.keys(sent.items[0]!).sort()).toEqual([
      'finish',
      'material_name',
      'parameters',
      'quantity',
      'shape_id',
      'shape_name',
      'thickness',
    ]);
  });

  it('says Price on request while the shop has no rates', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    stubQuote({ priced: false });
    renderCart();

    expect(await screen.findByText(PRICING_MSG.priceOnRequest)).toBeTruthy();
    expect(facts((await findItems())[0]!)).not.toHaveProperty('Amount');
  });
});

const guestLine = (id = 'guest-1') =>
  JSON.parse(localStorage.getItem('guest_cart') ?? '[]').find((i: { id: string }) => i.id === id);

describe('changing a quantity', () => {
  it('steps a guest line with − and +, and takes a typed quantity on Enter', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    stubQuote({ priced: false });
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'More pieces of Rectangle plate' }));
    await user.click(screen.getByRole('button', { name: 'More pieces of Rectangle plate' }));
    await waitFor(() => expect(guestLine().quantity).toBe(12));
    await user.click(screen.getByRole('button', { name: 'Fewer pieces of Rectangle plate' }));
    await waitFor(() => expect(guestLine().quantity).toBe(11));

    const field = screen.getByRole('textbox', { name: 'Quantity of Rectangle plate' });
    await user.clear(field);
    await user.type(field, '250{Enter}');
    expect(guestLine().quantity).toBe(250);
    // Weight follows: 1.8 kg a piece.
    expect(facts((await findItems())[0]!)['Est. weight']).toBe('450 kg');
  });

  it('refuses a quantity the add rule refuses, with its message on the field, and keeps the line', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    stubQuote({ priced: false });
    const { user } = renderCart();

    const field = await screen.findByRole('textbox', { name: 'Quantity of Rectangle plate' });
    await user.clear(field);
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText(CART_MSG.quantityRequired);
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    await user.type(field, '0');
    await user.tab();
    expect(screen.getByText(CART_MSG.quantityMin)).toBeTruthy();
    expect(guestLine().quantity).toBe(10);
    // Four digits at most (SPEC section 9), so 99999 cannot even be typed.
    await user.clear(field);
    await user.type(field, '99999');
    expect(field).toHaveProperty('value', '9999');
  });

  it('sends a customer’s new quantity to the server and shows its answer', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    let items = [serverItem({ quantity: 4 })];
    const fetchMock = stubFetch((url, init) => {
      if (url === `/api/cart/updateCartItem/${customer.id}/11` && init.method === 'PUT') {
        const { quantity } = JSON.parse(String(init.body)) as { quantity: number };
        items = [serverItem({ quantity })];
        return json(200, { items, message: CART_MSG.quantityUpdated });
      }
      if (url.startsWith('/api/cart/getCart/')) return json(200, { items, message: '' });
      return json(200, { priced: false });
    });
    const { user } = renderCart();

    const field = await screen.findByRole('textbox', { name: 'Quantity of Ring (washer)' });
    await user.clear(field);
    await user.type(field, '40');
    await user.tab();
    await waitFor(() =>
      expect(sentBodies(fetchMock, `/api/cart/updateCartItem/${customer.id}/11`)).toEqual([{ quantity: 40 }]),
    );
    // Quick steps go as one change. Clicked in one go: two simulated user clicks were once more
    // than the 400 ms apart on a busy machine, and went as two.
    const more = screen.getByRole('button', { name: 'More pieces of Ring (washer)' });
    fireEvent.click(more);
    fireEvent.click(more);
    await waitFor(() =>
      expect(sentBodies(fetchMock, `/api/cart/updateCartItem/${customer.id}/11`)).toEqual([
        { quantity: 40 },
        { quantity: 42 },
      ]),
    );
    await waitFor(() => expect(field).toHaveProperty('value', '42'));
  });

  it('shows the server’s message when a change is refused, and the line as it was', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubFetch((url) => {
      if (url.startsWith('/api/cart/updateCartItem/')) return json(404, { message: CART_MSG.itemNotFound });
      if (url.startsWith('/api/cart/getCart/')) return json(200, { items: [serverItem({ quantity: 4 })], message: '' });
      return json(200, { priced: false });
    });
    const { user } = renderCart();

    const field = await screen.findByRole('textbox', { name: 'Quantity of Ring (washer)' });
    await user.clear(field);
    await user.type(field, '7{Enter}');
    expect(await screen.findByText(CART_MSG.itemNotFound)).toBeTruthy();
    await waitFor(() => expect(field).toHaveProperty('value', '4'));
  });
});

describe('a line whose shape the shop has hidden', () => {
  it('is flagged with the reason and a Remove action; ordering waits and says why', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const hidden = serverItem({
      id: 12,
      shape_id: 9,
      shape_name: 'Square plate',
      shape_slug: 'square',
      parameters: [{ param_key: 'a', param_value: 100 }],
      unavailable: true,
      unavailable_reason: CART_MSG.shapeUnavailable,
    });
    let items = [serverItem(), hidden];
    const fetchMock = stubFetch((url, init) => {
      if (url === `/api/cart/deleteCartItem/${customer.id}/12` && init.method === 'DELETE') {
        items = [serverItem()];
        return json(200, { id: 12, message: CART_MSG.removed });
      }
      if (url.startsWith('/api/cart/getCart/')) return json(200, { items, message: '' });
      return json(200, { priced: false });
    });
    const { user, router } = renderCart();

    const [ok, gone] = await findItems();
    expect(within(ok!).queryByRole('alert')).toBeNull();
    const warning = within(gone!).getByRole('alert');
    expect(warning.textContent).toContain(CART_MSG.shapeUnavailable);
    expect(warning.textContent).toContain(CART_MSG.unavailableLine);
    expect(within(gone!).getByRole('textbox', { name: 'Quantity of Square plate' })).toHaveProperty('disabled', true);
    // Only what can be ordered is priced and counted.
    const quoted = sentBodies(fetchMock, '/api/quote') as { items: { shape_id: number }[] }[];
    expect(quoted.at(-1)!.items.map((item) => item.shape_id)).toEqual([4]);

    const proceed = screen.getByRole('button', { name: 'Proceed to Order' });
    expect(proceed.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(proceed.getAttribute('aria-describedby')!)?.textContent).toBe(
      CART_MSG.unavailableBlocksOrder,
    );
    await user.click(proceed);
    expect((await screen.findAllByText(CART_MSG.unavailableBlocksOrder)).length).toBe(2);
    expect(router.location.pathname).toBe('/cart');

    await user.click(within(warning).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove item?' });
    expect(dialog.textContent).toContain('Square plate');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await findItems()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Proceed to Order' }).getAttribute('aria-disabled')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Proceed to Order' }));
    await waitFor(() => expect(router.location.pathname).toBe('/delivery-address'));
  });

  it('is flagged in a guest’s cart when the catalogue no longer lists the shape', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem(), localItem({ id: 'guest-2', shape_id: 9 })]));
    stubFetch((url) => {
      if (url === '/api/shape/shapeName') return json(200, { shapes: [rectangleShape] });
      return json(200, { priced: false });
    });
    renderCart();

    await waitFor(async () => expect(within((await findItems())[1]!).getByRole('alert')).toBeTruthy());
    expect(within((await findItems())[0]!).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to Order' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('a quotation of the cart', () => {
  const made = { id: 5, number: 'SCQ/26-27/00005', state: 'Kerala' };

  it('asks the state (the last quotation’s first), makes the quotation and downloads its PDF', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    Object.assign(URL, { createObjectURL: () => 'blob:quotation', revokeObjectURL: () => undefined });
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/cart/getCart/')) return json(200, { items: [serverItem()], message: '' });
      if (url === '/api/quotations' && init.method === 'POST') return json(201, { quotation: made, message: '' });
      if (url === '/api/quotations') return json(200, { quotations: [made] });
      if (url === '/api/quotations/5.pdf') return new Response('%PDF-1.4', { status: 200 });
      return json(200, { priced: false });
    });
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Download quotation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download a quotation' });
    const state = within(dialog).getByRole('combobox', { name: /Delivery state/ });
    await waitFor(() => expect((state as HTMLSelectElement).value).toBe('Kerala'));
    await user.selectOptions(state, 'Tamil Nadu');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company name (optional)' }), 'Lakshmi Engg');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Quotation SCQ/26-27/00005 downloaded')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/quotations').filter(Boolean)).toEqual([
      { state: 'Tamil Nadu', company: 'Lakshmi Engg' },
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/quotations/5.pdf');
  });

  it('asks for the state, then shows the server’s message when the cart cannot be quoted', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubFetch((url, init) => {
      if (url.startsWith('/api/cart/getCart/')) return json(200, { items: [serverItem()], message: '' });
      if (url === '/api/quotations' && init.method === 'POST')
        return json(409, { message: 'The shop has not published its prices yet', code: 'CONFLICT' });
      if (url === '/api/quotations') return json(200, { quotations: [] });
      return json(200, { priced: false });
    });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Download quotation' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByText('Choose the state the goods are delivered to')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Delivery state/ }), 'Goa');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The shop has not published its prices yet')).toBeTruthy();
  });
});
