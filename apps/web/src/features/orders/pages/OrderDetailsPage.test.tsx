// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { authStore } from '../../../lib/auth-store';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { anOrder, anOrderItem } from '../../../testing/orders';
import OrderDetailsPage from './OrderDetailsPage';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

function renderPage(id = 5) {
  return renderWithProviders(<OrderDetailsPage />, { route: `/orderDetails/${id}`, path: '/orderDetails/:id' });
}

const dispatched = anOrder({
  status: 'Dispatched',
  status_name: 'Dispatched',
  dispatched_date: '2025-06-16T05:00:00.000Z',
});

describe('OrderDetailsPage', () => {
  it('shows the order, its dates that are set, the address and each part in display order', async () => {
    stubFetch(() => json(200, { order: dispatched, items: [anOrderItem({ image_path: 'files/abc?exp=1&sig=x' })] }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Order SC250614-00005' })).toBeTruthy();
    expect(screen.getByText('Dispatched', { selector: '[data-tone]' }).dataset.tone).toBe('purple');
    expect(screen.getByText('Dispatched on')).toBeTruthy();
    expect(screen.getByText('16 June 2025')).toBeTruthy();
    expect(screen.queryByText('Delivered on')).toBeNull();
    expect(screen.getByText(anOrder().address_line2)).toBeTruthy();

    const item = screen.getByRole('article', { name: '1. Rectangle plate' });
    const terms = within(item)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Material', 'Thickness', 'Finish', 'Quantity', 'Width (a)', 'Height (b)']);
    expect(within(item).getByText('250 mm')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Rectangle plate, 250 × 120 mm' })).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Attachment of Rectangle plate' }).getAttribute('src')).toBe(
      '/api/files/abc?exp=1&sig=x',
    );

    expect(screen.getByText(ORDER_MSG.cancelViaChat)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/chats?order=5');
    expect(screen.getByRole('link', { name: 'chat' }).getAttribute('href')).toBe('/chats?order=5');
    expect(screen.getByRole('img', { name: /UPI QR code .* for order SC250614-00005/ })).toBeTruthy();
  });

  it('puts the items back in the cart and lists what could not be added', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/order/5/reorder'
        ? json(200, {
            message: ORDER_MSG.reordered,
            added: 1,
            problems: [{ shape_name: 'Ring', message: 'This shape is not available' }],
            items: [],
          })
        : json(200, {
            order: anOrder(),
            items: [anOrderItem(), anOrderItem({ id: 12, shape_slug: 'ring', shape_name: 'Ring' })],
          }),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Order again' }));

    expect(await screen.findByText('Ring: This shape is not available')).toBeTruthy();
    expect(screen.getByText(`${ORDER_MSG.reordered} (1 item added)`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe('/cart');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/order/5/reorder'));
  });

  it("says 'Order not found.' for another customer's or a missing order", async () => {
    stubFetch(() => json(404, { message: ORDER_MSG.notFound, code: 'ORDER_NOT_FOUND' }));
    renderPage(99);
    expect(await screen.findByText(ORDER_MSG.notFound)).toBeTruthy();
  });

  it("says 'No items found for this order.' for an order without items", async () => {
    stubFetch(() => json(200, { order: anOrder(), items: [] }));
    renderPage();
    expect(await screen.findByText(ORDER_MSG.noItems)).toBeTruthy();
  });

  it("says 'No order details found.' when the answer holds no order", async () => {
    stubFetch(() => json(200, { items: [] }));
    renderPage();
    expect(await screen.findByText(ORDER_MSG.noDetails)).toBeTruthy();
  });
});
