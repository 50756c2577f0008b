// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MSG } from '@steelcut/domain/delivery/charge';
import { BILLING_MSG, type AmountView } from '@steelcut/domain/schemas/billing';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { authStore } from '../../../lib/auth-store';
import { aBilling, anAmount } from '../../../testing/billing';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { anOrder } from '../../../testing/orders';
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

  describe('what the order comes to, and what that takes in as the order stored it', () => {
    /** GET /order/5: the order with the estimate made when it was placed. */
    function stubOrder(estimate: Partial<AmountView>) {
      return stubFetch((url) =>
        url === '/api/order/5'
          ? json(200, {
              order: anOrder({ amountPaise: estimate.totalPaise }),
              items: [],
              billing: aBilling({ estimate: anAmount(estimate) }),
            })
          : json(404, {}),
      );
    }
    const caption = async () =>
      (await within(await screen.findByRole('region', { name: 'How to pay' })).findByText(/^Including/)).textContent;

    it('shows the amount with GST', async () => {
      const fetchMock = stubOrder({ totalPaise: 14_86_800 });
      renderWithState({ orderNo: 'SC250614-00005', name: 'Meena', orderId: 5, amountPaise: 14_86_800 });
      const pay = await screen.findByRole('region', { name: 'How to pay' });
      expect(within(pay).getByText('Amount to pay').nextElementSibling?.textContent).toBe('₹14,868.00');
      expect(await caption()).toBe('Including GST. If our team sends you a quote, pay that instead.');
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/order/5']);
    });

    it('names the delivery charge the stored estimate took in', async () => {
      stubOrder({
        deliveryPaise: 25_000,
        delivery: { kind: 'charged', paise: 25_000, reason: DELIVERY_MSG.flat },
        totalPaise: 15_16_300,
      });
      renderWithState({ orderNo: 'SC250614-00005', orderId: 5, amountPaise: 15_16_300 });
      expect(await caption()).toMatch(/^Including delivery \(₹250\.00\) and GST\./);
      expect(screen.getByText('Amount to pay').nextElementSibling?.textContent).toBe('₹15,163.00');
    });

    it('says when delivery was free, or is left for the shop to quote', async () => {
      stubOrder({ delivery: { kind: 'free', paise: 0, reason: DELIVERY_MSG.free } });
      const { unmount } = renderWithState({ orderNo: 'SC250614-00005', orderId: 5, amountPaise: 1_18_000 });
      expect(await caption()).toMatch(/^Including GST; delivery is free\./);
      unmount();

      stubOrder({ delivery: { kind: 'quoted', paise: 0, reason: DELIVERY_MSG.quoted } });
      renderWithState({ orderNo: 'SC250614-00005', orderId: 5, amountPaise: 1_18_000 });
      expect(await caption()).toMatch(/^Including GST; delivery is not included: the shop quotes it\./);
    });
  });

  it("says 'Price on request' for an order placed while the shop had no rates", async () => {
    renderWithState({ orderNo: 'SC250614-00005', orderId: 5, amountPaise: null });
    const pay = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(pay).getByText(PRICING_MSG.priceOnRequest)).toBeTruthy();
    expect(within(pay).getByText(BILLING_MSG.quoteToFollow)).toBeTruthy();
  });
});
