import { beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MSG } from '@steelcut/domain/schemas/tracking';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
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

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const orderColumns = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['po_number', 'status', 'courier', 'tracking_number', 'tracking_url'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the purchase-order number', () => {
  async function placeWith(poNumber: unknown) {
    const customer = await registerUser(t.app);
    const address = await addAddress(t.app, customer);
    const cart = await addRectangle(t.app, customer, t.db);
    const response = await t.app.inject(
      asUser(customer, {
        method: 'POST',
        url: '/api/order/create',
        payload: { userId: customer.userId, cartItems: cart, totalQty: 1, deliveryAddress: address, poNumber },
      }),
    );
    return { customer, response };
  }
  const ordersOf = async (userId: number) =>
    (await t.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;

  it('is kept trimmed on the order and carried by its answers', async () => {
    const { customer, response } = await placeWith('  PO/2026-114 #7  ');
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().order;
    expect(order.po_number).toBe('PO/2026-114 #7');
    expect((await orderColumns(order.id)).po_number).toBe('PO/2026-114 #7');
    const detail = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${order.id}` }));
    expect(detail.json().order.po_number).toBe('PO/2026-114 #7');
    const forAdmin = await t.app.inject(asUser(admin, { method: 'GET', url: `/api/order/${order.id}` }));
    expect(forAdmin.json().order.po_number).toBe('PO/2026-114 #7');
  });

  it('is optional: absent or blank is none', async () => {
    const absent = await placeOrderFor(t.app, t.db, await registerUser(t.app));
    expect((await orderColumns(absent.id)).po_number).toBeNull();
    const { response } = await placeWith('   ');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order.po_number).toBeNull();
  });

  it.each([
    ['too long', 'P'.repeat(36)],
    ['other characters', 'PO<script>'],
    ['not text', 42],
  ])('is refused when %s, and nothing is ordered', async (_name, poNumber) => {
    const { customer, response } = await placeWith(poNumber);
    expectError(response, 400, TRACKING_MSG.poNumber);
    expect(await ordersOf(customer.userId)).toBe(0);
  });
});

describe('PUT /order/{id}/status with the courier and tracking number', () => {
  const setStatus = (who: SignedIn | null, id: number, payload: Record<string, unknown>) => {
    const options = { method: 'PUT' as const, url: `/api/order/${id}/status`, payload };
    return t.app.inject(who ? asUser(who, options) : options);
  };
  async function placed() {
    const customer = await registerUser(t.app);
    return { customer, order: await placeOrderFor(t.app, t.db, customer) };
  }

  it('marks an order Dispatched with { status } alone, as before', async () => {
    const { order } = await placed();
    const response = await setStatus(admin, order.id, { status: 'Dispatched' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: ORDER_MSG.statusUpdated,
      order: { status: 'Dispatched', courier: null, tracking_number: null, tracking_url: null },
    });
  });

  it('keeps the courier and number, answers the tracking page and mails them', async () => {
    const { customer, order } = await placed();
    const response = await setStatus(admin, order.id, {
      status: 'Dispatched',
      courier: 'Delhivery',
      trackingNumber: ' 1234 5 ',
    });
    expectError(response, 400, TRACKING_MSG.trackingNumber);
    const sent = await setStatus(admin, order.id, {
      status: 'Dispatched',
      courier: 'delhivery',
      trackingNumber: 'AB-1234',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().order).toMatchObject({
      status: 'Dispatched',
      courier: 'delhivery',
      tracking_number: 'AB-1234',
      tracking_url: 'https://www.delhivery.com/track/package/AB-1234',
    });
    const mail = await t.mailTo(customer.email, /is Dispatched/);
    expect(mail.text).toContain('Courier: delhivery, tracking number AB-1234.');
    expect(mail.text).toContain('Track your parcel: https://www.delhivery.com/track/package/AB-1234');
    const mine = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${order.id}` }));
    expect(mine.json().order.tracking_url).toBe('https://www.delhivery.com/track/package/AB-1234');
  });

  it('takes a courier without a number, and one not on the list without a link', async () => {
    const { order } = await placed();
    const sent = await setStatus(admin, order.id, { status: 'Dispatched', courier: 'Our own van' });
    expect(sent.json().order).toMatchObject({ courier: 'Our own van', tracking_number: null, tracking_url: null });
    const numbered = await setStatus(admin, order.id, {
      status: 'Dispatched',
      courier: 'Our own van',
      trackingNumber: 'VAN7',
    });
    expect(numbered.json().order).toMatchObject({ tracking_number: 'VAN7', tracking_url: null });
  });

  it('refuses a tracking number without a courier and writes nothing', async () => {
    const { order } = await placed();
    for (const payload of [
      { status: 'Dispatched', trackingNumber: 'D123' },
      { status: 'Dispatched', courier: '', trackingNumber: 'D123' },
    ]) {
      expectError(await setStatus(admin, order.id, payload), 400, TRACKING_MSG.courierNeeded);
    }
    expect(await orderColumns(order.id)).toMatchObject({ status: 'Pending', courier: null, tracking_number: null });
  });

  it('refuses a courier on an order not sent, and a courier name too long', async () => {
    const { order } = await placed();
    expectError(
      await setStatus(admin, order.id, { status: 'In-Progress', courier: 'DTDC', trackingNumber: 'D1' }),
      400,
      TRACKING_MSG.onlyWhenSent,
    );
    expectError(
      await setStatus(admin, order.id, { status: 'Dispatched', courier: 'C'.repeat(61) }),
      400,
      TRACKING_MSG.courierName,
    );
    expect(await orderColumns(order.id)).toMatchObject({ status: 'Pending', courier: null });
  });

  it('adds or corrects them later on a Dispatched or Delivered order, without a second status change', async () => {
    const { customer, order } = await placed();
    await setStatus(admin, order.id, { status: 'Dispatched' });
    const added = await setStatus(admin, order.id, { status: 'Dispatched', courier: 'DTDC', trackingNumber: 'D1' });
    expect(added.json().order).toMatchObject({
      courier: 'DTDC',
      tracking_number: 'D1',
      tracking_url: 'https://www.dtdc.com/tracking.asp?strCnno=D1',
    });
    await setStatus(admin, order.id, { status: 'Delivered' });
    expect(await orderColumns(order.id)).toMatchObject({ status: 'Delivered', courier: 'DTDC', tracking_number: 'D1' });
    const corrected = await setStatus(admin, order.id, {
      status: 'Delivered',
      courier: 'Blue Dart',
      trackingNumber: '50123',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().order).toMatchObject({
      status: 'Delivered',
      courier: 'Blue Dart',
      tracking_number: '50123',
      tracking_url: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=50123',
    });
    const history = await t.db
      .selectFrom('order_status_history')
      .select('to_status')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.to_status)).toEqual(['Pending', 'Dispatched', 'Delivered']);
    // The customer is told of the corrected number.
    await expect
      .poll(() => t.mails.some((mail) => mail.to === customer.email && mail.text.includes('tracking number 50123')))
      .toBe(true);
  });

  it('is the admin’s only: a guest, the customer and another customer are refused', async () => {
    const { customer, order } = await placed();
    const other = await registerUser(t.app);
    const payload = { status: 'Dispatched', courier: 'DTDC', trackingNumber: 'D9' };
    expectError(await setStatus(null, order.id, payload), 401);
    expectError(await setStatus(customer, order.id, payload), 403);
    expectError(await setStatus(other, order.id, payload), 403);
    expect(await orderColumns(order.id)).toMatchObject({ status: 'Pending', courier: null, tracking_number: null });
  });
});
