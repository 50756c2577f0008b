import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import {
  addAddress,
  addRectangle,
  ADMIN,
  asUser,
  expectError,
  loginAdmin,
  registerUser,
  type SignedIn,
  VALID_ADDRESS,
  useTestApp,
} from '../../../test/helpers';
import { RECTANGLE } from '@steelcut/domain/testing/factories';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const count = async (table: 'orders' | 'order_items' | 'cart_items', userId?: number) => {
  let query = t.db.selectFrom(table as 'orders').select((eb) => eb.fn.countAll<number>().as('n'));
  if (userId !== undefined && table !== 'order_items') query = query.where('user_id', '=', userId);
  return (await query.executeTakeFirstOrThrow()).n;
};
let keySequence = 0;
const newKey = () => `key-${process.pid}-${++keySequence}-abcdef`;

async function customerWithCart(items = 1) {
  const user = await registerUser(t.app);
  const address = await addAddress(t.app, user);
  let cart: { id: number }[] = [];
  // Each item another grade: the same part again would only raise the first line's quantity.
  const grades = ['SS 304', 'SS 316', 'SS 202', 'SS 430'];
  for (let i = 0; i < items; i += 1)
    cart = await addRectangle(t.app, user, t.db, {
      quantity: String(i + 2),
      ...(i > 0 && { materialName: grades[i] }),
    });
  return { user, address, cart };
}

function place(who: SignedIn, body: Record<string, unknown>, key: string | undefined = newKey()) {
  return t.app.inject(
    asUser(who, {
      method: 'POST',
      url: '/api/order/create',
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    }),
  );
}
const orderBody = (user: SignedIn, cart: { id: number }[], address: { id: number }) => ({
  userId: user.userId,
  cartItems: cart,
  totalQty: cart.length,
  deliveryAddress: address,
});

describe('placing an order', () => {
  it('turns the cart into a pending lead with a snapshot of the items and the address, and mails both sides', async () => {
    const { user, address, cart } = await customerWithCart(2);
    const response = await place(user, orderBody(user, cart, address));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe(ORDER_MSG.placed);
    expect(body.Order_No).toMatch(/^SC\d{6}-\d{5}$/);
    expect(body.order).toMatchObject({
      Order_No: body.Order_No,
      status: 'Pending',
      order_type: 1,
      total_qty: 2,
      pieces: 2 + 3,
      customerid: user.userId,
      customer_email: user.email,
      address_line1: VALID_ADDRESS.addressLine1,
      postal_code: VALID_ADDRESS.postalCode,
      delivered_date: null,
    });
    expect(await count('cart_items', user.userId)).toBe(0);
    const detail = (await t.app.inject(asUser(user, { method: 'GET', url: `/api/order/${body.order.id}` }))).json();
    expect(detail.items).toHaveLength(2);
    expect(detail.items[0]).toMatchObject({
      shape_name: RECTANGLE.shape_name,
      material_name: RECTANGLE.material_name,
      thickness: RECTANGLE.thickness,
      quantity: 2,
      dimensions: RECTANGLE.parameters,
    });

    const customerMail = await t.mailTo(user.email, new RegExp(body.Order_No));
    expect(customerMail.text).toContain('Rectangle plate');
    // No rates yet on this install: no amount to name.
    expect(customerMail.text).toContain(
      'Amount to pay: our team will send you the price once the details are checked.',
    );
    expect(customerMail.html).toContain(body.Order_No);
    expect(await t.mailTo(ADMIN.email, new RegExp(`New order ${body.Order_No}`))).toBeDefined();
    const history = await t.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', body.order.id)
      .execute();
    expect(history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'Pending', changed_by: user.userId }),
    ]);
  });

  it('answers a repeated Idempotency-Key with the first order', async () => {
    const { user, address, cart } = await customerWithCart();
    const key = newKey();
    const first = await place(user, orderBody(user, cart, address), key);
    const again = await place(user, orderBody(user, cart, address), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().Order_No).toBe(first.json().Order_No);
    expect(await count('orders', user.userId)).toBe(1);
  });

  it('refuses an Idempotency-Key used again for another cart, and places nothing', async () => {
    const { user, address, cart } = await customerWithCart();
    const key = newKey();
    expect((await place(user, orderBody(user, cart, address), key)).statusCode).toBe(201);
    const other = await addRectangle(t.app, user, t.db, { quantity: '7' });
    expectError(await place(user, orderBody(user, other, address), key), 409, ORDER_MSG.idempotencyKeyReused);
    expect(await count('orders', user.userId)).toBe(1);
    expect(await count('cart_items', user.userId)).toBe(1);
  });

  it('creates exactly one order from 20 simultaneous submits with one key', async () => {
    const { user, address, cart } = await customerWithCart(3);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => place(user, orderBody(user, cart, address), key)),
    );
    expect(responses.map((r) => r.statusCode).sort(), responses.map((r) => r.body).join('\n')).toEqual([
      ...Array(19).fill(200),
      201,
    ]);
    expect(new Set(responses.map((r) => r.json().Order_No)).size).toBe(1);
    expect(await count('orders', user.userId)).toBe(1);
    expect(await count('cart_items', user.userId)).toBe(0);
  });

  it('places the cart once when two tabs submit it with different keys', async () => {
    const { user, address, cart } = await customerWithCart(2);
    const outboxBefore = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => place(user, orderBody(user, cart, address), newKey())),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // Refused whether the first order had emptied the cart or was emptying it meanwhile.
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      if (refused.statusCode === 400) expectError(refused, 400, CART_MSG.emptyCart);
      else expectError(refused, 409, ORDER_MSG.cartChanged);
    }
    expect(await count('orders', user.userId)).toBe(1);
    expect(await count('order_items')).toBeGreaterThanOrEqual(2);
    const keys = await t.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', user.userId).execute();
    expect(keys).toHaveLength(1);
    const outboxAfter = await t.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(outboxAfter.n - outboxBefore.n).toBe(2); // the customer's and the shop's, once
  });

  it('leaves no order and an unchanged cart when an item fails the re-check', async () => {
    const { user, address, cart } = await customerWithCart(2);
    const shapeId = (
      await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow()
    ).id;
    await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${shapeId}/hide` }));
    try {
      const response = await place(user, orderBody(user, cart, address));
      expectError(response, 400, `Rectangle plate: ${CART_MSG.shapeUnavailable}`);
    } finally {
      await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${shapeId}/show` }));
    }
    expect(await count('orders', user.userId)).toBe(0);
    expect(await count('cart_items', user.userId)).toBe(2);
  });

  it.each([
    ['an empty cart list', (b: Record<string, unknown>) => ({ ...b, cartItems: [] }), 400, ORDER_MSG.emptyCart],
    [
      'no address',
      (b: Record<string, unknown>) => ({ ...b, deliveryAddress: undefined }),
      400,
      ORDER_MSG.selectAddress,
    ],
    [
      'an unknown address',
      (b: Record<string, unknown>) => ({ ...b, deliveryAddress: { id: 999999 } }),
      404,
      ORDER_MSG.addressNotFound,
    ],
    [
      'an item not in the cart',
      (b: Record<string, unknown>) => ({ ...b, cartItems: [{ id: 999999 }] }),
      409,
      ORDER_MSG.cartChanged,
    ],
  ])('refuses %s and writes nothing', async (_name, change, status, message) => {
    const { user, address, cart } = await customerWithCart();
    expectError(await place(user, change(orderBody(user, cart, address))), status, message);
    expect(await count('orders', user.userId)).toBe(0);
    expect(await count('cart_items', user.userId)).toBe(1);
  });

  it("refuses an empty server cart, a malformed key, another user's address and another user's id", async () => {
    const { user, address, cart } = await customerWithCart();
    const other = await customerWithCart();
    expectError(await place(user, orderBody(user, cart, other.address)), 404, ORDER_MSG.addressNotFound);
    expectError(await place(user, orderBody(user, cart, address), 'bad key!'), 400, ORDER_MSG.idempotencyKey);
    expectError(await place(user, orderBody(other.user, other.cart, other.address)), 403);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/order/create', payload: orderBody(user, cart, address) }),
      401,
    );
    const empty = await registerUser(t.app);
    const emptyAddress = await addAddress(t.app, empty);
    expectError(await place(empty, orderBody(empty, [{ id: 1 }], emptyAddress)), 400, CART_MSG.emptyCart);
    expect(await count('orders', other.user.userId)).toBe(0);
  });
});

describe("the customer's orders", () => {
  it('lists own orders newest first, paged', async () => {
    const { user, address } = await customerWithCart(0);
    for (let i = 0; i < 3; i += 1) {
      const cart = await addRectangle(t.app, user, t.db);
      expect((await place(user, orderBody(user, cart, address))).statusCode).toBe(201);
    }
    const page1 = (
      await t.app.inject(asUser(user, { method: 'GET', url: `/api/order/user/${user.userId}?page=1&limit=2` }))
    ).json();
    expect(page1).toMatchObject({ total: 3, totalPages: 2, page: 1, limit: 2 });
    expect(page1.orders).toHaveLength(2);
    expect(page1.orders[0].id).toBeGreaterThan(page1.orders[1].id);
    const page2 = (
      await t.app.inject(asUser(user, { method: 'GET', url: `/api/order/user/${user.userId}?page=2&limit=2` }))
    ).json();
    expect(page2.orders).toHaveLength(1);
    expectError(await t.app.inject(asUser(user, { method: 'GET', url: `/api/order/user/${user.userId}?page=0` })), 400);
  });

  it("never shows another customer's orders", async () => {
    const { user, address, cart } = await customerWithCart();
    const intruder = await registerUser(t.app);
    const order = (await place(user, orderBody(user, cart, address))).json().order;
    expectError(await t.app.inject(asUser(intruder, { method: 'GET', url: `/api/order/user/${user.userId}` })), 403);
    expectError(
      await t.app.inject(asUser(intruder, { method: 'GET', url: `/api/order/${order.id}` })),
      404,
      ORDER_MSG.notFound,
    );
    expectError(
      await t.app.inject(asUser(intruder, { method: 'GET', url: `/api/order/${order.id}/user/${intruder.userId}` })),
      404,
    );
    expectError(await t.app.inject(asUser(intruder, { method: 'POST', url: `/api/order/${order.id}/reorder` })), 404);
    expect(
      (await t.app.inject(asUser(user, { method: 'GET', url: `/api/order/${order.id}/user/${user.userId}` }))).json()
        .order.id,
    ).toBe(order.id);
    expect((await t.app.inject(asUser(admin, { method: 'GET', url: `/api/order/${order.id}` }))).json().order.id).toBe(
      order.id,
    );
  });

  it('orders again: valid items return to the cart, a hidden shape is reported', async () => {
    const { user, address, cart } = await customerWithCart(1);
    const order = (await place(user, orderBody(user, cart, address))).json().order;
    const again = await t.app.inject(asUser(user, { method: 'POST', url: `/api/order/${order.id}/reorder` }));
    expect(again.json()).toMatchObject({ added: 1, problems: [], message: ORDER_MSG.reordered });
    expect(await count('cart_items', user.userId)).toBe(1);

    const shapeId = (
      await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow()
    ).id;
    await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${shapeId}/hide` }));
    try {
      const blocked = await t.app.inject(asUser(user, { method: 'POST', url: `/api/order/${order.id}/reorder` }));
      expect(blocked.json()).toMatchObject({
        added: 0,
        problems: [{ shape_name: 'Rectangle plate', message: CART_MSG.shapeUnavailable }],
        message: ORDER_MSG.reorderNothing,
      });
    } finally {
      await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${shapeId}/show` }));
    }
  });
});

describe('admin order calls', () => {
  it('change status with dates, history and a mail; only for the admin', async () => {
    const { user, address, cart } = await customerWithCart();
    const order = (await place(user, orderBody(user, cart, address))).json().order;
    const url = `/api/order/${order.id}/status`;
    expectError(await t.app.inject(asUser(user, { method: 'PUT', url, payload: { status: 'Delivered' } })), 403);
    expectError(await t.app.inject({ method: 'PUT', url, payload: { status: 'Delivered' } }), 401);
    expectError(
      await t.app.inject(asUser(admin, { method: 'PUT', url, payload: { status: 'Lost' } })),
      400,
      ORDER_MSG.invalidStatus,
    );
    const dispatched = await t.app.inject(asUser(admin, { method: 'PUT', url, payload: { status: 'Dispatched' } }));
    expect(dispatched.json().order).toMatchObject({
      status: 'Dispatched',
      dispatched_date: expect.any(String),
      delivered_date: null,
    });
    expect(await t.mailTo(user.email, /is Dispatched/)).toBeDefined();
    const history = await t.db
      .selectFrom('order_status_history')
      .select(['from_status', 'to_status', 'changed_by'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({ from_status: 'Pending', to_status: 'Dispatched', changed_by: 1 });
  });

  it('sends no status mail when the customer turned them off', async () => {
    const { user, address, cart } = await customerWithCart();
    await t.app.inject(
      asUser(user, {
        method: 'PUT',
        url: '/api/notification-settings',
        payload: { order_status_notifications: false },
      }),
    );
    const order = (await place(user, orderBody(user, cart, address))).json().order;
    await t.app.inject(
      asUser(admin, { method: 'PUT', url: `/api/order/${order.id}/status`, payload: { status: 'In-Progress' } }),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mails.filter((m) => m.to === user.email)).toEqual([]);
  });

  it("sends no new-order mail to the shop when the shop's e-mails are off, and the customer's still", async () => {
    const switchShopMail = (on: boolean) =>
      t.app.inject(
        asUser(admin, { method: 'PUT', url: '/api/notification-settings', payload: { email_notifications: on } }),
      );
    expect((await switchShopMail(false)).statusCode).toBe(200);
    try {
      const { user, address, cart } = await customerWithCart();
      const orderNo = (await place(user, orderBody(user, cart, address))).json().Order_No;
      expect(await t.mailTo(user.email, new RegExp(orderNo))).toBeDefined();
      await new Promise((r) => setTimeout(r, 100));
      expect(t.mails.filter((m) => m.to === ADMIN.email && m.subject.includes(orderNo))).toEqual([]);
    } finally {
      await switchShopMail(true);
    }
  });

  it('converts a lead once; leads and orders tables search and filter; the summary counts orders', async () => {
    const { user, address, cart } = await customerWithCart();
    const order = (await place(user, orderBody(user, cart, address))).json().order;
    const table = (query: string) =>
      t.app.inject(asUser(admin, { method: 'GET', url: `/api/admin/ordersTable?${query}` }));
    expect(
      (await table(`orderType=1&search=${encodeURIComponent(user.email.toUpperCase())}`))
        .json()
        .orders.map((o: { id: number }) => o.id),
    ).toEqual([order.id]);
    expectError(await t.app.inject(asUser(user, { method: 'PUT', url: `/api/order/${order.id}/convert` })), 403);
    const converted = await t.app.inject(asUser(admin, { method: 'PUT', url: `/api/order/${order.id}/convert` }));
    expect(converted.json()).toEqual({ success: true, message: `Order ${order.Order_No} converted successfully!` });
    expectError(await t.app.inject(asUser(admin, { method: 'PUT', url: `/api/order/${order.id}/convert` })), 409);
    expect((await table(`orderType=1&search=${order.Order_No}`)).json().total).toBe(0);
    expect((await table(`orderType=2&search=${order.Order_No}&status=Pending`)).json().total).toBe(1);
    expect((await table(`orderType=2&search=${order.Order_No}&status=Delivered`)).json().total).toBe(0);
    expect((await table('search=%25')).json().total).toBe(0);
    const summary = (await t.app.inject(asUser(admin, { method: 'GET', url: '/api/admin/orderStatusSummary' }))).json();
    expect(summary.total).toBeGreaterThanOrEqual(1);
    expect(summary.pending).toBeGreaterThanOrEqual(1);
    for (const url of [
      '/api/admin/orderStatusSummary',
      '/api/admin/ordersTable',
      '/api/admin/getAllOrders',
      `/api/orders/by-customer/${user.userId}`,
    ]) {
      expectError(await t.app.inject(asUser(user, { method: 'GET', url })), 403);
    }
  });
});

describe('the orders table', () => {
  it('refuses an order without an Order_No, on either database', async () => {
    const { user } = await customerWithCart();
    const row = {
      user_id: user.userId,
      order_type: 1,
      status: 'Pending',
      total_qty: 1,
      customer_name: 'x',
      customer_email: 'x@example.com',
      customer_phone: '9000000000',
      address_line1: 'a',
      address_line2: '',
      city: 'c',
      state: 's',
      postal_code: '641001',
      country: 'INDIA',
      order_date: new Date().toISOString(),
    };
    await expect(
      t.db
        .insertInto('orders')
        .values({ ...row, order_no: null as unknown as string })
        .execute(),
    ).rejects.toThrow(/order_no/);
    const { id } = await t.db
      .insertInto('orders')
      .values({ ...row, order_no: `TEST-${user.userId}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      t.db
        .updateTable('orders')
        .set({ order_no: null as unknown as string })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow(/order_no/);
  });
});
