// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { authStore } from '../../../../lib/auth-store';
import { adminOrderDetail, stubAdminOrderApi } from '../../../../testing/admin-order';
import { json } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { anOrder } from '../../../../testing/orders';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminOrderDetailsPage from './AdminOrderDetailsPage';

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

const refusal = ORDER_MSG.dispatchUnpaid(11_800);
const dispatched = anOrder({ order_type: 2, status: 'Dispatched', status_name: 'Dispatched' });

/** The server refuses a dispatch with money due unless it is confirmed, as it does. */
function stubServer() {
  return stubAdminOrderApi({
    order: anOrder({ order_type: 2 }),
    handle: (_url, init) => {
      if (init.method !== 'PUT') return undefined;
      const body = JSON.parse(String(init.body));
      if (!body.confirmUnpaid) return json(409, { message: refusal, code: 'UNPAID_DISPATCH' });
      return json(200, { ...adminOrderDetail, order: dispatched, message: ORDER_MSG.statusUpdated });
    },
  });
}
const putBodies = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));

async function dispatch() {
  const view = renderWithProviders(<AdminOrderDetailsPage />, {
    route: '/admin/ordersDetails/5',
    path: '/admin/ordersDetails/:orderId',
  });
  await view.user.click(await screen.findByRole('combobox', { name: 'Status' }));
  await view.user.click(screen.getByRole('option', { name: 'Dispatched' }));
  await view.user.click(screen.getByRole('button', { name: 'Update' }));
  return view;
}

describe('dispatching an order with money still due', () => {
  it('asks first, naming the amount due, and dispatches once confirmed', async () => {
    const fetchMock = stubServer();
    const { user } = await dispatch();

    const dialog = await screen.findByRole('dialog', { name: ORDER_MSG.dispatchUnpaidTitle });
    expect(dialog.textContent).toContain('₹118.00 is still due on this order');
    await user.click(within(dialog).getByRole('button', { name: ORDER_MSG.dispatchAnyway }));

    expect(await screen.findByText(ORDER_MSG.statusUpdated)).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([{ status: 'Dispatched' }, { status: 'Dispatched', confirmUnpaid: true }]);
  });

  it('changes nothing when the admin cancels', async () => {
    const fetchMock = stubServer();
    const { user } = await dispatch();

    const dialog = await screen.findByRole('dialog', { name: ORDER_MSG.dispatchUnpaidTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(putBodies(fetchMock)).toEqual([{ status: 'Dispatched' }]);
    expect(screen.queryByText(ORDER_MSG.statusUpdated)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Dispatched');
  });
});
