// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { todayIst } from '../../../../lib/dates';
import { authStore } from '../../../../lib/auth-store';
import { adminOrderDetail, stubAdminOrderApi } from '../../../../testing/admin-order';
import { aBilling, anAmount, aPayment } from '../../../../testing/billing';
import { json, sentBodies } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { anOrder } from '../../../../testing/orders';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminOrderDetailsPage from './AdminOrderDetailsPage';

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));

function renderPage() {
  return renderWithProviders(<AdminOrderDetailsPage />, {
    route: '/admin/ordersDetails/5',
    path: '/admin/ordersDetails/:orderId',
  });
}

const region = (name: string) => screen.getByRole('region', { name });
/** Pastes into a field, as from the UPI app's copied text: one event, not one per key. */
async function paste(user: ReturnType<typeof renderPage>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const keyOf = (fetchMock: ReturnType<typeof stubAdminOrderApi>, url: string, nth: number) => {
  const [, init] = fetchMock.mock.calls.filter(([input]) => String(input) === url)[nth]!;
  return (init?.headers as Record<string, string>)['Idempotency-Key'];
};

// ₹1,180.00 due (₹1,000 + 18% GST); ₹1,000.00 paid already.
const estimate = anAmount();
const partPaid = anOrder({ order_type: 2, amountPaise: 1_18_000, paidPaise: 1_00_000, paymentStatus: 'part-paid' });
const partBilling = aBilling({ estimate, payments: [aPayment({ amountPaise: 1_00_000 })], paidPaise: 1_00_000 });
// Then ₹500.00 more, confirmed: ₹320.00 due back.
const overpaid = { ...partPaid, paidPaise: 1_50_000, paymentStatus: 'paid' as const };
const overpaidBilling = aBilling({
  estimate,
  payments: [aPayment({ amountPaise: 1_00_000 }), aPayment({ id: 2, amountPaise: 50_000, reference: 'UPI500' })],
  paidPaise: 1_50_000,
  paymentStatus: 'paid',
  refundDuePaise: 32_000,
});
const overpaymentRefusal = () =>
  json(409, { code: 'OVERPAYMENT', message: BILLING_MSG.overpayment(1_50_000, 1_18_000) });

describe('AdminOrderDetailsPage: an overpayment', () => {
  it('asks before recording a payment past the amount due, then sends it again confirmed', async () => {
    const fetchMock = stubAdminOrderApi({
      order: partPaid,
      billing: partBilling,
      handle: (url, init) => {
        if (url !== '/api/admin/orders/5/payments' || init.method !== 'POST') return undefined;
        const body = JSON.parse(String(init.body));
        if (!body.confirmOverpayment) return overpaymentRefusal();
        return json(201, {
          order: overpaid,
          items: adminOrderDetail.items,
          billing: overpaidBilling,
          message: BILLING_MSG.paymentRecorded,
        });
      },
    });
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Record payment' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe('180.00');
    await user.clear(amount);
    await paste(user, amount, '500');
    await paste(user, within(form).getByRole('textbox', { name: 'UPI reference' }), 'UPI500');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record an overpayment of ₹320.00?' });
    expect(within(dialog).getByText(BILLING_MSG.overpayment(1_50_000, 1_18_000))).toBeTruthy();
    // The refusal is a question, not an error.
    expect(screen.queryByText(BILLING_MSG.paymentFailed)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Record overpayment' }));

    expect(await screen.findByText(BILLING_MSG.paymentRecorded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const payment = { amountPaise: 50_000, reference: 'UPI500', paidOn: todayIst() };
    expect(sentBodies(fetchMock, '/api/admin/orders/5/payments')).toEqual([
      payment,
      { ...payment, confirmOverpayment: true },
    ]);
    expect(keyOf(fetchMock, '/api/admin/orders/5/payments', 1)).toMatch(/^[0-9a-f]{32}$/);
    expect(region('Payment').textContent).toContain('Refund due₹320.00');
  });

  it('records nothing when the admin cancels', async () => {
    const fetchMock = stubAdminOrderApi({
      order: partPaid,
      billing: partBilling,
      handle: (url, init) =>
        url === '/api/admin/orders/5/payments' && init.method === 'POST' ? overpaymentRefusal() : undefined,
    });
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Record payment' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await paste(user, amount, '500');
    await paste(user, within(form).getByRole('textbox', { name: 'UPI reference' }), 'UPI500');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: /Record an overpayment/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, '/api/admin/orders/5/payments')).toHaveLength(1);
    expect((amount as HTMLInputElement).value).toBe('500');
  });
});

describe('AdminOrderDetailsPage: refunds', () => {
  it('shows the refund due and records a refund of it: rupees to paise, today in India, with a key', async () => {
    const refunded = aPayment({ id: 3, kind: 'refund', amountPaise: 32_000, reference: 'RFD320', paidOn: todayIst() });
    const fetchMock = stubAdminOrderApi({
      order: overpaid,
      billing: overpaidBilling,
      handle: (url, init) =>
        url === '/api/admin/orders/5/refunds' && init.method === 'POST'
          ? json(201, {
              order: { ...overpaid, paidPaise: 1_18_000 },
              items: adminOrderDetail.items,
              billing: { ...overpaidBilling, payments: [...overpaidBilling.payments, refunded], refundDuePaise: 0 },
              message: BILLING_MSG.refundRecorded,
            })
          : undefined,
    });
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Record refund' });
    expect(region('Payment').textContent).toContain('Refund due₹320.00');
    expect((within(form).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('320.00');
    expect((within(form).getByLabelText(/Date paid back/) as HTMLInputElement).value).toBe(todayIst());
    await paste(user, within(form).getByRole('textbox', { name: 'UPI reference' }), 'RFD320');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));

    expect(await screen.findByText(BILLING_MSG.refundRecorded)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/refunds')).toEqual([
      { amountPaise: 32_000, reference: 'RFD320', paidOn: todayIst() },
    ]);
    expect(keyOf(fetchMock, '/api/admin/orders/5/refunds', 0)).toMatch(/^[0-9a-f]{32}$/);
    // Nothing due back now: no refund form, no refund due line; the refund is listed as one.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record refund' })).toBeNull());
    expect(region('Payment').textContent).not.toContain('Refund due');
    const rows = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Refund')).toBeTruthy();
    expect(rows[2]!.textContent).toContain(`UPI ref RFD320 · paid back on`);
    expect(within(rows[2]!).getByRole('button', { name: 'Void refund of ₹320.00 (UPI ref RFD320)' })).toBeTruthy();
  });

  it('says what is wrong before sending, and shows the server’s refusal', async () => {
    const fetchMock = stubAdminOrderApi({
      order: overpaid,
      billing: overpaidBilling,
      handle: (url, init) =>
        url === '/api/admin/orders/5/refunds' && init.method === 'POST'
          ? json(409, { code: 'CONFLICT', message: BILLING_MSG.refundTooLarge(32_000) })
          : undefined,
    });
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Record refund' });
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText(BILLING_MSG.referenceRequired)).toBeTruthy();
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText(BILLING_MSG.amountPositive)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/refunds')).toEqual([]);

    await paste(user, amount, '400');
    await paste(user, within(form).getByRole('textbox', { name: 'UPI reference' }), 'RFD400');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText(BILLING_MSG.refundTooLarge(32_000))).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/refunds')).toHaveLength(1);
  });

  it('offers no refund form while nothing is due back', async () => {
    stubAdminOrderApi({ order: partPaid, billing: partBilling });
    renderPage();

    await screen.findByRole('form', { name: 'Record payment' });
    expect(screen.queryByRole('form', { name: 'Record refund' })).toBeNull();
    expect(region('Payment').textContent).not.toContain('Refund due');
  });

  it('voids a refund with its own words', async () => {
    const refund = aPayment({ id: 3, kind: 'refund', amountPaise: 32_000, reference: 'RFD320' });
    stubAdminOrderApi({
      order: { ...overpaid, paidPaise: 1_18_000 },
      billing: { ...overpaidBilling, payments: [...overpaidBilling.payments, refund], refundDuePaise: 0 },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Void refund of ₹320.00 (UPI ref RFD320)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void refund' });
    expect(dialog.textContent).toContain(BILLING_MSG.refundVoidExplained);
  });
});
