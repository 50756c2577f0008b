import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LIST_MSG } from '@steelcut/domain/schemas/views';
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
/** Wednesday 2 December 2026, 10:00 in India. */
const WEDNESDAY_MORNING = new Date('2026-12-02T04:30:00Z');
/** Each order of the shop in this file by its letter, placed in this order (ids ascending). */
const ids: Record<string, number> = {};

const PLAN = [
  ['late', 2, 'In-Progress', '2026-11-30'],
  ['dueToday', 2, 'Pending', '2026-12-02'],
  ['later', 2, 'Pending', '2026-12-04'],
  ['undated', 2, 'In-Progress', null],
  ['dispatched', 2, 'Dispatched', '2026-11-28'],
  ['delivered', 2, 'Delivered', '2026-12-01'],
  ['lateLead', 1, 'Pending', '2026-12-01'],
  ['cancelled', 2, 'Cancelled', '2026-11-29'],
] as const;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => WEDNESDAY_MORNING });
  admin = await loginAdmin(t.app);
  for (const [name, orderType, status, dispatchBy] of PLAN) {
    const customer = await registerUser(t.app, { name: `Dispatch Queue ${name}` });
    const order = await placeOrderFor(t.app, t.db, customer);
    ids[name] = order.id;
    await t.db
      .updateTable('orders')
      .set({ order_type: orderType, status, dispatch_by: dispatchBy })
      .where('id', '=', order.id)
      .execute();
  }
});
afterAll(() => t.close());

const get = (who: SignedIn | null, url: string) =>
  t.app.inject(who ? asUser(who, { method: 'GET', url }) : { method: 'GET', url });
const named = (orders: { id: number }[]) =>
  orders.map((order) => Object.keys(ids).find((name) => ids[name] === order.id));
const listed = async (query: string) => {
  const response = await get(admin, `/api/admin/ordersTable?orderType=2&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /admin/ordersTable?sort=dispatch', () => {
  it('lists the orders still to dispatch by date (undated last), then the rest newest first', async () => {
    const all = await listed('sort=dispatch&limit=50');
    expect(named(all.orders)).toEqual(['late', 'dueToday', 'later', 'undated', 'cancelled', 'delivered', 'dispatched']);
    expect(all).toMatchObject({ total: 7, totalPages: 1 });
  });

  it('pages across the two parts without losing or repeating an order', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listed(`sort=dispatch&limit=3&page=${page}`)));
    expect(pages.map((page) => named(page.orders))).toEqual([
      ['late', 'dueToday', 'later'],
      ['undated', 'cancelled', 'delivered'],
      ['dispatched'],
    ]);
    expect(pages.map((page) => page.totalPages)).toEqual([3, 3, 3]);
    expect(named((await listed('sort=dispatch&limit=3&page=4')).orders)).toEqual([]);
  });

  it('keeps the status filter and the search', async () => {
    expect(named((await listed('sort=dispatch&status=Pending')).orders)).toEqual(['dueToday', 'later']);
    expect(named((await listed('sort=dispatch&status=Delivered')).orders)).toEqual(['delivered']);
    expect(named((await listed('sort=dispatch&search=dispatch%20queue')).orders)).toEqual([
      'late',
      'dueToday',
      'later',
      'undated',
      'cancelled',
      'delivered',
      'dispatched',
    ]);
    expect(named((await listed('sort=dispatch&search=nobody%20else')).orders)).toEqual([]);
  });

  it('is newest first without a sort, or with sort=newest', async () => {
    const newest = ['cancelled', 'delivered', 'dispatched', 'undated', 'later', 'dueToday', 'late'];
    expect(named((await listed('')).orders)).toEqual(newest);
    expect(named((await listed('sort=newest')).orders)).toEqual(newest);
  });

  it('refuses an unknown sort with a message, and guests and customers', async () => {
    expectError(await get(admin, '/api/admin/ordersTable?orderType=2&sort=oldest'), 400, ADMIN_LIST_MSG.sort);
    expectError(await get(null, '/api/admin/ordersTable?orderType=2&sort=dispatch'), 401);
    expectError(await get(await registerUser(t.app), '/api/admin/ordersTable?orderType=2&sort=dispatch'), 403);
  });
});

describe('GET /admin/dashboard: due for dispatch', () => {
  it('lists leads and orders due today or late, the earliest date first, marked by India date', async () => {
    const response = await get(admin, '/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view.dueForDispatchTotal).toBe(3);
    expect(
      view.dueForDispatch.map((entry: { id: number; dispatchBy: string; dispatchMark: string }) => [
        named([entry])[0],
        entry.dispatchBy,
        entry.dispatchMark,
      ]),
    ).toEqual([
      ['late', '2026-11-30', 'late'],
      ['lateLead', '2026-12-01', 'late'],
      ['dueToday', '2026-12-02', 'due-today'],
    ]);
    expect(view.waitingLeads).toEqual([
      expect.objectContaining({ id: ids.lateLead, dispatchBy: '2026-12-01', dispatchMark: 'late' }),
    ]);
  });
});
