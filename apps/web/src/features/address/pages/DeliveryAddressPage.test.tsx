// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { DELIVERY_MSG } from '@steelcut/domain/delivery/charge';
import { TRACKING_MSG } from '@steelcut/domain/schemas/tracking';
import { PRICING_MSG, type DeliveryOutcome, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { authStore } from '../../../lib/auth-store';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { twoTiers } from '../../../testing/lead-times';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import type { Address } from '../api/types';
import { aCartItem, anAddress } from '../testing/fixtures';
import { anOrder } from '../../../testing/orders';
import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import DeliveryAddressPage from './DeliveryAddressPage';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

const home = anAddress({ id: 1, address_line1: '12 Mill Road' });
const office = anAddress({ id: 2, address_line1: '4 Avinashi Road', is_default: 1 });
const cartItem = aCartItem();

type Replies = {
  addresses?: Address[];
  cart?: unknown[];
  create?: () => Response;
  /** POST /quote's answer to the body the page sent. */
  quote?: (body: { items: unknown[]; state?: string; postalCode?: string }) => QuoteReply;
};

function stubShop({ addresses = [home, office], cart = [cartItem], create, quote }: Replies = {}) {
  return stubFetch((url, init) => {
    if (url === '/api/quote' && quote) return json(200, quote(JSON.parse(String(init.body))));
    if (url === `/api/address/user/${customer.id}`) return json(200, { addresses });
    if (url === `/api/cart/getCart/${customer.id}`) return json(200, { items: cart, message: 'Fetched cart' });
    if (url === '/api/order/create') {
      return create?.() ?? json(201, { message: ORDER_MSG.placed, order: anOrder(), Order_No: 'SC250614-00005' });
    }
    return json(404, { message: `unexpected ${url}` });
  });
}

function renderPage() {
  return renderWithProviders(<DeliveryAddressPage />, { route: '/delivery-address' });
}

const radio = (line1: string) => screen.getByRole('radio', { name: new RegExp(line1) });
const orderCalls = (fetchMock: ReturnType<typeof stubShop>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/order/create').map(([, init = {}]) => init);
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

describe('DeliveryAddressPage', () => {
  it('preselects the default address and selects a card on click', async () => {
    stubShop();
    const { user } = renderPage();

    await waitFor(() => expect(radio('4 Avinashi Road')).toHaveProperty('checked', true));
    expect(radio('12 Mill Road')).toHaveProperty('checked', false);

    await user.click(screen.getByText('12 Mill Road'));
    expect(radio('12 Mill Road')).toHaveProperty('checked', true);
    expect(radio('4 Avinashi Road')).toHaveProperty('checked', false);
  });

  describe('what the order comes to, before Place order', () => {
    /** ₹12,600 of plates; GST 18% as CGST + SGST in Tamil Nadu (the shop's state), IGST elsewhere. */
    const quoteFor = ({ state }: { state?: string }): QuoteReply => {
      const local = !state || state === 'Tamil Nadu';
      return {
        priced: true,
        gstPercent: 18,
        items: [
          {
            weightKg: 4.2,
            cutLengthMm: 740,
            pierces: 1,
            unitPaise: 6_30_000,
            linePaise: 12_60_000,
            discountPercent: 0,
          },
        ],
        subtotalPaise: 12_60_000,
        minimumTopUpPaise: 0,
        cgstPaise: local ? 1_13_400 : 0,
        sgstPaise: local ? 1_13_400 : 0,
        igstPaise: local ? 0 : 2_26_800,
        totalPaise: 14_86_800,
        leadTimes: twoTiers(12_60_000, { local }),
      };
    };
    const SLOW = { timeout: 8000 };
    const kerala = anAddress({
      id: 3,
      address_line1: "12/3A, St. Mary's Road (East)",
      city: 'Palakkad',
      state: 'Kerala',
      postal_code: '678001',
      is_default: 0,
    });

    /** The summary's figures: label → amount (the first render, with the address form, is slow in jsdom). */
    async function figures() {
      const region = await screen.findByRole('region', { name: 'Amount to pay' }, SLOW);
      await within(region).findByText('Total', {}, SLOW);
      const rows = within(region).getAllByText(/^(Subtotal|Delivery|[CSI]GST \(.+\)|Total)$/);
      return Object.fromEntries(rows.map((label) => [label.textContent, label.nextElementSibling?.textContent]));
    }

    it("shows the subtotal, the GST for the chosen address's state and the total, and follows the choice", async () => {
      const fetchMock = stubShop({ addresses: [office, kerala], quote: quoteFor });
      const { user } = renderPage();

      expect(await figures()).toEqual({
        Subtotal: '₹12,600.00',
        'CGST (9%)': '₹1,134.00',
        'SGST (9%)': '₹1,134.00',
        Total: '₹14,868.00',
      });
      expect(screen.getByText('GST for delivery to Tamil Nadu.')).toBeTruthy();

      await user.click(screen.getByText("12/3A, St. Mary's Road (East)"));
      await waitFor(
        async () =>
          expect(await figures()).toEqual({ Subtotal: '₹12,600.00', 'IGST (18%)': '₹2,268.00', Total: '₹14,868.00' }),
        SLOW,
      );
      expect(screen.getByText('GST for delivery to Kerala.')).toBeTruthy();
      const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/quote');
      expect(
        asked.map(([, init]) => {
          const { state, postalCode } = JSON.parse(String(init?.body)) as { state: string; postalCode: string };
          return { state, postalCode };
        }),
      ).toEqual([
        { state: 'Tamil Nadu', postalCode: '641018' },
        { state: 'Kerala', postalCode: '678001' },
      ]);
      expect(JSON.parse(String(asked[0]![1]?.body)).items).toEqual([
        {
          shape_id: cartItem.shape_id,
          shape_name: cartItem.shape_name,
          material_name: cartItem.material_name,
          thickness: cartItem.thickness,
          quantity: cartItem.quantity,
          finish: cartItem.finish,
          parameters: cartItem.parameters,
        },
      ]);
    });

    /** The quote with delivery as the server works it out for the pincode (₹250 adds ₹45 of GST). */
    const withDelivery = (delivery: DeliveryOutcome) => (body: { state?: string }) => {
      const quote = quoteFor(body) as Extract<QuoteReply, { priced: true }>;
      const taxable = quote.subtotalPaise + delivery.paise;
      const gst = (taxable * 18) / 100;
      return {
        ...quote,
        delivery,
        deliveryPaise: delivery.paise,
        cgstPaise: gst / 2,
        sgstPaise: gst / 2,
        totalPaise: taxable + gst,
        leadTimes: twoTiers(quote.subtotalPaise, { deliveryPaise: delivery.paise }),
      };
    };
    const placeButton = () => screen.getByRole('button', { name: 'Place order' });

    it('shows the delivery charge to the chosen pincode as its own line, inside the total', async () => {
      stubShop({ quote: withDelivery({ kind: 'charged', paise: 25_000, reason: DELIVERY_MSG.flat }) });
      renderPage();
      expect(await figures()).toEqual({
        Subtotal: '₹12,600.00',
        Delivery: '₹250.00',
        'CGST (9%)': '₹1,156.50',
        'SGST (9%)': '₹1,156.50',
        Total: '₹15,163.00',
      });
      expect(placeButton()).toHaveProperty('disabled', false);
    });

    it("says 'Free' for free delivery, and the shop's reason where it quotes delivery itself (never ₹0)", async () => {
      stubShop({ quote: withDelivery({ kind: 'free', paise: 0, reason: DELIVERY_MSG.freeAbove(10_00_000) }) });
      const { unmount } = renderPage();
      expect(await figures()).toMatchObject({ Delivery: 'Free', Total: '₹14,868.00' });
      unmount();

      stubShop({ quote: withDelivery({ kind: 'quoted', paise: 0, reason: DELIVERY_MSG.quoted }) });
      renderPage();
      expect(await figures()).toMatchObject({ Delivery: DELIVERY_MSG.quoted, Total: '₹14,868.00' });
      expect(screen.queryByText('₹0.00')).toBeNull();
      expect(placeButton()).toHaveProperty('disabled', false);
    });

    it('warns when the shop does not deliver to the chosen pincode, and waits to place the order', async () => {
      const outside = DELIVERY_MSG.outside(100, 'Coimbatore');
      const fetchMock = stubShop({ quote: withDelivery({ kind: 'refused', paise: 0, reason: outside }) });
      renderPage();

      const summary = await screen.findByRole('region', { name: 'Order summary' });
      const warning = await within(summary).findByText(outside, {}, SLOW);
      expect(warning.closest('[role="alert"]')).toBeTruthy();
      await waitFor(() => expect(placeButton()).toHaveProperty('disabled', true));
      expect(document.getElementById(placeButton().getAttribute('aria-describedby')!)?.textContent).toBe(outside);
      expect(Object.keys(await figures())).not.toContain('Delivery');
      expect(orderCalls(fetchMock)).toHaveLength(0);
    });

    it('offers each dispatch tier with its date and total; express adds its surcharge, taxed with the goods, and goes with the order', async () => {
      const fetchMock = stubShop({ quote: quoteFor });
      const { user } = renderPage();
      const tiers = await screen.findByRole('radiogroup', { name: 'Dispatch' }, SLOW);
      const standard = within(tiers).getByRole('radio', { name: /Standard/ });
      const express = within(tiers).getByRole('radio', { name: /Express/ });
      expect(standard).toHaveProperty('checked', true);
      expect(standard.closest('label')?.textContent).toBe('StandardDispatched by Thu, 3 Dec 2026₹14,868.00');
      // 35 % of ₹12,600 = ₹4,410; GST 18 % of ₹17,010 = ₹3,061.80.
      expect(express.closest('label')?.textContent).toBe('Express +35%Dispatched by Tue, 1 Dec 2026₹20,071.80');
      expect(await figures()).toMatchObject({ Total: '₹14,868.00' });

      // Keyboard: the group is one tab stop, the arrow keys choose (user-event walks the group
      // with CSS.escape, which jsdom lacks; an identity escape does for the name 'leadTime').
      vi.stubGlobal('CSS', { escape: (name: string) => name });
      standard.focus();
      await user.keyboard('{ArrowDown}');
      expect(express).toHaveProperty('checked', true);
      await waitFor(async () =>
        expect(await figures()).toEqual({
          Subtotal: '₹12,600.00',
          'CGST (9%)': '₹1,530.90',
          'SGST (9%)': '₹1,530.90',
          Total: '₹20,071.80',
        }),
      );
      expect(screen.getByText('Express dispatch (35%)').nextElementSibling?.textContent).toBe('₹4,410.00');

      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(1), SLOW);
      expect(JSON.parse(String(orderCalls(fetchMock)[0]!.body))).toMatchObject({ leadTime: 'express' });
    });

    it("says 'Price on request' while the shop has no rates", async () => {
      stubShop({ quote: () => ({ priced: false }) });
      renderPage();
      const region = await screen.findByRole('region', { name: 'Amount to pay' }, SLOW);
      expect(await within(region).findByText(PRICING_MSG.priceOnRequest, {}, SLOW)).toBeTruthy();
    });

    it('is worked out before an address is saved, as within the shop’s state', async () => {
      const fetchMock = stubShop({ addresses: [], quote: quoteFor });
      renderPage();
      expect((await figures()).Total).toBe('₹14,868.00');
      expect(screen.getByText(PRICING_MSG.gstAtCheckout)).toBeTruthy();
      const asked = fetchMock.mock.calls.filter(([url]) => url === '/api/quote');
      expect(Object.keys(JSON.parse(String(asked[0]![1]?.body)))).toEqual(['items']);
    });
  });

  it('places the order once, with an Idempotency-Key, and goes to /order-confirmed', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubShop({ create: () => new Promise<Response>((resolve) => (answer = resolve)) as never });
    const { user, router } = renderPage();

    const button = await screen.findByRole('button', { name: 'Place order' });
    await screen.findByText('Rectangle plate');
    await user.dblClick(button);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    answer(json(201, { message: ORDER_MSG.placed, order: anOrder(), Order_No: 'SC250614-00005' }));

    await waitFor(() => expect(router.location.pathname).toBe('/order-confirmed'));
    expect(router.location.state).toEqual({
      orderNo: 'SC250614-00005',
      name: customer.name,
      orderId: 5,
      amountPaise: null,
    });
    const calls = orderCalls(fetchMock);
    expect(calls).toHaveLength(1);
    const init = calls[0]!;
    expect(keyOf(init)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(JSON.parse(String(init.body))).toEqual({
      userId: customer.id,
      cartItems: [cartItem],
      totalQty: 1,
      deliveryAddress: office,
    });
  });

  it('sends the PO number given, trimmed, and checks it before placing', async () => {
    const fetchMock = stubShop();
    const { user, router } = renderPage();
    await screen.findByText('Rectangle plate');
    const field = screen.getByLabelText('Your PO number (optional)');

    await user.type(field, 'PO<1>');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(TRACKING_MSG.poNumber)).toBeTruthy();
    expect(orderCalls(fetchMock)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' PO/2026-114 ');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.location.pathname).toBe('/order-confirmed'));
    expect(JSON.parse(String(orderCalls(fetchMock)[0]!.body))).toMatchObject({ poNumber: 'PO/2026-114' });
  });

  it('shows the server refusing an item, and keeps the key for a retry of the same attempt', async () => {
    const fetchMock = stubShop({
      create: () => json(409, { message: ORDER_MSG.cartChanged, code: 'CART_CHANGED' }),
    });
    const { user } = renderPage();

    await screen.findByText('Rectangle plate');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(ORDER_MSG.cartChanged)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(2));

    const keys = orderCalls(fetchMock).map(keyOf);
    expect(keys[0]).toBe(keys[1]);
  });

  it('reloads the addresses when the server says the chosen one is gone (by its code, whatever its words)', async () => {
    const fetchMock = stubShop({
      create: () => json(400, { message: 'Reworded by the server', code: 'ADDRESS_NOT_FOUND' }),
    });
    const { user } = renderPage();
    await screen.findByText('Rectangle plate');
    const addressLoads = () =>
      fetchMock.mock.calls.filter(([url]) => url === `/api/address/user/${customer.id}`).length;
    const before = addressLoads();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Reworded by the server')).toBeTruthy();
    await waitFor(() => expect(addressLoads()).toBe(before + 1));
  });

  it("says 'No address found.' and asks for an address before placing", async () => {
    const fetchMock = stubShop({ addresses: [] });
    const { user } = renderPage();

    expect(await screen.findByText(ADDRESS_MSG.none)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add address' })).toBeTruthy();
    await screen.findByText('Rectangle plate');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(ORDER_MSG.selectAddress)).toBeTruthy();
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('says the cart is empty instead of ordering nothing', async () => {
    const fetchMock = stubShop({ cart: [] });
    const { user } = renderPage();

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await within(summary).findByText(ORDER_MSG.emptyCart);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findAllByText(ORDER_MSG.emptyCart)).toHaveLength(2);
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('waits to place an order while a line’s shape is hidden, says why and links back to the cart', async () => {
    const hidden = aCartItem({ id: 32, unavailable: true, unavailable_reason: CART_MSG.shapeUnavailable });
    const fetchMock = stubShop({ cart: [cartItem, hidden] });
    renderPage();

    const button = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(screen.getByText(CART_MSG.shapeUnavailable)).toBeTruthy();
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toContain(CART_MSG.unavailableBlocksOrder);
    expect(within(reason!).getByRole('link', { name: 'Edit cart' }).getAttribute('href')).toBe('/cart');
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('edits a saved address in the same form, filled in, and shows the change', async () => {
    let addresses = [home, office];
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/address/1' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { addressLine1: string };
        addresses = [{ ...home, address_line1: body.addressLine1 }, office];
        return json(200, { address: addresses[0], message: ADDRESS_MSG.updated });
      }
      if (url === `/api/address/user/${customer.id}`) return json(200, { addresses });
      if (url === `/api/cart/getCart/${customer.id}`) return json(200, { items: [cartItem], message: '' });
      return json(404, {});
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit address 12 Mill Road' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    const line1 = within(dialog).getByRole('textbox', { name: 'Address Line 1' });
    expect(line1).toHaveProperty('value', '12 Mill Road');
    await user.clear(line1);
    await user.paste('15 Mill Road');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText(ADDRESS_MSG.updated)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('15 Mill Road')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/address/1' && init?.method === 'PUT')).toBe(true);
  });

  it('closes the edit form on Cancel without saving', async () => {
    const fetchMock = stubShop();
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit address 4 Avinashi Road' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});

describe('ordering a quotation', () => {
  const quotation: QuotationView = {
    id: 7,
    number: 'SCQ/26-27/00007',
    createdAt: '2026-11-30T05:30:00.000Z',
    validUntil: '2026-12-15',
    expired: false,
    state: 'Tamil Nadu',
    company: null,
    gstPercent: 18,
    subtotalPaise: 73_316,
    minimumTopUpPaise: 0,
    cgstPaise: 6_598,
    sgstPaise: 6_598,
    igstPaise: 0,
    totalPaise: 86_512,
    leadTimes: twoTiers(73_316),
    lines: [
      {
        description: 'bracket.dxf, part 2 of 3, SS 304, 2 mm, Mill Finish; 60 × 40 mm',
        quantity: 4,
        unitPaise: 18_329,
        discountPercent: 0,
        linePaise: 73_316,
      },
    ],
    orderId: null,
    orderNo: null,
  };

  it('shows the quotation’s lines once it is in (a placeholder, not an error, while it loads)', async () => {
    stubFetch((url) => {
      if (url === `/api/address/user/${customer.id}`) return json(200, { addresses: [office] });
      if (url === `/api/cart/getCart/${customer.id}`) return json(200, { items: [], message: 'Fetched cart' });
      if (url === '/api/quotations/7') return json(200, { quotation });
      return json(404, { message: `unexpected ${url}` });
    });
    renderWithProviders(<DeliveryAddressPage />, { route: '/delivery-address?quotation=7', path: '/delivery-address' });
    expect(await screen.findByText(/^bracket\.dxf, part 2 of 3, SS 304/)).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
