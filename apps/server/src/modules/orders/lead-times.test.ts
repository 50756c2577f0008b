import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { LEAD_TIME_MSG } from '@steelcut/domain/schemas/lead-times';
import { RECTANGLE } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  addAddress,
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
/** Monday 30 November 2026, 17:00 in India: after the 16:00 cut-off, so work starts on Tuesday. */
const MONDAY_EVENING = new Date('2026-11-30T11:30:00Z');
beforeAll(async () => {
  t = await buildTestApp({ clock: () => MONDAY_EVENING });
  admin = await loginAdmin(t.app);
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const get = (who: SignedIn, url: string) => t.app.inject(asUser(who, { method: 'GET', url }));
const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const estimateOf = (id: number) =>
  t.db.selectFrom('order_amounts').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();

/** What POST /quote answers for the rectangle (4 pieces) delivered in Tamil Nadu, for each tier. */
async function quotedTiers() {
  const shape = await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quote',
    payload: {
      items: [
        {
          shape_id: shape.id,
          material_name: RECTANGLE.material_name,
          thickness: RECTANGLE.thickness,
          quantity: 4,
          finish: RECTANGLE.finish,
          parameters: RECTANGLE.parameters,
        },
      ],
      state: 'Tamil Nadu',
      postalCode: '641006',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().leadTimes as { tier: string; dispatchBy: string; totalPaise: number }[];
}

describe('an order’s dispatch tier', () => {
  it('is standard when the customer names none: no surcharge, dated 3 working days after Tuesday', async () => {
    const customer = await registerUser(t.app);
    const order = await placeOrderFor(t.app, t.db, customer, { state: 'Tamil Nadu' });
    expect(order).toMatchObject({ lead_time: 'standard', surcharge_percent: 0, dispatch_by: '2026-12-04' });
    expect(await orderRow(order.id)).toMatchObject({ lead_time: 'standard', surcharge_percent: 0 });
    expect(await estimateOf(order.id)).toMatchObject({ subtotal_paise: 73_316, surcharge_paise: 0 });
  });

  it('express: the order keeps its tier, surcharge and date, and its estimate is the quote’s express total', async () => {
    const [standard, express] = await quotedTiers();
    expect(standard).toMatchObject({ tier: 'standard', dispatchBy: '2026-12-04' });
    expect(express).toMatchObject({ tier: 'express', dispatchBy: '2026-12-02' });
    const customer = await registerUser(t.app);
    const order = await placeOrderFor(t.app, t.db, customer, { state: 'Tamil Nadu', leadTime: 'express' });
    expect(order).toMatchObject({ lead_time: 'express', surcharge_percent: 35, dispatch_by: '2026-12-02' });
    expect(await orderRow(order.id)).toMatchObject({
      lead_time: 'express',
      surcharge_percent: 35,
      dispatch_by: '2026-12-02',
      amount_paise: express.totalPaise,
    });
    // 73,316 of goods + 25,661 surcharge = 98,977 taxable; 8,908 CGST and SGST.
    expect(await estimateOf(order.id)).toMatchObject({
      subtotal_paise: 98_977,
      surcharge_paise: 25_661,
      cgst_paise: 8_908,
      sgst_paise: 8_908,
      total_paise: 116_793,
    });
    expect(express.totalPaise).toBe(116_793);

    const detail = (await get(customer, `/api/order/${order.id}`)).json();
    expect(detail.order).toMatchObject({ lead_time: 'express', dispatch_by: '2026-12-02' });
    expect(detail.billing.estimate).toMatchObject({ subtotalPaise: 98_977, surchargePaise: 25_661 });
    const mine = (await get(customer, `/api/order/user/${customer.userId}`)).json();
    expect(mine.orders[0]).toMatchObject({ lead_time: 'express', dispatch_by: '2026-12-02' });
    const table = (await get(admin, `/api/admin/ordersTable?orderType=1&search=${order.Order_No}`)).json();
    expect(table.orders).toEqual([expect.objectContaining({ lead_time: 'express', dispatch_by: '2026-12-02' })]);
    const mail = await t.mailTo(customer.email, new RegExp(order.Order_No));
    expect(mail.text).toContain('Dispatch: Express, by Wed, 2 Dec 2026.');
    // The proforma lists the surcharge as its own taxable line.
    const invoice = await get(customer, `/api/order/${order.id}/invoice.pdf`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const text = (await pdfText(invoice.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Express dispatch (35%)');
    expect(text).toContain('256.61');
  });

  it('is refused with a message when unknown or no longer offered, and nothing is placed', async () => {
    const customer = await registerUser(t.app);
    const address = await addAddress(t.app, customer);
    const cart = await addRectangle(t.app, customer, t.db);
    const place = (leadTime: unknown) =>
      t.app.inject(
        asUser(customer, {
          method: 'POST',
          url: '/api/order/create',
          payload: { userId: customer.userId, cartItems: cart, totalQty: 1, deliveryAddress: address, leadTime },
        }),
      );
    expectError(await place('overnight'), 400, LEAD_TIME_MSG.tier);
    expectError(await place(3), 400, LEAD_TIME_MSG.tier);
    const standardOnly = aPricing({ leadTimes: [aPricing().leadTimes[0]] });
    await t.app.inject(asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: standardOnly } }));
    try {
      expectError(await place('express'), 400, LEAD_TIME_MSG.notOffered);
    } finally {
      await t.app.inject(asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }));
    }
    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', customer.userId).execute();
    expect(orders).toEqual([]);
    expect(
      await t.db.selectFrom('cart_items').select('id').where('user_id', '=', customer.userId).execute(),
    ).toHaveLength(1);
  });

  it('leaves who may place and read orders as it was', async () => {
    const customer = await registerUser(t.app);
    const other = await registerUser(t.app);
    const order = await placeOrderFor(t.app, t.db, customer, { leadTime: 'express' });
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/order/create',
      payload: { userId: customer.userId, cartItems: [{ id: 1 }], deliveryAddress: { id: 1 }, leadTime: 'express' },
    });
    expectError(guest, 401);
    expectError(await get(other, `/api/order/${order.id}`), 404);
    expectError(await get(other, `/api/admin/ordersTable?orderType=1`), 403);
  });
});
