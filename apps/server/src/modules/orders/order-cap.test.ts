import { beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG, MAX_ORDER_PAISE } from '@steelcut/domain/schemas/billing';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  addAddress,
  addRectangle,
  asUser,
  expectError,
  loginAdmin,
  placeOrderFor,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';

/**
 * One cap for every amount of an order: what places can be quoted and paid. At ₹5 lakh a kilo,
 * 9,999 of the catalogue's rectangles come to over ₹100 crore with GST.
 */
const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  await savePricing(aPricing());
});

async function savePricing(pricing: ReturnType<typeof aPricing>) {
  const saved = await t.app.inject(asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing } }));
  expect(saved.statusCode, saved.body).toBe(200);
}
const dearSteel = () =>
  aPricing({ materials: aPricing().materials.map((row) => ({ ...row, paisePerKg: 5_00_000_00 })) });

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(asUser(who, { method, url, payload }));
const count = async (table: 'orders' | 'quotations') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an order past ₹100 crore', () => {
  it('is refused when placed and when quoted, naming its total and the cap, and nothing is written', async () => {
    await savePricing(dearSteel());
    try {
      const customer = await registerUser(t.app);
      const address = await addAddress(t.app, customer);
      const cart = await addRectangle(t.app, customer, t.db, { quantity: '9999' });
      const [orders, quotations] = [await count('orders'), await count('quotations')];

      const placed = await call(customer, 'POST', '/api/order/create', {
        userId: customer.userId,
        cartItems: cart,
        totalQty: cart.length,
        deliveryAddress: address,
      });
      expectError(placed, 400);
      expect(placed.json().code).toBe('ORDER_TOO_LARGE');
      const rupees = /^This order comes to ₹([\d,]+\.\d\d) with GST, and an order can be at most ₹100 crore\./.exec(
        placed.json().message,
      );
      expect(Number(rupees![1]!.replace(/[,.]/g, ''))).toBeGreaterThan(MAX_ORDER_PAISE);

      const quotation = await call(customer, 'POST', '/api/quotations', { state: 'Tamil Nadu' });
      expectError(quotation, 400);
      expect(quotation.json()).toMatchObject({ code: 'ORDER_TOO_LARGE' });

      expect([await count('orders'), await count('quotations')]).toEqual([orders, quotations]);
      const kept = await call(customer, 'GET', `/api/cart/getCart/${customer.userId}`);
      expect(kept.json().items).toHaveLength(1);
    } finally {
      await savePricing(aPricing());
    }
  });

  it('cannot be quoted by the shop either: the quote with GST must fit the cap a payment has', async () => {
    const customer = await registerUser(t.app);
    const placed = await placeOrderFor(t.app, t.db, customer, { state: 'Tamil Nadu' });
    const url = `/api/admin/orders/${placed.id}/quote`;
    // ₹85 crore + 18% = ₹100.3 crore: past the cap.
    const refused = await call(admin, 'PUT', url, { subtotalPaise: 85_00_00_000_00 });
    expectError(refused, 400, BILLING_MSG.orderTooLarge(100_30_00_000_00));
    const amounts = await t.db.selectFrom('order_amounts').select('kind').where('order_id', '=', placed.id).execute();
    expect(amounts.map((row) => row.kind)).toEqual(['estimate']);
    // ₹84 crore + 18% = ₹99.12 crore: inside it, and payable in full.
    expect((await call(admin, 'PUT', url, { subtotalPaise: 84_00_00_000_00 })).statusCode).toBe(200);
    const paid = await call(admin, 'POST', `/api/admin/orders/${placed.id}/payments`, {
      amountPaise: 99_12_00_000_00,
      reference: 'UPI-CAP-1',
      paidOn: '2026-01-15',
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });
});

describe('ten parallel orders of one quotation', () => {
  it('place one order; the other nine are told which order it is', async () => {
    const customer = await registerUser(t.app);
    const address = await addAddress(t.app, customer);
    await addRectangle(t.app, customer, t.db);
    const quotation = await call(customer, 'POST', '/api/quotations', { state: 'Tamil Nadu' });
    expect(quotation.statusCode, quotation.body).toBe(201);
    const order = () =>
      call(customer, 'POST', '/api/order/create', {
        userId: customer.userId,
        deliveryAddress: address,
        quotationId: quotation.json().quotation.id,
      });
    const answers = await Promise.all(Array.from({ length: 10 }, order));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    const orderNo = placed[0]!.json().Order_No as string;
    for (const answer of answers.filter((a) => a !== placed[0])) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().code).toBe('QUOTATION_ORDERED');
      expect(answer.json().message).toContain(orderNo);
    }
  });
});
