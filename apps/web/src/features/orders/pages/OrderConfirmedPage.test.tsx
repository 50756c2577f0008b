// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { authStore } from '../../../lib/auth-store';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import type { OrderConfirmedState } from '../../../lib/order-confirmed';
import OrderConfirmedPage from './OrderConfirmedPage';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

/** Arrives at /order-confirmed the way the delivery page sends it there: with navigation state. */
function renderWithState(state: OrderConfirmedState) {
  return renderWithProviders(null, {
    route: '/',
    routes: [
      { path: '/', element: <Navigate to="/order-confirmed" state={state} /> },
      { path: '/order-confirmed', element: <OrderConfirmedPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
  });
}

describe('OrderConfirmedPage (SPEC section 2)', () => {
  it("says 'Order information not found' and goes to /orders without an order number", async () => {
    const { router } = renderWithProviders(<OrderConfirmedPage />, { route: '/order-confirmed' });

    expect(await screen.findByText(ORDER_MSG.infoNotFound)).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/orders'));
    expect(screen.getByTestId('current-path').textContent).toBe('/orders');
  });

  it('greets the customer, shows the number and the next steps', async () => {
    const { user, router } = renderWithState({ orderNo: 'SC250614-00005', name: 'Meena' });

    expect(await screen.findByText('Thank you, Meena!')).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('SC250614-00005');
    expect(screen.getByText('Your order has been placed successfully.')).toBeTruthy();
    expect(screen.getByText(/team will contact you .* confirm the details and arrange delivery/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open payment details' }).getAttribute('href')).toBe(
      '/payment-method?order=SC250614-00005',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/home');

    await user.click(screen.getByRole('link', { name: 'View My Orders' }));
    await waitFor(() => expect(router.location.pathname).toBe('/orders'));
  });

  it("falls back to the signed-in name, then to 'User'", async () => {
    renderWithState({ orderNo: 'SC1' });
    expect(await screen.findByText(`Thank you, ${customer.name}!`)).toBeTruthy();
  });

  it("calls a customer without a name 'User'", async () => {
    authStore.signIn({ ...customer, name: '' }, jwtExpiringIn(900));
    renderWithState({ orderNo: 'SC1' });
    expect(await screen.findByText('Thank you, User!')).toBeTruthy();
  });

  it('shows what the order comes to, with GST', async () => {
    renderWithState({ orderNo: 'SC250614-00005', name: 'Meena', orderId: 5, amountPaise: 14_86_800 });
    const pay = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(pay).getByText('Amount to pay').nextElementSibling?.textContent).toBe('₹14,868.00');
    expect(within(pay).getByText(/Including GST/)).toBeTruthy();
  });

  it("says 'Price on request' for an order placed while the shop had no rates", async () => {
    renderWithState({ orderNo: 'SC250614-00005', orderId: 5, amountPaise: null });
    const pay = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(pay).getByText(PRICING_MSG.priceOnRequest)).toBeTruthy();
    expect(within(pay).getByText(BILLING_MSG.quoteToFollow)).toBeTruthy();
  });
});
