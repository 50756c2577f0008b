import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { DASHBOARD_WEEKS } from '@steelcut/domain/schemas/dashboard';
import { QUERY_MSG } from '@steelcut/domain/schemas/fields';
import { searchCountCap } from '../../db/queries/order-search';
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
});

const get = (who: SignedIn | null, url: string) =>
  t.app.inject(who ? asUser(who, { method: 'GET', url }) : { method: 'GET', url });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function customerOrder(name: string, mobileNumber?: string) {
  const customer = await registerUser(t.app, { name, ...(mobileNumber ? { mobileNumber } : {}) });
  return { customer, order: await placeOrderFor(t.app, t.db, customer) };
}

async function makeOrder(orderId: number, status: string, changes: Record<string, string | null> = {}) {
  await t.db
    .updateTable('orders')
    .set({ order_type: 2, status, ...changes })
    .where('id', '=', orderId)
    .execute();
}

describe('GET /admin/dashboard', () => {
  it('counts this week’s orders and lists what waits, oldest first, each linked by id', async () => {
    const before = (await get(admin, '/api/admin/dashboard')).json();
    const lead = await customerOrder('Waiting Lead');
    const stuck = await customerOrder('Stuck Order');
    const fresh = await customerOrder('Fresh Progress');
    const late = await customerOrder('Late Delivery');
    const stuckSince = daysAgo(3);
    await makeOrder(stuck.order.id, 'In-Progress');
    await t.db
      .insertInto('order_status_history')
      .values({
        order_id: stuck.order.id,
        changed_by: 1,
        from_status: 'Pending',
        to_status: 'In-Progress',
        changed_at: stuckSince,
      })
      .execute();
    await makeOrder(fresh.order.id, 'In-Progress');
    await t.db
      .insertInto('order_status_history')
      .values({
        order_id: fresh.order.id,
        changed_by: 1,
        from_status: 'Pending',
        to_status: 'In-Progress',
        changed_at: daysAgo(1),
      })
      .execute();
    await makeOrder(late.order.id, 'Dispatched', { dispatched_date: daysAgo(9) });

    const response = await get(admin, '/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.weekly).toHaveLength(DASHBOARD_WEEKS);
    expect(view.weekly.at(-1).orders).toBe(before.weekly.at(-1).orders + 4);
    expect(view.weekly[0].weekStart < view.weekly.at(-1).weekStart).toBe(true);
    expect(view.waitingLeads.map((e: { id: number }) => e.id)).toContain(lead.order.id);
    expect(view.waitingLeadsTotal).toBe(before.waitingLeadsTotal + 1);
    expect(view.stuckInProgress).toEqual([
      {
        id: stuck.order.id,
        Order_No: stuck.order.Order_No,
        customername: 'Stuck Order',
        order_type: 2,
        since: stuckSince,
        dispatchBy: stuck.order.dispatch_by,
        dispatchMark: null,
      },
    ]);
    expect(view.stuckInProgressTotal).toBe(1);
    expect(view.undelivered.map((e: { id: number }) => e.id)).toEqual([late.order.id]);
    expect(view.undeliveredTotal).toBe(1);
  });

  it('is the admin’s only', async () => {
    expectError(await get(null, '/api/admin/dashboard'), 401);
    expectError(await get(await registerUser(t.app), '/api/admin/dashboard'), 403);
  });
});

const csvOf = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { columns: true }) as Record<string, string>[];
};

describe('GET /admin/orders/export.csv', () => {
  it('exports the filtered list, one line per item, quoted and with formulas neutralised', async () => {
    const { order } = await customerOrder('Export Quoting');
    await t.db
      .updateTable('orders')
      .set({
        customer_name: '=HYPERLINK("http://evil.example","x")',
        address_line1: 'No. 5, "Steel" Street\nGuindy',
        address_line2: '@SUM(A1)',
      })
      .where('id', '=', order.id)
      .execute();
    await t.db
      .insertInto('order_items')
      .values({
        ...(await t.db
          .selectFrom('order_items')
          .selectAll()
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow()),
        id: undefined,
        quantity: 9,
      } as never)
      .execute();

    const response = await get(
      admin,
      `/api/admin/orders/export.csv?orderType=1&search=${encodeURIComponent(order.Order_No)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body).toContain('\r\n');
    const rows = csvOf(response.body);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row['Order No'], row['Item No'], row.Quantity])).toEqual([
      [order.Order_No, '1', '4'],
      [order.Order_No, '2', '9'],
    ]);
    expect(rows[0]).toMatchObject({
      Type: 'Lead',
      Customer: `'=HYPERLINK("http://evil.example","x")`,
      'Address line 1': 'No. 5, "Steel" Street\nGuindy',
      'Address line 2': `'@SUM(A1)`,
      Phone: expect.stringMatching(/^\d{10}$/),
      Status: 'Pending',
      Grade: expect.stringMatching(/^SS /),
    });
  });

  it('applies the table’s filters: type, status, search', async () => {
    const { order } = await customerOrder('Filter Dispatched');
    await makeOrder(order.id, 'Dispatched', { dispatched_date: daysAgo(1) });
    const names = async (query: string) =>
      csvOf((await get(admin, `/api/admin/orders/export.csv?${query}`)).body).map((row) => row.Customer);
    expect(await names('orderType=2&status=Dispatched&search=filter%20disp')).toEqual(['Filter Dispatched']);
    expect(await names('orderType=2&status=Delivered&search=filter%20disp')).toEqual([]);
    expect(await names('orderType=1&search=filter%20disp')).toEqual([]);
  });

  it('refuses guests, customers and bad filters', async () => {
    const url = '/api/admin/orders/export.csv?orderType=2';
    expectError(await get(null, url), 401);
    expectError(await get(await registerUser(t.app), url), 403);
    expectError(await get(admin, '/api/admin/orders/export.csv?orderType=3'), 400);
    expectError(await get(admin, '/api/admin/orders/export.csv?status=Lost'), 400);
  });
});

describe('searching the back office’s lists', () => {
  it('finds an order by a phone fragment, part of a name in any case, and its number', async () => {
    const { order } = await customerOrder('Meenakshi Sundaram', '9123456781');
    const other = await customerOrder('Arvind Swamy', '9988776655');
    const found = async (search: string) =>
      (await get(admin, `/api/admin/ordersTable?orderType=1&limit=100&search=${encodeURIComponent(search)}`))
        .json()
        .orders.map((o: { id: number }) => o.id);
    expect(await found('2345678')).toEqual([order.id]);
    expect(await found('sundar')).toEqual([order.id]);
    expect(await found('MEENAKSHI SUN')).toEqual([order.id]);
    expect(await found(order.Order_No)).toEqual([order.id]);
    expect(await found(other.order.Order_No.toLowerCase())).toEqual([other.order.id]);
    expect(await found('vi')).toEqual(expect.arrayContaining([other.order.id]));
    expect(await found('"Meenakshi')).toEqual([]);
    expect(await found('sundaram" OR "a')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it('refuses control characters in the search with a 400 naming the field, the list and the export alike', async () => {
    for (const path of ['ordersTable', 'orders/export.csv']) {
      for (const search of ['\u0000abc', 'abc\u0000def', 'ab\u0007c', 'abc\u009b']) {
        const response = await get(admin, `/api/admin/${path}?orderType=1&search=${encodeURIComponent(search)}`);
        expectError(response, 400, QUERY_MSG.controlCharacters('search'));
      }
    }
  });
});

describe('the lists’ totals', () => {
  it('counts a broad search a few pages ahead and says there are more', async () => {
    const { order } = await customerOrder('Capped Count');
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    const { id: _id, search_text: _text, ...copy } = row as typeof row & { search_text?: string };
    const cap = searchCountCap(1, 20);
    const copies = Array.from({ length: cap + 4 }, (_, i) => ({ ...copy, order_no: `CAP-${i}` }));
    for (let i = 0; i < copies.length; i += 100)
      await t.db
        .insertInto('orders')
        .values(copies.slice(i, i + 100))
        .execute();
    const search = (page: number) =>
      get(admin, `/api/admin/ordersTable?orderType=1&search=capped%20count&limit=20&page=${page}`);
    const first = (await search(1)).json();
    expect(first).toMatchObject({ total: cap, totalCapped: true, totalPages: cap / 20 });
    expect(first.orders[0].Order_No).toBe(`CAP-${cap + 3}`);
    // Further on, the count reaches further: here, all of them.
    expect((await search(cap / 20)).json()).toMatchObject({ total: cap + 5, totalCapped: false });
    const exact = (await get(admin, `/api/admin/ordersTable?orderType=1&search=${order.Order_No}`)).json();
    expect(exact).toMatchObject({ total: 1, totalCapped: false });
  });

  it('follow every order’s type and status changes, in the summary and the plain lists', async () => {
    const summary = async () => (await get(admin, '/api/admin/orderStatusSummary')).json();
    const listed = async (query: string) => (await get(admin, `/api/admin/ordersTable?${query}`)).json().total;
    const before = {
      summary: await summary(),
      leads: await listed('orderType=1'),
      progress: await listed('orderType=2&status=In-Progress'),
    };
    const { order } = await customerOrder('Counted Order');
    expect(await listed('orderType=1')).toBe(before.leads + 1);
    expect(
      (await t.app.inject(asUser(admin, { method: 'PUT', url: `/api/order/${order.id}/convert` }))).statusCode,
    ).toBe(200);
    expect(await listed('orderType=1')).toBe(before.leads);
    const moved = await t.app.inject(
      asUser(admin, { method: 'PUT', url: `/api/order/${order.id}/status`, payload: { status: 'In-Progress' } }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed('orderType=2&status=In-Progress')).toBe(before.progress + 1);
    expect(await summary()).toEqual({
      ...before.summary,
      total: before.summary.total + 1,
      in_progress: before.summary.in_progress + 1,
    });
    const counted = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_type', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await summary()).total).toBe(Number(counted.n));
  });
});
