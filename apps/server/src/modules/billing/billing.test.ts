import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  multipart,
  placeOrderFor,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

const savePricing = () =>
  t.app.inject(asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }));

async function placedOrder(state = 'Tamil Nadu') {
  const customer = await registerUser(t.app);
  return { customer, order: await placeOrderFor(t.app, t.db, customer, { state }) };
}

const detail = (who: SignedIn, orderId: number) =>
  t.app.inject(asUser(who, { method: 'GET', url: `/api/order/${orderId}` }));
const setQuote = (who: SignedIn | null, orderId: number, payload: unknown) => {
  const options = { method: 'PUT' as const, url: `/api/admin/orders/${orderId}/quote`, payload: payload as object };
  return t.app.inject(who ? asUser(who, options) : options);
};
const pay = (who: SignedIn | null, orderId: number, payload: unknown) => {
  const options = { method: 'POST' as const, url: `/api/admin/orders/${orderId}/payments`, payload: payload as object };
  return t.app.inject(who ? asUser(who, options) : options);
};
const voidPayment = (who: SignedIn, orderId: number, paymentId: number, reason: unknown) =>
  t.app.inject(
    asUser(who, {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/payments/${paymentId}/void`,
      payload: { reason },
    }),
  );
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('an order’s money', () => {
  it('has no amount while the shop has no rates, and quoting then asks for them', async () => {
    const { customer, order } = await placedOrder();
    const body = (await detail(customer, order.id)).json();
    expect(body.order).toMatchObject({ amountPaise: null, paidPaise: 0, paymentStatus: 'unpaid' });
    expect(body.billing).toMatchObject({ estimate: null, quote: null, payments: [], paymentStatus: 'unpaid' });
    expectError(await setQuote(admin, order.id, { subtotalPaise: 100_000 }), 409, BILLING_MSG.quoteNeedsRates);
  });

  it('keeps the estimate the customer saw when ordering, at the shop’s rates', async () => {
    expect((await savePricing()).statusCode).toBe(200);
    const { customer, order } = await placedOrder('Tamil Nadu');
    const body = (await detail(customer, order.id)).json();
    // The domain's hand figures: 18,329 a piece × 4 = 73,316; 9% + 9% = 6,598 each.
    expect(body.billing.estimate).toMatchObject({
      kind: 'estimate',
      subtotalPaise: 73_316,
      cgstPaise: 6_598,
      sgstPaise: 6_598,
      igstPaise: 0,
      totalPaise: 86_512,
      gstPercent: 18,
    });
    expect(body.billing.estimate.lines).toEqual([expect.objectContaining({ unitPaise: 18_329, linePaise: 73_316 })]);
    expect(body.order.amountPaise).toBe(86_512);
    expect(body.billing.history.map((entry: { kind: string }) => entry.kind)).toEqual(['placed', 'estimate']);
  });

  it('takes the admin’s quote with IGST for another state, mails and tells the customer', async () => {
    await savePricing();
    const { customer, order } = await placedOrder('Kerala');
    const response = await setQuote(admin, order.id, { subtotalPaise: 100_000, note: 'Includes deburring' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(BILLING_MSG.quoteSaved);
    expect(response.json().billing.quote).toMatchObject({
      subtotalPaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
      note: 'Includes deburring',
    });
    expect(response.json().order.amountPaise).toBe(118_000);
    for (
      let i = 0;
      i < 50 && !t.mails.some((m) => m.to === customer.email && /^Quote for order/.test(m.subject));
      i += 1
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    const mail = t.mails.find((m) => m.to === customer.email && /^Quote for order/.test(m.subject));
    expect(mail?.subject).toContain('₹1,180.00');
    const events = await t.db
      .selectFrom('live_events')
      .select(['user_id', 'type', 'payload'])
      .where('type', '=', 'order.billing')
      .execute();
    expect(events.some((e) => e.user_id === customer.userId && JSON.parse(e.payload).order_id === order.id)).toBe(true);
  });

  it('records payments: part-paid, then paid; a voided one stays on record and counts no more', async () => {
    await savePricing();
    const { customer, order } = await placedOrder();
    await setQuote(admin, order.id, { subtotalPaise: 100_000 });
    const first = await pay(admin, order.id, { amountPaise: 50_000, reference: 'UPI-111', paidOn: today() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order).toMatchObject({ paidPaise: 50_000, paymentStatus: 'part-paid' });
    const second = await pay(admin, order.id, { amountPaise: 68_000, reference: 'UPI-222', paidOn: today() });
    expect(second.json().order).toMatchObject({ paidPaise: 118_000, paymentStatus: 'paid' });

    const paymentId = second.json().billing.payments[1].id as number;
    const voided = await voidPayment(admin, order.id, paymentId, 'Entered twice by mistake');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().order).toMatchObject({ paidPaise: 50_000, paymentStatus: 'part-paid' });
    expect(voided.json().billing.payments).toHaveLength(2);
    expect(voided.json().billing.payments[1]).toMatchObject({ voidReason: 'Entered twice by mistake' });
    expectError(await voidPayment(admin, order.id, paymentId, 'again'), 409, BILLING_MSG.alreadyVoided);
    expectError(await voidPayment(admin, order.id, 999_999, 'no such'), 404, BILLING_MSG.paymentNotFound);

    const seen = (await detail(customer, order.id)).json().billing;
    expect(seen.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'placed',
      'estimate',
      'quote',
      'payment',
      'payment',
      'void',
    ]);
  });

  it('links a payment to its screenshot in the customer’s chat, and no one else’s', async () => {
    await savePricing();
    const { customer, order } = await placedOrder();
    const other = await registerUser(t.app);
    const send = async (who: SignedIn) => {
      const form = multipart({ sender_id: who.userId, receiver_id: 1, message: 'paid' });
      const response = await t.app.inject(
        asUser(who, { method: 'POST', url: '/api/send-message', payload: form.payload, headers: form.headers }),
      );
      return response.json().data.id as number;
    };
    const mine = await send(customer);
    const theirs = await send(other);
    const linked = await pay(admin, order.id, {
      amountPaise: 1000,
      reference: 'UPI-333',
      paidOn: today(),
      messageId: mine,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().billing.payments[0].messageId).toBe(mine);
    expectError(
      await pay(admin, order.id, { amountPaise: 1000, reference: 'UPI-444', paidOn: today(), messageId: theirs }),
      400,
      BILLING_MSG.messageNotInChat,
    );
  });

  it('refuses bad amounts, references and dates, and changes nothing', async () => {
    await savePricing();
    const { customer, order } = await placedOrder();
    const cases: [unknown, string][] = [
      [{ amountPaise: 0, reference: 'UPI-1', paidOn: today() }, BILLING_MSG.amountPositive],
      [{ amountPaise: -5, reference: 'UPI-1', paidOn: today() }, 'Amounts cannot be negative'],
      [{ amountPaise: 10.5, reference: 'UPI-1', paidOn: today() }, 'Amounts are whole paise (no fractions)'],
      [{ amountPaise: 100, reference: 'x', paidOn: today() }, BILLING_MSG.referenceRequired],
      [{ amountPaise: 100, reference: 'UPI-1', paidOn: '22/11/2026' }, BILLING_MSG.paidOnInvalid],
      [{ amountPaise: 100, reference: 'UPI-1', paidOn: '2999-01-01' }, BILLING_MSG.paidOnInvalid],
    ];
    for (const [payload, message] of cases) expectError(await pay(admin, order.id, payload), 400, message);
    expectError(await setQuote(admin, order.id, { subtotalPaise: 0 }), 400, BILLING_MSG.subtotalPositive);
    expectError(await setQuote(admin, order.id, { subtotalPaise: 1.5 }), 400);
    expectError(await pay(admin, 987_654, { amountPaise: 100, reference: 'UPI-1', paidOn: today() }), 404);
    const body = (await detail(customer, order.id)).json();
    expect(body.billing.payments).toEqual([]);
    expect(body.billing.quote).toBeNull();
  });

  it('is the admin’s to change; a customer sees only their own order’s money', async () => {
    await savePricing();
    const { customer, order } = await placedOrder();
    const stranger = await registerUser(t.app);
    expectError(await setQuote(null, order.id, { subtotalPaise: 100 }), 401);
    expectError(await setQuote(customer, order.id, { subtotalPaise: 100 }), 403);
    expectError(await pay(customer, order.id, { amountPaise: 100, reference: 'UPI-1', paidOn: today() }), 403);
    expectError(await voidPayment(customer, order.id, 1, 'nope'), 403);
    expectError(await detail(stranger, order.id), 404);
  });
});

describe('the orders table', () => {
  it('shows the amount and payment status and filters by payment status', async () => {
    await savePricing();
    const { order } = await placedOrder();
    await setQuote(admin, order.id, { subtotalPaise: 10_000 });
    await pay(admin, order.id, { amountPaise: 11_800, reference: 'UPI-9', paidOn: today() });
    const table = async (query: string) =>
      (await t.app.inject(asUser(admin, { method: 'GET', url: `/api/admin/ordersTable?${query}` }))).json();
    const paid = await table(`orderType=1&search=${order.Order_No}&paymentStatus=paid`);
    expect(paid.orders).toEqual([
      expect.objectContaining({ id: order.id, amountPaise: 11_800, paymentStatus: 'paid' }),
    ]);
    expect((await table(`orderType=1&search=${order.Order_No}&paymentStatus=unpaid`)).total).toBe(0);
    expectError(
      await t.app.inject(asUser(admin, { method: 'GET', url: '/api/admin/ordersTable?paymentStatus=maybe' })),
      400,
    );
  });
});
