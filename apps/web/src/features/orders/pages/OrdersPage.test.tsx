// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { authStore } from '../../../lib/auth-store';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { stubPhoneScreen } from '../../../testing/media';
import { anOrder } from '../../../testing/orders';
import OrdersPage from './OrdersPage';

beforeEach(() => {
  authStore.signIn(customer, jwtExpiringIn(900));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const delivered = anOrder({
  id: 6,
  Order_No: 'SC250620-00006',
  status: 'Delivered',
  status_name: 'Delivered',
  delivered_date: '2025-06-24T20:00:00.000Z',
  amountPaise: 12_34_567,
  paidPaise: 12_34_567,
  paymentStatus: 'paid',
});
const pending = anOrder({ id: 5, Order_No: 'SC250614-00005', order_date: '2025-06-13T19:00:00.000Z' });

function renderPage(route = '/orders') {
  return renderWithProviders(<OrdersPage />, { route, path: '/orders' });
}

describe('OrdersPage', () => {
  it('lists each order with its India date, items, amount, payment, status badge and delivery date', async () => {
    const fetchMock = stubFetch(() =>
      json(200, { orders: [delivered, pending], total: 2, totalPages: 1, page: 1, limit: 50 }),
    );
    renderPage();

    const rows = await screen.findAllByRole('row');
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['SC250620-00006', '14 June 2025', '2', '₹12,345.67', 'Paid', 'Delivered', '25 June 2025'],
      ['SC250614-00005', '14 June 2025', '2', PRICING_MSG.priceOnRequest, 'Unpaid', 'Pending', '-'],
    ]);
    expect(within(rows[1]!).getByText('Paid').closest('[data-status]')?.getAttribute('data-status')).toBe('paid');
    expect(within(rows[1]!).getByText('Delivered').dataset.tone).toBe('green');
    expect(within(rows[2]!).getByText('Pending').dataset.tone).toBe('yellow');
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/order/user/${customer.id}?page=1&limit=50`);
    expect(screen.getByText('Showing 1-2 of 2')).toBeTruthy();
  });

  it('shows one card per order on a phone, with its amount and payment status', async () => {
    stubPhoneScreen();
    stubFetch(() => json(200, { orders: [delivered, pending], total: 2, totalPages: 1, page: 1, limit: 50 }));
    renderPage();

    const cards = within(await screen.findByRole('list', { name: 'My orders' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards[0]!.textContent).toContain('Amount₹12,345.67');
    expect(within(cards[0]!).getByText('Paid')).toBeTruthy();
    expect(cards[1]!.textContent).toContain(`Amount${PRICING_MSG.priceOnRequest}`);
    expect(within(cards[1]!).getByText('Unpaid')).toBeTruthy();
  });

  it('opens an order from its row', async () => {
    stubFetch(() => json(200, { orders: [pending], total: 1, totalPages: 1, page: 1, limit: 50 }));
    const { user, router } = renderPage();

    await user.click(await screen.findByText('14 June 2025'));
    await waitFor(() => expect(router.location.pathname).toBe('/orderDetails/5'));
  });

  it('pages through the orders 50 at a time', async () => {
    const fetchMock = stubFetch((url) =>
      json(200, { orders: [pending], total: 51, totalPages: 2, page: url.includes('page=2') ? 2 : 1, limit: 50 }),
    );
    const { user, router } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.location.search).toBe('?page=2'));
    expect(await screen.findByText('Showing 51-51 of 51')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/order/user/${customer.id}?page=2&limit=50`);
  });

  it("says 'No Orders Placed' when there are none", async () => {
    stubFetch(() => json(200, { orders: [], total: 0, totalPages: 0, page: 1, limit: 50 }));
    renderPage();
    expect(await screen.findByText(ORDER_MSG.noOrders)).toBeTruthy();
  });

  it('shows that it is loading', () => {
    stubFetch(() => new Promise<Response>(() => undefined) as never);
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
