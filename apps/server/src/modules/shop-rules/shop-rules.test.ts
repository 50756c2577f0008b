import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { DEFAULT_SHOP, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { RECTANGLE } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aGstin } from '@steelcut/domain/testing/shop';
import {
  addAddress,
  addRectangle,
  asUser,
  expectError,
  ADMIN,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { rectangleFormFields } from '@steelcut/domain/testing/factories';

/** The settings with a GSTIN of the shop's state, Tamil Nadu (a GSTIN stays while the prices charge GST). */
const shop = (overrides: Partial<ShopSettings>, delivery: Partial<ShopSettings['delivery']> = {}): ShopSettings => ({
  ...DEFAULT_SHOP,
  gstin: aGstin('33'),
  ...overrides,
  delivery: { ...DEFAULT_SHOP.delivery, ...delivery },
});
/** Each test saves the settings it is about, as the owner does (PUT /api/admin/shop); the defaults again after it. */
async function useShop(settings: ShopSettings) {
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: settings } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
}
const STOCK: ShopSettings['stock'] = [
  { material: 'SS 316', thicknessesMm: [1, 1.5, 2] },
  { material: 'SS 304', thicknessesMm: [2, 3] },
];
const FINISHES: ShopSettings['finishes'] = [
  { name: 'Mill Finish', adderPaisePerM2: 0 },
  { name: 'Brushed (No. 4)', adderPaisePerM2: 12_000 },
];
const NOT_STOCKED = 'SS 304 is stocked in 2, 3 mm; choose one of these.';
const NOT_OFFERED = 'Finish must be Mill Finish or Brushed (No. 4)';

const t = useTestApp();
let admin: SignedIn;
let rectangleId: number;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  rectangleId = (await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow())
    .id;
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterEach(() => useShop(shop({})));

/** The factories' rectangle (250 × 120 mm, SS 304, 2 mm), 4 pieces, as a guest cart item. */
const rectangleItem = (overrides: Record<string, unknown> = {}) => ({
  shape_id: rectangleId,
  material_name: RECTANGLE.material_name,
  thickness: RECTANGLE.thickness,
  quantity: 4,
  finish: RECTANGLE.finish,
  parameters: RECTANGLE.parameters,
  ...overrides,
});
const quote = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/quote', payload: body });
const count = async (table: 'orders' | 'cart_items' | 'order_amounts', userId?: number) => {
  let query = t.db.selectFrom(table as 'orders').select((eb) => eb.fn.countAll<number>().as('n'));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};
const addCart = (who: SignedIn, fields: Record<string, string | number>) => {
  const form = multipart(rectangleFormFields(who.userId, rectangleId, fields));
  return t.app.inject(
    asUser(who, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
  );
};
const merge = (who: SignedIn, guestItems: unknown[]) =>
  t.app.inject(
    asUser(who, { method: 'POST', url: '/api/cart/mergeGuestCart', payload: { userId: who.userId, guestItems } }),
  );
let keySequence = 0;
const place = (who: SignedIn, cart: { id: number }[], address: { id: number }) =>
  t.app.inject(
    asUser(who, {
      method: 'POST',
      url: '/api/order/create',
      payload: { userId: who.userId, cartItems: cart, totalQty: cart.length, deliveryAddress: address },
      headers: { 'idempotency-key': `shop-rules-${process.pid}-${++keySequence}-key` },
    }),
  );
/** A customer with the rectangle (4 pieces) in the cart and an address at `postalCode`. */
async function customerWithCart(postalCode: string, fields: Record<string, string> = {}) {
  const user = await registerUser(t.app);
  const address = await addAddress(t.app, user, { postalCode });
  const cart = await addRectangle(t.app, user, t.db, { quantity: '4', ...fields });
  return { user, address, cart };
}
/** The order's estimate as the order page shows it, less what only a quote answers. */
const estimateOf = async (who: SignedIn, orderId: number) => ({
  minimumTopUpPaise: 0,
  ...(await t.app.inject(asUser(who, { method: 'GET', url: `/api/order/${orderId}` }))).json().billing.estimate,
});

// The rectangle at the test rates: 18,329 paise a piece, 4 pieces 73,316; GST 9% + 9% = 6,598 each.
const GOODS_ONLY = {
  subtotalPaise: 73_316,
  minimumTopUpPaise: 0,
  cgstPaise: 6_598,
  sgstPaise: 6_598,
  igstPaise: 0,
  totalPaise: 86_512,
};

describe('delivery in the quote', () => {
  it('a fresh install keeps every figure: free inside 100 km of 641006, quoted beyond, unknown quoted', async () => {
    const goodsOnly = (await quote({ items: [rectangleItem()], state: 'Tamil Nadu' })).json();
    expect(goodsOnly).toMatchObject(GOODS_ONLY);
    expect(goodsOnly).not.toHaveProperty('delivery');
    // Tiruppur 641601 is 40.4 km from the shop; Chennai 600001 is 426 km; 999999 is no pincode we know.
    const tiruppur = await quote({ items: [rectangleItem()], state: 'Tamil Nadu', postalCode: '641601' });
    expect(tiruppur.json()).toEqual({
      ...goodsOnly,
      deliveryPaise: 0,
      delivery: { kind: 'free', paise: 0, reason: 'Free delivery' },
    });
    const chennai = (await quote({ items: [rectangleItem()], state: 'Tamil Nadu', postalCode: '600001' })).json();
    expect(chennai).toMatchObject({
      ...GOODS_ONLY,
      delivery: { kind: 'quoted', reason: 'Delivery quoted by the shop' },
    });
    const unknown = (await quote({ items: [rectangleItem()], postalCode: '999999' })).json();
    expect(unknown).toMatchObject({ ...GOODS_ONLY, delivery: { kind: 'quoted', paise: 0 } });
  });

  it('a flat charge is its own amount, taxed with the goods at their rate', async () => {
    await useShop(shop({}, { charge: { kind: 'flat', paise: 25_000 } }));
    const body = (await quote({ items: [rectangleItem()], state: 'Tamil Nadu', postalCode: '641601' })).json();
    // 73,316 + 25,000 = 98,316 taxable; 9% = 8,848.44 → 8,848 each; total 1,16,012
    expect(body).toMatchObject({
      subtotalPaise: 73_316,
      deliveryPaise: 25_000,
      delivery: { kind: 'charged', paise: 25_000 },
      cgstPaise: 8_848,
      sgstPaise: 8_848,
      totalPaise: 116_012,
    });
    // Another state (Palakkad, Kerala, inside the radius): IGST 18% of 98,316 = 17,696.88 → 17,697
    const kerala = (await quote({ items: [rectangleItem()], state: 'Kerala', postalCode: '678001' })).json();
    expect(kerala).toMatchObject({ deliveryPaise: 25_000, igstPaise: 17_697, totalPaise: 116_013 });
    // Issue 31 #6: the pincode's state decides, not the state typed beside it.
    const typedKerala = (await quote({ items: [rectangleItem()], state: 'Kerala', postalCode: '641601' })).json();
    expect(typedKerala).toMatchObject({ deliveryPaise: 25_000, cgstPaise: 8_848, sgstPaise: 8_848, igstPaise: 0 });
  });

  it('per kg: ceil(weight × rate), and free from the threshold up', async () => {
    await useShop(shop({}, { charge: { kind: 'perKg', paisePerKg: 1_250 } }));
    // 4 × 0.4758 kg = 1.9032 kg → 1,903 g × 1,250 paise/kg = 2,378.75 → 2,379;
    // 73,316 + 2,379 = 75,695; 9% = 6,812.55 → 6,813 each; total 89,321
    const body = (await quote({ items: [rectangleItem()], postalCode: '641601' })).json();
    expect(body).toMatchObject({
      deliveryPaise: 2_379,
      delivery: { kind: 'charged', paise: 2_379, reason: 'Delivery: 1.903 kg at ₹12.50 a kg' },
      cgstPaise: 6_813,
      totalPaise: 89_321,
    });
    await useShop(shop({}, { charge: { kind: 'perKg', paisePerKg: 1_250 }, freeAbovePaise: 73_316 }));
    const free = (await quote({ items: [rectangleItem()], postalCode: '641601' })).json();
    expect(free).toMatchObject({ ...GOODS_ONLY, deliveryPaise: 0, delivery: { kind: 'free' } });
  });

  it('says when the shop refuses the pincode, still pricing the goods', async () => {
    await useShop(shop({}, { radiusKm: 30, outside: 'refuse', charge: { kind: 'flat', paise: 25_000 } }));
    const body = (await quote({ items: [rectangleItem()], postalCode: '641601' })).json();
    expect(body).toMatchObject({
      ...GOODS_ONLY,
      deliveryPaise: 0,
      delivery: {
        kind: 'refused',
        paise: 0,
        reason: 'We deliver within 30 km of Coimbatore; this pincode is outside.',
      },
    });
  });

  it('refuses a pincode that is not 6 digits', async () => {
    expectError(
      await quote({ items: [rectangleItem()], postalCode: '6416' }),
      400,
      'Postal Code must be exactly 6 digits',
    );
  });
});

describe('stock and finishes on every path that takes a part', () => {
  it('the quote refuses a thickness or a finish the shop does not offer, and prices the adder', async () => {
    await useShop(shop({ stock: STOCK, finishes: FINISHES }));
    const thick = await quote({ items: [rectangleItem({ thickness: 2.5 })] });
    expectError(thick, 400, NOT_STOCKED);
    expect(thick.json().errors).toEqual([{ field: 'items.0.thickness', message: NOT_STOCKED }]);
    expectError(await quote({ items: [rectangleItem({ finish: 'Mirror' })] }), 400, NOT_OFFERED);
    // 0.03 m² × ₹120/m² = 360 paise a piece: 18,328.75 + 360 = 18,688.75 → 18,689; × 4 = 74,756
    const brushed = (await quote({ items: [rectangleItem({ finish: 'Brushed (No. 4)' })] })).json();
    expect(brushed.items[0]).toMatchObject({ unitPaise: 18_689, linePaise: 74_756 });
    expect((await quote({ items: [rectangleItem()] })).json()).toMatchObject(GOODS_ONLY);
  });

  it('adding to the cart refuses them and stores nothing', async () => {
    await useShop(shop({ stock: STOCK, finishes: FINISHES }));
    const user = await registerUser(t.app);
    expectError(await addCart(user, { thickness: '2.5' }), 400, NOT_STOCKED);
    expectError(await addCart(user, { finish: 'Mirror' }), 400, NOT_OFFERED);
    expectError(
      await addCart(user, { materialName: 'SS 430' }),
      400,
      'SS 430 is not in stock at the moment; choose another grade.',
    );
    expect(await count('cart_items', user.userId)).toBe(0);
    const added = await addCart(user, { thickness: '3', finish: 'Brushed (No. 4)' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items).toEqual([expect.objectContaining({ thickness: 3, finish: 'Brushed (No. 4)' })]);
  });

  it('merging a guest cart refuses them, names the item, and stores nothing', async () => {
    await useShop(shop({ stock: STOCK, finishes: FINISHES }));
    const user = await registerUser(t.app);
    const response = await merge(user, [rectangleItem({ thickness: 3 }), rectangleItem({ thickness: '2.5' })]);
    expectError(response, 400, `${CART_MSG.mergeFailed}: Rectangle plate: ${NOT_STOCKED}`);
    expect(response.json().errors).toEqual([{ field: 'guestItems.1.thickness', message: NOT_STOCKED }]);
    expectError(
      await merge(user, [rectangleItem({ finish: 'Mirror' })]),
      400,
      `${CART_MSG.mergeFailed}: Rectangle plate: ${NOT_OFFERED}`,
    );
    expect(await count('cart_items', user.userId)).toBe(0);
  });

  it('placing an order checks the cart again: what is no longer stocked stops it, nothing written', async () => {
    const { user, address, cart } = await customerWithCart('641018', { thickness: '2.5' });
    await useShop(shop({ stock: STOCK }));
    const orders = await count('orders');
    const response = await place(user, cart, address);
    expectError(response, 400, `Rectangle plate: ${NOT_STOCKED}`);
    expect(response.json().errors).toEqual([
      { field: 'cartItems.0.thickness', message: `Rectangle plate: ${NOT_STOCKED}` },
    ]);
    expect(await count('orders')).toBe(orders);
    expect(await count('cart_items', user.userId)).toBe(1);
  });

  it('an order keeps what it was ordered with: the stock list changing later leaves it alone', async () => {
    const { user, address, cart } = await customerWithCart('641018', { thickness: '2.5' });
    const placed = await place(user, cart, address);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id;
    const before = await estimateOf(user, orderId);
    await useShop(shop({ stock: STOCK }));
    const detail = (await t.app.inject(asUser(user, { method: 'GET', url: `/api/order/${orderId}` }))).json();
    expect(detail.items).toEqual([expect.objectContaining({ thickness: 2.5 })]);
    expect(await estimateOf(user, orderId)).toEqual(before);
    expect(detail.order.amountPaise).toBe(before.totalPaise);
  });
});

/** The mail about a new order, to the customer or to the shop. */
const placedMail = (to: string, orderNo: string) => t.mailTo(to, new RegExp(orderNo));

describe('delivery when placing an order', () => {
  it('a fresh install keeps the estimate’s figures and says delivery is free', async () => {
    const { user, address, cart } = await customerWithCart('641018');
    const placed = await place(user, cart, address);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await estimateOf(user, placed.json().order.id)).toMatchObject({
      ...GOODS_ONLY,
      deliveryPaise: 0,
      delivery: { kind: 'free', paise: 0, reason: 'Free delivery' },
    });
    expect((await placedMail(user.email, placed.json().Order_No)).text).toContain(
      'Amount to pay: ₹865.12 including GST (delivery free).',
    );
  });

  it('refuses an address outside the radius when the shop refuses those, writing nothing', async () => {
    const { user, address, cart } = await customerWithCart('600001');
    await useShop(shop({}, { outside: 'refuse', charge: { kind: 'flat', paise: 25_000 } }));
    const [orders, amounts] = [await count('orders'), await count('order_amounts')];
    const response = await place(user, cart, address);
    expectError(response, 400, 'We deliver within 100 km of Coimbatore; this pincode is outside.');
    expect(response.json().code).toBe('DELIVERY_REFUSED');
    expect([await count('orders'), await count('order_amounts')]).toEqual([orders, amounts]);
    expect(await count('cart_items', user.userId)).toBe(1);
  });

  it('places an order beyond the radius when the shop quotes those, and says so', async () => {
    const { user, address, cart } = await customerWithCart('600001');
    await useShop(shop({}, { outside: 'quote', charge: { kind: 'flat', paise: 25_000 } }));
    const placed = await place(user, cart, address);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await estimateOf(user, placed.json().order.id)).toMatchObject({
      ...GOODS_ONLY,
      deliveryPaise: 0,
      delivery: { kind: 'quoted', paise: 0, reason: 'Delivery quoted by the shop' },
    });
    const mail = await placedMail(user.email, placed.json().Order_No);
    // 73,316 + 6,598 + 6,598 = 86,512 paise, delivery not yet in it.
    expect(mail.text).toContain('Amount to pay: ₹865.12 including GST (delivery to be quoted by the shop).');
  });

  it('keeps the delivery charge in the order’s estimate and amount, as the quote worked it out', async () => {
    await useShop(shop({ finishes: FINISHES }, { charge: { kind: 'flat', paise: 25_000 } }));
    const { user, address, cart } = await customerWithCart('641601', { finish: 'Brushed (No. 4)' });
    const placed = await place(user, cart, address);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id;
    // 74,756 (the brushed rectangle) + 25,000 = 99,756; 9% = 8,978.04 → 8,978 each; total 1,17,712
    expect(await estimateOf(user, orderId)).toMatchObject({
      subtotalPaise: 74_756,
      deliveryPaise: 25_000,
      delivery: { kind: 'charged', paise: 25_000 },
      cgstPaise: 8_978,
      sgstPaise: 8_978,
      totalPaise: 117_712,
    });
    const row = await t.db
      .selectFrom('order_amounts')
      .select(['delivery_paise', 'delivery_kind', 'delivery_reason', 'total_paise'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      delivery_paise: 25_000,
      delivery_kind: 'charged',
      delivery_reason: 'Delivery at a flat rate',
      total_paise: 117_712,
    });
    const order = await t.db
      .selectFrom('orders')
      .select('amount_paise')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.amount_paise).toBe(117_712);
    const orderNo = placed.json().Order_No;
    for (const to of [user.email, ADMIN.email]) {
      expect((await placedMail(to, orderNo)).text).toContain(
        'Amount to pay: ₹1,177.12 including GST (delivery ₹250.00).',
      );
    }
  });
});
