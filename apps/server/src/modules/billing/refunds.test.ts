import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG, paymentStatusOf, refundDueOf } from '@steelcut/domain/schemas/billing';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  placeOrderFor,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let admin: SignedIn;
/** An order placed before the shop had rates: no estimate, no amount. */
let noAmount: { customer: SignedIn; order: { id: number } };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  const customer = await registerUser(t.app);
  noAmount = { customer, order: await placeOrderFor(t.app, t.db, customer) };
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

type Who = SignedIn | null;
const send = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, key?: string) => {
  const options = { method, url, payload, headers: key ? { 'idempotency-key': key } : {} };
  return t.app.inject(who ? asUser(who, options) : options);
};
const pay = (who: Who, orderId: number, payload: object, key?: string) =>
  send(who, 'POST', `/api/admin/orders/${orderId}/payments`, payload, key);
const refund = (who: Who, orderId: number, payload: object, key?: string) =>
  send(who, 'POST', `/api/admin/orders/${orderId}/refunds`, payload, key);
const voidIt = (orderId: number, paymentId: number, reason = 'Entered by mistake') =>
  send(admin, 'POST', `/api/admin/orders/${orderId}/payments/${paymentId}/void`, { reason });
const quote = (orderId: number, subtotalPaise: number) =>
  send(admin, 'PUT', `/api/admin/orders/${orderId}/quote`, { subtotalPaise });
const detail = (who: SignedIn, orderId: number) => send(who, 'GET', `/api/order/${orderId}`);

const rowsOf = (orderId: number) =>
  t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const moneyOf = (orderId: number) =>
  t.db
    .selectFrom('orders')
    .select(['amount_paise', 'paid_paise', 'payment_status'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

/** An order quoted at ₹1,180.00 (₹1,000 + 18% GST, Tamil Nadu to Tamil Nadu). */
async function quotedOrder() {
  const customer = await registerUser(t.app);
  const order = await placeOrderFor(t.app, t.db, customer, { state: 'Tamil Nadu' });
  expect((await quote(order.id, 100_000)).statusCode).toBe(200);
  return { customer, order };
}
const DUE = 118_000;

/** An order paid ₹1,180.00 then ₹300.00 more (confirmed): ₹300.00 due back. */
async function overpaidOrder() {
  const placed = await quotedOrder();
  expect(
    (await pay(admin, placed.order.id, { amountPaise: DUE, reference: 'UPI-FULL', paidOn: today() })).statusCode,
  ).toBe(201);
  const extra = await pay(admin, placed.order.id, {
    amountPaise: 30_000,
    reference: 'UPI-EXTRA',
    paidOn: today(),
    confirmOverpayment: true,
  });
  expect(extra.statusCode, extra.body).toBe(201);
  return placed;
}

/** The order's stored money agrees with its live rows, and the refund due follows from them. */
async function expectConsistent(orderId: number) {
  const money = await moneyOf(orderId);
  const live = (await rowsOf(orderId)).filter((row) => row.voided_at === null);
  const paid = live.reduce((sum, row) => sum + row.amount_paise, 0);
  expect(money.paid_paise).toBe(paid);
  expect(paid).toBeGreaterThanOrEqual(0);
  expect(money.payment_status).toBe(paymentStatusOf(money.amount_paise, paid));
  const billing = (await detail(admin, orderId)).json().billing;
  expect(billing.refundDuePaise).toBe(refundDueOf(money.amount_paise, paid));
  return { ...money, refundDue: billing.refundDuePaise as number };
}

describe('an overpayment', () => {
  it('is refused without the admin’s confirmation, and nothing is written', async () => {
    const { order } = await quotedOrder();
    await pay(admin, order.id, { amountPaise: 100_000, reference: 'UPI-1', paidOn: today() });
    const before = await moneyOf(order.id);
    const over = await pay(admin, order.id, { amountPaise: 20_000, reference: 'UPI-2', paidOn: today() });
    expectError(over, 409, BILLING_MSG.overpayment(120_000, DUE));
    expect(over.json()).toEqual({
      code: 'OVERPAYMENT',
      message:
        'This payment would take the paid total to ₹1,200.00, past the ₹1,180.00 due. Confirm it is an overpayment to record it.',
    });
    expectError(
      await pay(admin, order.id, {
        amountPaise: 20_000,
        reference: 'UPI-2',
        paidOn: today(),
        confirmOverpayment: false,
      }),
      409,
      BILLING_MSG.overpayment(120_000, DUE),
    );
    expect(await rowsOf(order.id)).toHaveLength(1);
    expect(await moneyOf(order.id)).toEqual(before);
  });

  it('takes exactly what is due without asking', async () => {
    const { order } = await quotedOrder();
    const paid = await pay(admin, order.id, { amountPaise: DUE, reference: 'UPI-EXACT', paidOn: today() });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().order).toMatchObject({ paidPaise: DUE, paymentStatus: 'paid' });
    expect(paid.json().billing.refundDuePaise).toBe(0);
  });

  it('is recorded once confirmed: paid, with the refund due shown to the admin and the customer', async () => {
    const { customer, order } = await quotedOrder();
    const paid = await pay(admin, order.id, {
      amountPaise: 150_000,
      reference: 'UPI-OVER',
      paidOn: today(),
      confirmOverpayment: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().message).toBe(BILLING_MSG.paymentRecorded);
    expect(paid.json().order).toMatchObject({ amountPaise: DUE, paidPaise: 150_000, paymentStatus: 'paid' });
    expect(paid.json().billing.refundDuePaise).toBe(32_000);
    const seen = (await detail(customer, order.id)).json();
    expect(seen.billing).toMatchObject({ paidPaise: 150_000, paymentStatus: 'paid', refundDuePaise: 32_000 });
    expect(await expectConsistent(order.id)).toMatchObject({ refundDue: 32_000 });
  });

  it('on an order with no amount yet: anything paid is past the ₹0 due, so it needs the confirmation too', async () => {
    const { customer, order } = noAmount;
    expect((await moneyOf(order.id)).amount_paise).toBeNull();
    expectError(
      await pay(admin, order.id, { amountPaise: 5_000, reference: 'UPI-ADV', paidOn: today() }),
      409,
      BILLING_MSG.overpaymentNoAmount(5_000),
    );
    expect(await rowsOf(order.id)).toHaveLength(0);
    const paid = await pay(admin, order.id, {
      amountPaise: 5_000,
      reference: 'UPI-ADV',
      paidOn: today(),
      confirmOverpayment: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // paymentStatusOf keeps its meaning: something paid, no amount to be paid in full.
    expect(paid.json().order).toMatchObject({ amountPaise: null, paidPaise: 5_000, paymentStatus: 'part-paid' });
    expect((await detail(customer, order.id)).json().billing.refundDuePaise).toBe(5_000);
  });

  it('refuses a confirmation that is not true or false', async () => {
    const { order } = await quotedOrder();
    expectError(
      await pay(admin, order.id, {
        amountPaise: 1_000,
        reference: 'UPI-X',
        paidOn: today(),
        confirmOverpayment: 'yes',
      }),
      400,
    );
    expect(await rowsOf(order.id)).toHaveLength(0);
  });

  it('appears when a lower quote leaves more paid than the new amount', async () => {
    const { order } = await quotedOrder();
    await pay(admin, order.id, { amountPaise: DUE, reference: 'UPI-Q', paidOn: today() });
    const lowered = await quote(order.id, 90_000); // ₹1,062.00 with GST
    expect(lowered.json().billing.refundDuePaise).toBe(DUE - 106_200);
    expect(lowered.json().order.paymentStatus).toBe('paid');
  });
});

describe('POST /admin/orders/{id}/refunds', () => {
  it('records money paid back, at most what is due back; the history and payments list it', async () => {
    const { customer, order } = await overpaidOrder();
    const first = await refund(admin, order.id, { amountPaise: 10_000, reference: 'RFD-1', paidOn: today() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(BILLING_MSG.refundRecorded);
    expect(first.json().order).toMatchObject({ paidPaise: DUE + 20_000, paymentStatus: 'paid' });
    expect(first.json().billing.refundDuePaise).toBe(20_000);
    expect(first.json().billing.payments.at(-1)).toMatchObject({
      kind: 'refund',
      amountPaise: 10_000,
      reference: 'RFD-1',
      paidOn: today(),
      voidedAt: null,
    });
    expect(first.json().billing.payments[0]).toMatchObject({ kind: 'payment', amountPaise: DUE });

    expectError(
      await refund(admin, order.id, { amountPaise: 20_001, reference: 'RFD-2', paidOn: today() }),
      409,
      BILLING_MSG.refundTooLarge(20_000),
    );
    const rest = await refund(admin, order.id, { amountPaise: 20_000, reference: 'RFD-2', paidOn: today() });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().order).toMatchObject({ paidPaise: DUE, paymentStatus: 'paid' });
    expect(rest.json().billing.refundDuePaise).toBe(0);
    expectError(
      await refund(admin, order.id, { amountPaise: 100, reference: 'RFD-3', paidOn: today() }),
      409,
      BILLING_MSG.nothingToRefund,
    );

    const rows = await rowsOf(order.id);
    expect(rows.map((row) => [row.kind, row.amount_paise])).toEqual([
      ['payment', DUE],
      ['payment', 30_000],
      ['refund', -10_000],
      ['refund', -20_000],
    ]);
    const seen = (await detail(customer, order.id)).json().billing;
    expect(seen.refundDuePaise).toBe(0);
    const refunds = seen.history.filter((entry: { kind: string }) => entry.kind === 'refund');
    expect(refunds.map((entry: { text: string }) => entry.text)).toEqual([
      `Refund ₹100.00 paid back on ${today()} (UPI ref RFD-1)`,
      `Refund ₹200.00 paid back on ${today()} (UPI ref RFD-2)`,
    ]);
    await expectConsistent(order.id);
  });

  it('refuses bad amounts, references and dates with their messages, and writes nothing', async () => {
    const { order } = await overpaidOrder();
    const before = await moneyOf(order.id);
    const cases: [object, string][] = [
      [{ amountPaise: 0, reference: 'RFD-1', paidOn: today() }, BILLING_MSG.amountPositive],
      [{ amountPaise: -500, reference: 'RFD-1', paidOn: today() }, 'Amounts cannot be negative'],
      [{ amountPaise: 10.5, reference: 'RFD-1', paidOn: today() }, 'Amounts are whole paise (no fractions)'],
      [{ amountPaise: 500, reference: 'x', paidOn: today() }, BILLING_MSG.referenceRequired],
      [{ amountPaise: 500, paidOn: today() }, BILLING_MSG.referenceRequired],
      [{ amountPaise: 500, reference: 'RFD-1', paidOn: '27/11/2026' }, BILLING_MSG.paidOnInvalid],
      [{ amountPaise: 500, reference: 'RFD-1', paidOn: tomorrow() }, BILLING_MSG.paidOnInvalid],
    ];
    for (const [payload, message] of cases) expectError(await refund(admin, order.id, payload), 400, message);
    expectError(await refund(admin, 987_654, { amountPaise: 500, reference: 'RFD-1', paidOn: today() }), 404);
    // A reference once per order among live payments and refunds, compared without case.
    expectError(
      await refund(admin, order.id, { amountPaise: 500, reference: 'upi-extra', paidOn: today() }),
      409,
      BILLING_MSG.refundReferenceRecorded,
    );
    expect(await rowsOf(order.id)).toHaveLength(2);
    expect(await moneyOf(order.id)).toEqual(before);
  });

  it('is the admin’s to record; the order is its customer’s to see and no one else’s', async () => {
    const { customer, order } = await overpaidOrder();
    const stranger = await registerUser(t.app);
    const body = { amountPaise: 500, reference: 'RFD-AUTH', paidOn: today() };
    expectError(await refund(null, order.id, body), 401);
    expectError(await refund(customer, order.id, body), 403);
    expectError(await refund(stranger, order.id, body), 403);
    expectError(await pay(customer, order.id, { ...body, confirmOverpayment: true }), 403);
    expectError(await detail(stranger, order.id), 404);
    expect(await rowsOf(order.id)).toHaveLength(2);
    expect((await detail(customer, order.id)).json().billing.refundDuePaise).toBe(30_000);
  });

  it('answers a retry with the same Idempotency-Key once; the key is refused for another refund or a payment', async () => {
    const { order } = await overpaidOrder();
    const body = { amountPaise: 5_000, reference: 'RFD-KEY', paidOn: today() };
    const answers = await Promise.all([
      refund(admin, order.id, body, 'refund-attempt-1'),
      refund(admin, order.id, body, 'refund-attempt-1'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect((await rowsOf(order.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    expectError(
      await refund(admin, order.id, { ...body, amountPaise: 6_000 }, 'refund-attempt-1'),
      409,
      BILLING_MSG.paymentKeyReused,
    );
    expectError(await pay(admin, order.id, body, 'refund-attempt-1'), 409, BILLING_MSG.paymentKeyReused);
    expect((await expectConsistent(order.id)).refundDue).toBe(25_000);
  });

  it('is voided like a payment (the money is due back again); a payment whose void would leave refunds unpaid is kept', async () => {
    const { order } = await overpaidOrder();
    const refunded = await refund(admin, order.id, { amountPaise: 30_000, reference: 'RFD-V', paidOn: today() });
    const [full, extra, back] = refunded.json().billing.payments as { id: number }[];
    // The extra ₹300 was refunded. Voiding the ₹1,180 payment leaves ₹300 paid − ₹300 refunded = ₹0;
    // voiding the ₹300 one too would leave ₹300 refunded of nothing paid.
    expect((await voidIt(order.id, full.id)).statusCode).toBe(200);
    const kept = await voidIt(order.id, extra.id);
    expectError(kept, 409, BILLING_MSG.voidLeavesRefundUnpaid);
    expect((await rowsOf(order.id)).find((row) => row.id === extra.id)?.voided_at).toBeNull();

    const voided = await voidIt(order.id, back.id, 'Refund bounced');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().message).toBe(BILLING_MSG.refundVoided);
    expect(voided.json().billing.history.at(-1)).toMatchObject({
      kind: 'void',
      text: 'Refund ₹300.00 voided: Refund bounced',
    });
    expect(voided.json().order.paidPaise).toBe(30_000);
    expect((await voidIt(order.id, extra.id)).statusCode).toBe(200);
    await expectConsistent(order.id);
  });
});

describe('overpayments and refunds under races', () => {
  it('never lets parallel payments pass the amount due unconfirmed (five at 30% each: three go in)', async () => {
    const { order } = await quotedOrder();
    const peer = await t.openPeer();
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        (i % 2 ? peer : t.app).inject(
          asUser(admin, {
            method: 'POST',
            url: `/api/admin/orders/${order.id}/payments`,
            payload: { amountPaise: 35_400, reference: `UPI-P${i}`, paidOn: today() },
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409))
      expect(answer.json().code).toBe('OVERPAYMENT');
    expect(await expectConsistent(order.id)).toMatchObject({
      paid_paise: 106_200,
      payment_status: 'part-paid',
      refundDue: 0,
    });
  });

  it('pays back what is due once: five parallel refunds of the whole, or of half, make one or two', async () => {
    const peer = await t.openPeer();
    for (const [amountPaise, made] of [
      [30_000, 1],
      [15_000, 2],
    ]) {
      const { order } = await overpaidOrder();
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((i) =>
          (i % 2 ? peer : t.app).inject(
            asUser(admin, {
              method: 'POST',
              url: `/api/admin/orders/${order.id}/refunds`,
              payload: { amountPaise, reference: `RFD-R${i}`, paidOn: today() },
            }),
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(made);
      expect(statuses.filter((status) => status === 409)).toHaveLength(5 - made);
      expect(await expectConsistent(order.id)).toMatchObject({ paid_paise: DUE, refundDue: 0 });
    }
  });

  it('keeps paid and refund due consistent when refunds, voids, quotes and payments meet (10 orders)', async () => {
    const peer = await t.openPeer();
    const orders = [];
    for (let i = 0; i < 10; i += 1) orders.push((await overpaidOrder()).order);
    await Promise.all(
      orders.map(async (order, i) => {
        const [full, extra] = (await rowsOf(order.id)).map((row) => row.id);
        const through = (app: typeof peer, method: 'POST' | 'PUT', url: string, payload: object) =>
          app.inject(asUser(admin, { method, url, payload }));
        await Promise.all([
          through(t.app, 'POST', `/api/admin/orders/${order.id}/refunds`, {
            amountPaise: 30_000,
            reference: `RFD-M${i}`,
            paidOn: today(),
          }),
          through(peer, 'POST', `/api/admin/orders/${order.id}/payments/${i % 2 ? full : extra}/void`, {
            reason: 'Entered twice',
          }),
          through(peer, 'PUT', `/api/admin/orders/${order.id}/quote`, { subtotalPaise: i % 3 ? 110_000 : 80_000 }),
          through(t.app, 'POST', `/api/admin/orders/${order.id}/payments`, {
            amountPaise: 1_000,
            reference: `UPI-M${i}`,
            paidOn: today(),
          }),
        ]);
        const money = await expectConsistent(order.id);
        // A refund never took more than was due back at its moment: what is left paid covers the refunds.
        const rows = (await rowsOf(order.id)).filter((row) => row.voided_at === null);
        const refunded = -rows.filter((row) => row.kind === 'refund').reduce((sum, row) => sum + row.amount_paise, 0);
        expect(
          rows.filter((row) => row.kind === 'payment').reduce((sum, row) => sum + row.amount_paise, 0),
        ).toBeGreaterThanOrEqual(refunded);
        expect(money.paid_paise).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('the customer hears of each payment and refund', () => {
  it('mails a receipt with what is paid so far, a refund notice, and nothing twice for a retried key', async () => {
    const { customer, order } = await quotedOrder();
    const first = { amountPaise: 50_000, reference: 'UPI-HALF', paidOn: today() };
    expect((await pay(admin, order.id, first, 'receipt-key-1')).statusCode).toBe(201);
    expect((await pay(admin, order.id, first, 'receipt-key-1')).statusCode).toBe(201);
    const receipt = await t.mailTo(customer.email, /^Payment received for order/);
    expect(receipt.subject).toContain('₹500.00');
    expect(receipt.text).toContain('We have received your payment of ₹500.00');
    expect(receipt.text).toContain('(reference UPI-HALF)');
    expect(receipt.text).toContain('Paid so far: ₹500.00 of ₹1,180.00.');
    const rest = { amountPaise: 98_000, reference: 'UPI-REST', paidOn: today(), confirmOverpayment: true };
    expect((await pay(admin, order.id, rest)).statusCode).toBe(201);
    // 500 + 980 = 1,480 paid of 1,180: 300 due back.
    expect(
      (await refund(admin, order.id, { amountPaise: 30_000, reference: 'NEFT-BACK', paidOn: today() })).statusCode,
    ).toBe(201);
    const notice = await t.mailTo(customer.email, /^Refund for order/);
    expect(notice.text).toContain('We have refunded ₹300.00');
    expect(notice.text).toContain('Paid so far: ₹1,180.00 of ₹1,180.00.');
    const receipts = t.mails.filter((m) => m.to === customer.email && /^Payment received/.test(m.subject));
    expect(receipts.map((m) => m.text.match(/reference (\S+)\)/)?.[1])).toEqual(['UPI-HALF', 'UPI-REST']);
  });
});
