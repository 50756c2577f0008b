import { beforeAll, describe, expect, it } from 'vitest';
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

const table = (who: SignedIn, orderType: number) =>
  t.app.inject(asUser(who, { method: 'GET', url: `/api/admin/ordersTable?orderType=${orderType}` }));

describe('the admin’s orders list says how many placed orders wait under Leads', () => {
  it('counts the leads not yet converted, on the orders list only', async () => {
    expect((await table(admin, 2)).json()).toMatchObject({ orders: [], total: 0, leadsWaiting: 0 });
    const first = await placeOrderFor(t.app, t.db, await registerUser(t.app));
    await placeOrderFor(t.app, t.db, await registerUser(t.app));
    expect((await table(admin, 2)).json()).toMatchObject({ total: 0, leadsWaiting: 2 });

    const converted = await t.app.inject(asUser(admin, { method: 'PUT', url: `/api/order/${first.id}/convert` }));
    expect(converted.statusCode).toBe(200);
    expect((await table(admin, 2)).json()).toMatchObject({ total: 1, leadsWaiting: 1 });
    expect((await table(admin, 1)).json()).not.toHaveProperty('leadsWaiting');
  });

  it('is the admin’s only', async () => {
    const customer = await registerUser(t.app);
    expectError(await table(customer, 2), 403);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/ordersTable?orderType=2' }), 401);
  });
});
