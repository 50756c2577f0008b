// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BUSINESS, upiPaymentUri } from '@steelcut/domain/business';
import { DEFAULT_SHOP, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { aShop } from '@steelcut/domain/testing/shop';
import { DELIVERY_MSG } from '@steelcut/domain/delivery/charge';
import { BILLING_MSG, type BillingView } from '@steelcut/domain/schemas/billing';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { authStore } from '../../../lib/auth-store';
import { aBilling, anAmount } from '../../../testing/billing';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { anOrder } from '../../../testing/orders';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import PaymentMethodPage from './PaymentMethodPage';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

function renderPage(route = '/payment-method', shop: ShopSettings | null = DEFAULT_SHOP) {
  return renderWithProviders(<PaymentMethodPage />, { route, path: '/payment-method', shop });
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
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
      upiPaymentUri(DEFAULT_SHOP),
    );
  });

  it('puts the order number from ?order= into the payment note', () => {
    renderPage('/payment-method?order=SC250614-00005');
    expect(screen.getByRole('img', { name: /for order SC250614-00005$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
      upiPaymentUri(DEFAULT_SHOP, 'SC250614-00005'),
    );
  });

  it('ignores an order parameter that is not an order number', () => {
    renderPage('/payment-method?order=%3Cscript%3E');
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
      upiPaymentUri(DEFAULT_SHOP),
    );
  });

  it("pays the shop's own UPI ID and lists its own phones and hours", () => {
    const shop = aShop();
    renderPage('/payment-method?order=SC250614-00005', shop);
    expect(
      screen.getByRole('img', { name: 'UPI QR code to pay Ravi Steel Works for order SC250614-00005' }),
    ).toBeTruthy();
    expect(screen.getByText('ravisteel@okaxis')).toBeTruthy();
    expect(screen.queryByText(BUSINESS.upiId)).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
      upiPaymentUri(shop, 'SC250614-00005'),
    );
    for (const phone of shop.phones) expect(screen.getAllByRole('link', { name: phone }).length).toBeGreaterThan(0);
    expect(screen.getByText('Call us Monday to Saturday 08:30-19:00:')).toBeTruthy();
  });

  it('asks the server for the settings when the page came without them, and waits for them', async () => {
    const shop = aShop();
    const fetchMock = stubFetch((url) => (url === '/api/shop' ? json(200, { shop }) : json(404, {})));
    renderPage('/payment-method', null);
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(await screen.findByText('ravisteel@okaxis')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/shop']);
  });

  it('offers a retry when the settings cannot be loaded, and never shows a QR without them', async () => {
    stubFetch(() => json(500, {}));
    renderPage('/payment-method', null);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
  });

  it('says where the amount is when the page does not know the order: on the order, in My Orders', () => {
    renderPage();
    const card = screen.getByRole('region', { name: 'Scan to Pay' });
    expect(within(card).getByText(/The amount to pay is on your order/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
  });

  describe('reached from an order', () => {
    const ORDER_NO = 'SC250614-00005';

    function stubOrder(order: Partial<OrderView> | null, billing: BillingView | null = null) {
      return stubFetch((url) =>
        url === '/api/order/5' && order
          ? json(200, { order: anOrder(order), items: [], billing })
          : json(404, { message: 'Order not found.', code: 'ORDER_NOT_FOUND' }),
      );
    }

    it('says the amount takes in the delivery charge the order stored, and the QR carries that amount', async () => {
      // ₹12,600 of plates + ₹250 delivery = ₹12,850 taxable; 9% + 9% GST = ₹2,313; ₹15,163 in all
      const estimate = anAmount({
        subtotalPaise: 12_60_000,
        deliveryPaise: 25_000,
        delivery: { kind: 'charged', paise: 25_000, reason: DELIVERY_MSG.flat },
        cgstPaise: 1_15_650,
        sgstPaise: 1_15_650,
        totalPaise: 15_16_300,
      });
      stubOrder({ amountPaise: 15_16_300 }, aBilling({ estimate }));
      renderPage(`/payment-method?order=${ORDER_NO}`);

      const card = screen.getByRole('region', { name: 'Scan to Pay' });
      expect((await within(card).findByText('Amount to pay')).nextElementSibling?.textContent).toBe('₹15,163.00');
      expect(within(card).getByText('Including delivery (₹250.00) and GST.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
        upiPaymentUri(DEFAULT_SHOP, ORDER_NO, 15_16_300),
      );
    });

    it('says nothing of what a balance takes in once part is paid', async () => {
      const estimate = anAmount({ delivery: { kind: 'charged', paise: 25_000, reason: DELIVERY_MSG.flat } });
      stubOrder({ amountPaise: 1_18_000, paidPaise: 18_000 }, aBilling({ estimate, paidPaise: 18_000 }));
      renderPage(`/payment-method?order=${ORDER_NO}`);
      expect((await screen.findByText('Amount to pay')).nextElementSibling?.textContent).toBe('₹1,000.00');
      expect(screen.queryByText(/^Including/)).toBeNull();
    });

    it('shows what is still due, and the QR and UPI link carry it with the order number', async () => {
      const fetchMock = stubOrder({ amountPaise: 14_86_800, paidPaise: 4_86_800 });
      renderPage(`/payment-method?order=${ORDER_NO}`);

      const card = screen.getByRole('region', { name: 'Scan to Pay' });
      expect((await within(card).findByText('Amount to pay')).nextElementSibling?.textContent).toBe('₹10,000.00');
      expect(within(card).getByText(`Order ${ORDER_NO}`)).toBeTruthy();
      expect(
        screen.getByRole('img', {
          name: `UPI QR code to pay ${BUSINESS.upiPayeeName} ₹10,000.00 for order ${ORDER_NO}`,
        }),
      ).toBeTruthy();
      const link = screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')!;
      expect(link).toBe(upiPaymentUri(DEFAULT_SHOP, ORDER_NO, 10_00_000));
      expect(link).toContain('am=10000.00');
      expect(link).toContain(`tr=${ORDER_NO}`);
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/order/5']);
    });

    it('says when it is paid in full, and shows no QR', async () => {
      stubOrder({ amountPaise: 14_86_800, paidPaise: 14_86_800 });
      renderPage(`/payment-method?order=${ORDER_NO}`);
      expect(await screen.findByText(BILLING_MSG.paidInFull)).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull();
    });

    it("says 'Price on request' for an order without an amount, and the QR carries the number only", async () => {
      stubOrder({ amountPaise: null });
      renderPage(`/payment-method?order=${ORDER_NO}`);
      expect(await screen.findByText(PRICING_MSG.priceOnRequest)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
        upiPaymentUri(DEFAULT_SHOP, ORDER_NO),
      );
    });

    it("takes no amount for a number that is not one of the customer's orders", async () => {
      stubOrder(null);
      renderPage(`/payment-method?order=${ORDER_NO}`);
      expect(await screen.findByRole('link', { name: 'My Orders' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(
        upiPaymentUri(DEFAULT_SHOP, ORDER_NO),
      );
    });

    it('takes no amount from an order whose number differs from the one asked for', async () => {
      stubOrder({ Order_No: 'SC250615-00005', amountPaise: 14_86_800 });
      renderPage(`/payment-method?order=${ORDER_NO}`);
      expect(await screen.findByRole('link', { name: 'My Orders' })).toBeTruthy();
      expect(screen.queryByText('Amount to pay')).toBeNull();
    });
  });
});
