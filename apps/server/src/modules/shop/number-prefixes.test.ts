import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_MSG } from '@steelcut/domain/schemas/shop';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aShop } from '@steelcut/domain/testing/shop';
import {
  addRectangle,
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
/** Monday 30 November 2026, 11:00 in India: financial year 26-27. */
const now = new Date('2026-11-30T05:30:00Z');
const PAID_ON = '2026-11-30';

const call = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject(asUser(who, { method, url, payload }));

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  admin = await loginAdmin(t.app);
  expect((await call(admin, 'PUT', '/api/admin/pricing', { pricing: aPricing() })).statusCode).toBe(200);
  expect((await call(admin, 'PUT', '/api/admin/shop', { shop: aShop() })).statusCode).toBe(200);
});
afterAll(() => t.close());

/** An order of the customer's, paid in full and invoiced: its number and its tax invoice's. */
async function invoicedOrder(customer: SignedIn) {
  const order = await placeOrderFor(t.app, t.db, customer);
  const quote = await call(admin, 'PUT', `/api/admin/orders/${order.id}/quote`, { subtotalPaise: 100_000 });
  expect(quote.statusCode, quote.body).toBe(200);
  const paid = await call(admin, 'POST', `/api/admin/orders/${order.id}/payments`, {
    amountPaise: 118_000,
    reference: `UPI-${order.id}`,
    paidOn: PAID_ON,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  expect((await call(customer, 'GET', `/api/order/${order.id}/invoice.pdf`)).statusCode).toBe(200);
  const invoice = await t.db
    .selectFrom('tax_invoices')
    .select('serial')
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { orderNo: order.Order_No, invoiceNo: invoice.serial };
}

/** A quotation of a cart with one part: its number. */
async function quotation(customer: SignedIn) {
  await addRectangle(t.app, customer, t.db);
  const created = await call(customer, 'POST', '/api/quotations', { state: 'Tamil Nadu' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().quotation.number as string;
}

const found = async (search: string) =>
  (await call(admin, 'GET', `/api/admin/ordersTable?orderType=1&limit=100&search=${encodeURIComponent(search)}`))
    .json()
    .orders.map((o: { Order_No: string }) => o.Order_No);

// Issue 34 #3: the number prefixes SC and SCQ were the sample's.
describe('the prefixes of order, quotation and invoice numbers', () => {
  it('are the shop’s own for new numbers, which go on from the last of the financial year', async () => {
    const customer = await registerUser(t.app);
    const before = await invoicedOrder(customer);
    const firstQuotation = await quotation(customer);
    expect(before.orderNo).toMatch(/^SC261130-\d{5}$/);
    expect(before.invoiceNo).toBe('SC/26-27/00001');
    expect(firstQuotation).toBe('SCQ/26-27/00001');

    const prefixes = { order: 'rsw', quotation: 'RQ', invoice: 'RSW' };
    const saved = await call(admin, 'PUT', '/api/admin/shop', { shop: aShop({ numberPrefixes: prefixes }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().shop.numberPrefixes).toEqual({ order: 'RSW', quotation: 'RQ', invoice: 'RSW' });

    const after = await invoicedOrder(await registerUser(t.app));
    const secondQuotation = await quotation(customer);
    expect(after.orderNo).toMatch(/^RSW261130-\d{5}$/);
    // Counted on per financial year whatever the prefix: never 00001 again.
    expect(after.invoiceNo).toBe('RSW/26-27/00002');
    expect(secondQuotation).toBe('RQ/26-27/00002');
    expect(Number(after.orderNo.split('-')[1])).toBeGreaterThan(Number(before.orderNo.split('-')[1]));

    // Numbers given before keep their prefix, and both are found whole.
    expect(
      (await t.db.selectFrom('tax_invoices').select('serial').orderBy('serial').execute()).map((r) => r.serial),
    ).toEqual(['RSW/26-27/00002', 'SC/26-27/00001']);
    expect(await found(before.orderNo)).toEqual([before.orderNo]);
    expect(await found(after.orderNo.toLowerCase())).toEqual([after.orderNo]);
  });

  it('refuses a prefix that is not 1 to 4 capitals or digits, a capital first', async () => {
    for (const order of ['', 'S-C', 'STEEL', '1SC', 'S C']) {
      const shop = aShop({ numberPrefixes: { order, quotation: 'SCQ', invoice: 'SC' } });
      const response = await call(admin, 'PUT', '/api/admin/shop', { shop });
      expectError(response, 400, SHOP_MSG.numberPrefix);
      expect(response.json().errors).toContainEqual({
        field: 'shop.numberPrefixes.order',
        message: SHOP_MSG.numberPrefix,
      });
    }
  });
});
