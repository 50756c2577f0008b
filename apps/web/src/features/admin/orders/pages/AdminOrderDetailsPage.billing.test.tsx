// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { todayIst } from '../../../../lib/dates';
import { authStore } from '../../../../lib/auth-store';
import { adminOrderDetail, stubAdminOrderApi } from '../../../../testing/admin-order';
import { aBilling, aHistoryEntry, anAmount, aPayment } from '../../../../testing/billing';
import { aMessage } from '../../../../testing/chat';
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

describe('AdminOrderDetailsPage: money', () => {
  // The estimate the customer saw: ₹999.99 of parts + ₹0.01 minimum top-up, 18% GST.
  const estimate = anAmount({
    lines: [{ weightKg: 0.47, cutLengthMm: 740, pierces: 0, unitPaise: 33_333, linePaise: 99_999, discountPercent: 0 }],
  });
  const quotedBilling = aBilling({ estimate, paidPaise: 50_000, paymentStatus: 'part-paid', payments: [aPayment()] });
  const estimated = anOrder({ order_type: 2, amountPaise: 1_18_000 });
  const partPaid = anOrder({ order_type: 2, amountPaise: 1_18_000, paidPaise: 50_000, paymentStatus: 'part-paid' });
  const screenshot = aMessage({
    id: 70,
    sender_id: 7,
    receiver_id: 1,
    sender_name: 'Asha Kumar',
    message: 'Paid, screenshot attached',
    order_id: 5,
    order_no: 'SC250614-00005',
    attachment_path: 'files/9?exp=1&sig=x',
    attachment: {
      path: 'files/9?exp=1&sig=x',
      name: 'gpay.png',
      type: 'image/png',
      size: 2048,
      thumbnail_path: null,
    },
  });

  const region = (name: string) => screen.getByRole('region', { name });
  const text = (name: string) => region(name).textContent ?? '';

  it('shows the estimate as the customer saw it, the payments, a summary and the history', async () => {
    const voided = aPayment({
      id: 2,
      amountPaise: 20_000,
      reference: 'UPI000111',
      voidedAt: '2025-06-16T05:00:00.000Z',
      voidReason: 'Entered twice',
    });
    const billing = {
      ...quotedBilling,
      payments: [aPayment(), voided],
      history: [aHistoryEntry(), aHistoryEntry({ kind: 'estimate', text: 'Estimate ₹1,180.00 incl. GST' })],
    };
    stubAdminOrderApi({ order: partPaid, billing });
    renderPage();

    const estimateCard = await screen.findByRole('region', { name: 'Estimate' });
    expect(within(estimateCard).getByText('1. Rectangle plate')).toBeTruthy();
    expect(within(estimateCard).getByText('3 × ₹333.33')).toBeTruthy();
    for (const figure of [
      '₹999.99',
      'Minimum order top-up₹0.01',
      'Taxable value₹1,000.00',
      'CGST (9%)₹90.00',
      'Total₹1,180.00',
    ]) {
      expect(text('Estimate')).toContain(figure);
    }

    const payments = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(payments).toHaveLength(2);
    expect(payments[0]!.textContent).toContain('UPI ref UPI123456789 · paid on 15 June 2025');
    expect(
      within(payments[0]!).getByRole('button', { name: 'Void payment of ₹500.00 (UPI ref UPI123456789)' }),
    ).toBeTruthy();
    expect(within(payments[1]!).getByText('Voided')).toBeTruthy();
    expect(within(payments[1]!).getByText('Voided on 16 June 2025: Entered twice')).toBeTruthy();
    expect(within(payments[1]!).queryByRole('button')).toBeNull();

    const summary = region('Payment');
    expect(within(summary).getByText('Part-paid')).toBeTruthy();
    expect(text('Payment')).toContain('Amount₹1,180.00');
    expect(text('Payment')).toContain('Balance due₹680.00');
    expect((within(summary).getByRole('button', { name: 'Download invoice' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    const history = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.dataset.kind)).toEqual(['placed', 'estimate']);
  });

  it('saves a quote in paise after showing the GST it adds for a delivery within the state', async () => {
    const quote = anAmount({
      kind: 'quote',
      subtotalPaise: 2_00_000,
      cgstPaise: 18_000,
      sgstPaise: 18_000,
      totalPaise: 2_36_000,
      note: 'Includes edge polishing',
    });
    const fetchMock = stubAdminOrderApi({
      order: estimated,
      billing: aBilling({ estimate }),
      handle: (url, init) =>
        init.method === 'PUT'
          ? json(200, {
              order: { ...estimated, amountPaise: 2_36_000 },
              items: adminOrderDetail.items,
              billing: aBilling({ estimate, quote }),
              message: BILLING_MSG.quoteSaved,
            })
          : undefined,
    });
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Quote' });
    const taxable = within(form).getByRole('textbox', { name: 'Taxable value' });
    expect((taxable as HTMLInputElement).value).toBe('1000.00');
    await user.clear(taxable);
    await user.type(taxable, '2000');
    const preview = await within(form).findByRole('region', { name: 'With GST' });
    expect(preview.textContent).toBe('CGST (9%)₹180.00SGST (9%)₹180.00Total₹2,360.00');
    await user.type(
      within(form).getByRole('textbox', { name: 'Note to the customer (optional)' }),
      'Includes edge polishing',
    );
    await user.click(within(form).getByRole('button', { name: 'Save quote' }));

    expect(await screen.findByText(BILLING_MSG.quoteSaved)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/quote')).toEqual([
      { subtotalPaise: 2_00_000, note: 'Includes edge polishing' },
    ]);
    await waitFor(() => expect(text('Quote')).toContain('Total₹2,360.00'));
    expect(text('Payment')).toContain('Amount₹2,360.00');
  });

  it('shows IGST for a delivery to another state', async () => {
    stubAdminOrderApi({
      order: anOrder({ order_type: 2, state: 'Karnataka', postal_code: '560001' }),
      billing: aBilling({ estimate }),
    });
    renderPage();

    const preview = await screen.findByRole('region', { name: 'With GST' });
    expect(preview.textContent).toBe('IGST (18%)₹180.00Total₹1,180.00');
  });

  it('says what is wrong with the taxable value and sends nothing', async () => {
    const fetchMock = stubAdminOrderApi();
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Quote' });
    await user.type(within(form).getByRole('textbox', { name: 'Taxable value' }), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save quote' }));

    expect(await within(form).findByText(BILLING_MSG.subtotalPositive)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/quote')).toEqual([]);
  });

  it("warns that quoting needs the shop's rates and keeps Save off", async () => {
    stubAdminOrderApi({ pricing: null });
    renderPage();

    const form = await screen.findByRole('form', { name: 'Quote' });
    expect(await within(form).findByText(BILLING_MSG.quoteNeedsRates)).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Save quote' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server message when the quote is refused', async () => {
    stubAdminOrderApi({
      billing: aBilling({ estimate }),
      handle: (url, init) =>
        init.method === 'PUT' ? json(409, { message: BILLING_MSG.quoteNeedsRates, code: 'CONFLICT' }) : undefined,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Save quote' }));
    expect(await screen.findByText(BILLING_MSG.quoteNeedsRates)).toBeTruthy();
  });

  it('records a payment: rupees to paise, today in India, the screenshot message', async () => {
    const recorded = aPayment({ reference: 'UPI998877', paidOn: todayIst(), messageId: 70 });
    const fetchMock = stubAdminOrderApi({
      order: estimated,
      billing: aBilling({ estimate }),
      messages: [screenshot],
      handle: (url, init) =>
        url === '/api/admin/orders/5/payments' && init.method === 'POST'
          ? json(201, {
              order: partPaid,
              items: adminOrderDetail.items,
              billing: { ...quotedBilling, payments: [recorded] },
              message: BILLING_MSG.paymentRecorded,
            })
          : undefined,
    });
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Record payment' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe('1180.00');
    expect((within(form).getByLabelText(/Date paid/) as HTMLInputElement).value).toBe(todayIst());
    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(within(form).getByRole('textbox', { name: 'UPI reference' }), 'UPI998877');
    await user.click(within(form).getByRole('combobox', { name: 'Screenshot message (optional)' }));
    await user.click(await screen.findByRole('option', { name: /gpay\.png/ }));
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText(BILLING_MSG.paymentRecorded)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/payments')).toEqual([
      { amountPaise: 50_000, reference: 'UPI998877', paidOn: todayIst(), messageId: 70 },
    ]);
    // With a key, so that a retry after a lost answer records it once (the server keeps the key).
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/admin/orders/5/payments')!;
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    const row = within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem');
    // The screenshot downloads with the sign-in token (its signed path lasts minutes).
    expect(within(row).getByRole('button', { name: 'Screenshot' })).toBeTruthy();
    // The form starts again at what is now due.
    await waitFor(() => expect(amount.value).toBe('680.00'));
  });

  it('refuses a payment without a UPI reference', async () => {
    const fetchMock = stubAdminOrderApi({ order: estimated });
    const { user } = renderPage();

    const form = await screen.findByRole('form', { name: 'Record payment' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    expect(await within(form).findByText(BILLING_MSG.referenceRequired)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/payments')).toEqual([]);
  });

  it('voids a payment once a reason is given', async () => {
    const voided = aPayment({ voidedAt: '2025-06-16T05:00:00.000Z', voidReason: 'Entered twice' });
    const fetchMock = stubAdminOrderApi({
      order: partPaid,
      billing: quotedBilling,
      handle: (url) =>
        url === '/api/admin/orders/5/payments/1/void'
          ? json(200, {
              order: estimated,
              items: adminOrderDetail.items,
              billing: { ...quotedBilling, payments: [voided], paidPaise: 0, paymentStatus: 'unpaid' },
              message: BILLING_MSG.paymentVoided,
            })
          : undefined,
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Void payment of ₹500.00 (UPI ref UPI123456789)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText(BILLING_MSG.voidReason)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/payments/1/void')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));

    expect(await screen.findByText(BILLING_MSG.paymentVoided)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/orders/5/payments/1/void')).toEqual([{ reason: 'Entered twice' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(screen.getByRole('list', { name: 'Payments' })).getByRole('listitem');
    expect(within(row).getByText('Voided')).toBeTruthy();
    expect(within(region('Payment')).getByText('Unpaid')).toBeTruthy();
  });
});
