// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUSINESS, upiPaymentUri } from '@steelcut/domain/business';
import { authStore } from '../../../lib/auth-store';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import PaymentMethodPage from './PaymentMethodPage';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

function renderPage(route = '/payment-method') {
  return renderWithProviders(<PaymentMethodPage />, { route, path: '/payment-method' });
}

describe('PaymentMethodPage (SPEC section 2)', () => {
  it('shows a real UPI QR, the UPI id, the mobile-payment number, the note and support numbers', () => {
    renderPage();

    expect(screen.getByRole('heading', { name: 'Scan to Pay' })).toBeTruthy();
    const qr = screen.getByRole('img', { name: `UPI QR code to pay ${BUSINESS.upiPayeeName}` });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText(BUSINESS.upiId)).toBeTruthy();
    expect(screen.getAllByText(BUSINESS.phones[0]).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/pay after placing your order, then share the payment screenshot/)).toBeTruthy();
    for (const phone of BUSINESS.phones) {
      expect(screen.getAllByRole('link', { name: phone })[0]!.getAttribute('href')).toBe(
        `tel:${phone.replace(/[^\d+]/g, '')}`,
      );
    }
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(upiPaymentUri());
  });

  it('puts the order number from ?order= into the payment note', () => {
    renderPage('/payment-method?order=SC250614-00005');
    expect(screen.getByRole('img', { name: /for order SC250614-00005$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
      upiPaymentUri('SC250614-00005'),
    );
  });

  it('ignores an order parameter that is not an order number', () => {
    renderPage('/payment-method?order=%3Cscript%3E');
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(upiPaymentUri());
  });
});
