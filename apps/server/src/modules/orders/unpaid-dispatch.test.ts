import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
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

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});

const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject(asUser(who, { method, url, payload }));
const setStatus = (who: SignedIn, orderId: number, payload: object) =>
  call(who, 'PUT', `/api/order/${orderId}/status`, payload);

/** An order (type 2) quoted at ₹100 + 18% GST: ₹118 due. */
async function quotedOrder() {
  const customer = await registerUser(t.app);
  const placed = await placeOrderFor(t.app, t.db, customer, { state: 'Tamil Nadu' });
  expect((await call(admin, 'PUT', `/api/order/${placed.id}/convert`)).statusCode).toBe(200);
  expect((await call(admin, 'PUT', `/api/admin/orders/${placed.id}/quote`, { subtotalPaise: 10_000 })).statusCode).toBe(
    200,
  );
  return { id: placed.id as number, customer };
}
const statusOf = async (id: number) =>
  (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('dispatching an order with money still due', () => {
  it('is refused unconfirmed, naming the amount due; nothing changes', async () => {
    const { id } = await quotedOrder();
    const refused = await setStatus(admin, id, { status: 'Dispatched' });
    expectError(refused, 409, ORDER_MSG.dispatchUnpaid(11_800));
    expect(refused.json().code).toBe('UNPAID_DISPATCH');
    expect(await statusOf(id)).toBe('Pending');
    const history = await t.db
      .selectFrom('order_status_history')
      .select('to_status')
      .where('order_id', '=', id)
      .execute();
    expect(history.map((row) => row.to_status)).toEqual(['Pending']);
  });

  it('goes ahead once confirmed', async () => {
    const { id } = await quotedOrder();
    const sent = await setStatus(admin, id, { status: 'Dispatched', confirmUnpaid: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await statusOf(id)).toBe('Dispatched');
  });

  it('needs no confirmation once paid, nor for another status', async () => {
    const { id } = await quotedOrder();
    expect((await setStatus(admin, id, { status: 'In-Progress' })).statusCode).toBe(200);
    const paid = await call(admin, 'POST', `/api/admin/orders/${id}/payments`, {
      amountPaise: 11_800,
      reference: 'UPI-PAID-1',
      paidOn: '2026-01-15',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await setStatus(admin, id, { status: 'Dispatched' })).statusCode).toBe(200);
  });

  it('is the admin’s only, confirmed or not', async () => {
    const { id, customer } = await quotedOrder();
    expectError(await setStatus(customer, id, { status: 'Dispatched', confirmUnpaid: true }), 403);
    expectError(
      await t.app.inject({ method: 'PUT', url: `/api/order/${id}/status`, payload: { status: 'Dispatched' } }),
      401,
    );
    expectError(await setStatus(admin, id, { status: 'Dispatched', confirmUnpaid: 'yes' }), 400);
    expect(await statusOf(id)).toBe('Pending');
  });
});
