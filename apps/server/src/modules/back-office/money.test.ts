import { beforeAll, describe, expect, it } from 'vitest';
import type { MoneyThisMonth } from '@steelcut/domain/schemas/dashboard';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  asUser,
  expectError,
  loginAdmin,
  placeOrderFor,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { exactInteger } from '../../db/sum';
import { istMonth } from './calendar';
import { createShopService } from '../shop/service';
import { createBackOfficeService } from './service';

/**
 * The dashboard's money of the month on a database of its own, so every figure is worked out by
 * hand from the orders made here. Quotes are Tamil Nadu to Tamil Nadu: GST 18% on the subtotal.
 */
const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});

const IST_MS = 330 * 60_000;
const today = () => new Date(Date.now() + IST_MS).toISOString().slice(0, 10);
/** The 1st of last month in India: a day already past, outside this month. */
const lastMonth = () => {
  const ist = new Date(Date.now() + IST_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
};

const call = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(who ? asUser(who, { method, url, payload }) : { method, url, payload });
/** The dashboard's money, through the API. */
const money = async (): Promise<MoneyThisMonth> => {
  const dashboard = await call(admin, 'GET', '/api/admin/dashboard');
  expect(dashboard.statusCode, dashboard.body).toBe(200);
  return dashboard.json().money;
};

/** A customer's order, made an order (type 2) and quoted at `subtotalPaise` + 18% GST. */
async function order(name: string, subtotalPaise: number, { lead = false } = {}) {
  const customer = await registerUser(t.app, { name });
  const placed = await placeOrderFor(t.app, t.db, customer, { state: 'Tamil Nadu' });
  if (!lead) expect((await call(admin, 'PUT', `/api/order/${placed.id}/convert`)).statusCode).toBe(200);
  const quoted = await call(admin, 'PUT', `/api/admin/orders/${placed.id}/quote`, { subtotalPaise });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return { id: placed.id as number, orderNo: placed.Order_No as string, name, customer };
}
async function pay(orderId: number, amountPaise: number, reference: string, paidOn = today(), confirm = false) {
  const paid = await call(admin, 'POST', `/api/admin/orders/${orderId}/payments`, {
    amountPaise,
    reference,
    paidOn,
    ...(confirm ? { confirmOverpayment: true } : {}),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().billing.payments.at(-1).id as number;
}
/** A paid order's invoice, issued with the payment that paid it in full, downloads as the tax invoice. */
async function invoice(orderId: number) {
  const pdf = await call(admin, 'GET', `/api/order/${orderId}/invoice.pdf`);
  expect(pdf.headers['content-disposition']).toMatch(/Tax-Invoice/);
}
const entry = (o: { id: number; orderNo: string; name: string }, amountPaise: number) => ({
  id: o.id,
  Order_No: o.orderNo,
  customername: o.name,
  amountPaise,
});

describe('GET /admin/dashboard: the money of the month', () => {
  it('sums this month’s invoices, payments less refunds, and what orders still owe, each with its orders', async () => {
    const empty = await money();
    expect(empty).toEqual({
      month: today().slice(0, 7),
      invoiced: { totalPaise: 0, ordersTotal: 0, orders: [] },
      received: { totalPaise: 0, ordersTotal: 0, orders: [] },
      refundedPaise: 0,
      unpaid: { totalPaise: 0, ordersTotal: 0, orders: [] },
    });

    // A: ₹1,180.00, paid in full this month, invoiced.
    const a = await order('Asha Kumar', 100_000);
    await pay(a.id, 118_000, 'UPI-A');
    await invoice(a.id);
    // B: ₹2,360.00; ₹500.00 paid last month, ₹1,000.00 this month, ₹200.00 this month voided.
    const b = await order('Bala Steels', 200_000);
    await pay(b.id, 50_000, 'UPI-B0', lastMonth());
    await pay(b.id, 100_000, 'UPI-B1');
    const mistaken = await pay(b.id, 20_000, 'UPI-B2');
    expect(
      (await call(admin, 'POST', `/api/admin/orders/${b.id}/payments/${mistaken}/void`, { reason: 'Typo' })).statusCode,
    ).toBe(200);
    // C: ₹590.00, ₹700.00 paid (confirmed), ₹110.00 refunded this month, invoiced.
    const c = await order('Chitra Fab', 50_000);
    await pay(c.id, 70_000, 'UPI-C', today(), true);
    expect(
      (
        await call(admin, 'POST', `/api/admin/orders/${c.id}/refunds`, {
          amountPaise: 11_000,
          reference: 'RFD-C',
          paidOn: today(),
        })
      ).statusCode,
    ).toBe(201);
    await invoice(c.id);
    // D: ₹1,180.00, cancelled: owes nothing.
    const d = await order('Dev Works', 100_000);
    expect((await call(admin, 'PUT', `/api/order/${d.id}/status`, { status: 'Cancelled' })).statusCode).toBe(200);
    // E: a lead, ₹472.00, ₹100.00 paid this month: money received, but a lead owes nothing yet.
    const e = await order('Ezhil Lead', 40_000, { lead: true });
    await pay(e.id, 10_000, 'UPI-E');
    // F: ₹354.00, paid in full last month, its tax invoice issued last month.
    const f = await order('Fathima Cuts', 30_000);
    await pay(f.id, 35_400, 'UPI-F', lastMonth());
    await invoice(f.id);
    await t.db
      .updateTable('tax_invoices')
      .set({ issued_at: new Date(Date.parse(istMonth(new Date()).start) - 1).toISOString() })
      .where('order_id', '=', f.id)
      .execute();
    // G: ₹236.00, nothing paid.
    const g = await order('Gopal Metals', 20_000);

    const view = await money();
    expect(view.month).toBe(today().slice(0, 7));
    // Invoiced: A ₹1,180.00 + C ₹590.00 (F's invoice was last month).
    expect(view.invoiced).toEqual({
      totalPaise: 177_000,
      ordersTotal: 2,
      orders: [entry(a, 118_000), entry(c, 59_000)],
    });
    // Received: A 1,180 + B 1,000 + C (700 − 110) + E 100 = ₹2,870.00 (B's ₹500 and F's were last month).
    expect(view.received).toEqual({
      totalPaise: 287_000,
      ordersTotal: 4,
      orders: [entry(a, 118_000), entry(b, 100_000), entry(c, 59_000), entry(e, 10_000)],
    });
    expect(view.refundedPaise).toBe(11_000);
    // Unpaid: B 2,360 − 1,500 = ₹860.00, G ₹236.00 (A, C, F paid; D cancelled; E a lead).
    expect(view.unpaid).toEqual({ totalPaise: 109_600, ordersTotal: 2, orders: [entry(b, 86_000), entry(g, 23_600)] });
  });

  it('names the five largest orders under a figure, with how many there are in all', async () => {
    const before = (await money()).unpaid;
    const made = [];
    for (const [i, subtotal] of [10_000, 60_000, 30_000, 50_000, 20_000, 40_000].entries()) {
      made.push(await order(`Many ${i}`, subtotal));
    }
    const unpaid = (await money()).unpaid;
    expect(unpaid.ordersTotal).toBe(before.ordersTotal + 6);
    expect(unpaid.totalPaise).toBe(before.totalPaise + 1.18 * 210_000);
    expect(unpaid.orders).toHaveLength(5);
    // Largest first: B ₹860.00, then 60k, 50k, 40k and 30k of subtotal with GST.
    expect(unpaid.orders.map((o) => o.amountPaise)).toEqual([86_000, 70_800, 59_000, 47_200, 35_400]);
  });

  it('keeps sums past ₹2.14 crore exact on both databases (PostgreSQL’s sum of bigint is numeric)', async () => {
    const before = (await money()).unpaid.totalPaise;
    // Two quotes of ₹80 crore: ₹94.4 crore each with GST, past 2^31 paise alone and together.
    await order('Crore One', 8_000_000_000);
    await order('Crore Two', 8_000_000_000);
    const unpaid = (await money()).unpaid;
    expect(unpaid.totalPaise).toBe(before + 2 * 9_440_000_000);
    expect(unpaid.orders[0].amountPaise).toBe(9_440_000_000);
  });

  it('is the admin’s only', async () => {
    expectError(await call(null, 'GET', '/api/admin/dashboard'), 401);
    const customer = await registerUser(t.app);
    const refused = await call(customer, 'GET', '/api/admin/dashboard');
    expectError(refused, 403);
    expect(refused.body).not.toContain('totalPaise');
  });
});

/** The dashboard's money as the service works it out at `instant`. */
const monthAt = (instant: string) => {
  const shop = createShopService({ db: t.db, changeStamp: undefined, seed: {} });
  const service = createBackOfficeService(t.db, shop, () => new Date(instant));
  return { moneyThisMonth: async () => (await service.dashboard()).money };
};

describe('the month, in India', () => {
  it('starts at midnight in India on the 1st: invoices by the instant issued, payments by the day paid', async () => {
    const o = await order('Month Edge', 10_000);
    await pay(o.id, 11_800, 'UPI-EDGE');
    await invoice(o.id);
    const setIssued = (at: string) =>
      t.db.updateTable('tax_invoices').set({ issued_at: at }).where('order_id', '=', o.id).execute();
    const setPaidOn = (day: string) =>
      t.db.updateTable('payments').set({ paid_on: day }).where('order_id', '=', o.id).execute();
    // Issued and paid today, whatever day the test runs: moved well before the month looked at,
    // so `before` never counts them.
    await setIssued('2020-01-15T06:00:00.000Z');
    await setPaidOn('2020-01-15');
    // 1 December 2026 05:30 in India; its month began at 30 November 18:30 UTC.
    const december = monthAt('2026-12-01T00:00:00Z');
    const before = await december.moneyThisMonth();
    expect(before.month).toBe('2026-12');
    expect(before.invoiced.orders.map((x) => x.id)).not.toContain(o.id);

    await setIssued('2026-11-30T18:29:59.999Z');
    await setPaidOn('2026-11-30');
    let seen = await december.moneyThisMonth();
    expect(seen.invoiced.totalPaise).toBe(before.invoiced.totalPaise);
    expect(seen.received.totalPaise).toBe(before.received.totalPaise);

    await setIssued('2026-11-30T18:30:00.000Z');
    await setPaidOn('2026-12-01');
    seen = await december.moneyThisMonth();
    expect(seen.invoiced.totalPaise).toBe(before.invoiced.totalPaise + 11_800);
    expect(seen.invoiced.orders.map((x) => x.id)).toContain(o.id);
    expect(seen.received.totalPaise).toBe(before.received.totalPaise + 11_800);

    // 31 December 23:59 in India is still December; a minute later is January.
    const lastMinute = await monthAt('2026-12-31T18:29:00Z').moneyThisMonth();
    expect(lastMinute.invoiced.totalPaise).toBe(seen.invoiced.totalPaise);
    const january = await monthAt('2026-12-31T18:30:00Z').moneyThisMonth();
    expect(january.month).toBe('2027-01');
    expect(january.invoiced.orders.map((x) => x.id)).not.toContain(o.id);
  });

  it('works the month out from any instant', () => {
    expect(istMonth(new Date('2026-02-28T18:30:00Z'))).toEqual({
      month: '2026-03',
      firstDay: '2026-03-01',
      nextFirstDay: '2026-04-01',
      start: '2026-02-28T18:30:00.000Z',
      end: '2026-03-31T18:30:00.000Z',
    });
    expect(istMonth(new Date('2026-12-15T00:00:00Z')).nextFirstDay).toBe('2027-01-01');
  });

  it('reads sums exactly or not at all', () => {
    expect(exactInteger('21240000000')).toBe(21_240_000_000);
    expect(exactInteger(12n)).toBe(12);
    expect(exactInteger(null)).toBe(0);
    expect(exactInteger(-5)).toBe(-5);
    expect(() => exactInteger('9007199254740993')).toThrow(RangeError);
    expect(() => exactInteger('1.5')).toThrow();
  });
});
