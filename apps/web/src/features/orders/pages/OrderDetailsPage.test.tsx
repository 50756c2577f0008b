// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
import { authStore } from '../../../lib/auth-store';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { aBilling, aHistoryEntry, anAmount, aPayment } from '../../../testing/billing';
import { captureDownloads, fileResponse, pdfResponse } from '../../../testing/downloads';
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
    expect(terms).toEqual([
      'Material',
      'Thickness',
      'Finish',
      'Quantity',
      'Width (a)',
      'Height (b)',
      'Overall size',
      'Weight each',
      'Total weight',
    ]);
    expect(within(item).getByText('250 mm')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Rectangle plate, 250 × 120 mm' })).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Attachment of Rectangle plate' }).getAttribute('src')).toBe(
      '/api/files/abc?exp=1&sig=x',
    );

    expect(screen.getByText(ORDER_MSG.cancelViaChat)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/chats?order=5');
    expect(screen.getByRole('img', { name: /UPI QR code .* for order SC250614-00005/ })).toBeTruthy();
  });

  it('shows the dispatch tier and the date it is dispatched by', async () => {
    stubFetch(() => json(200, { order: anOrder({ lead_time: 'express', dispatch_by: '2026-12-01' }), items: [] }));
    renderPage();
    const term = await screen.findByText('Dispatch', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('Express, by Tue, 1 Dec 2026');
  });

  it('shows an order placed before dispatch dates as standard, without a date', async () => {
    stubFetch(() => json(200, { order: anOrder({ dispatch_by: null }), items: [] }));
    renderPage();
    const term = await screen.findByText('Dispatch', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('Standard');
  });

  it('shows the PO number, the courier and tracking number, and a link to track the parcel in a new tab', async () => {
    const sent = anOrder({
      ...dispatched,
      po_number: 'PO/2026-114',
      courier: 'Delhivery',
      tracking_number: 'AB-1234',
      tracking_url: 'https://www.delhivery.com/track/package/AB-1234',
    });
    stubFetch(() => json(200, { order: sent, items: [anOrderItem()] }));
    renderPage();

    expect(await screen.findByText('PO/2026-114')).toBeTruthy();
    expect(screen.getByText('Delhivery')).toBeTruthy();
    expect(screen.getByText('AB-1234')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Track your parcel' });
    expect(link.getAttribute('href')).toBe('https://www.delhivery.com/track/package/AB-1234');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('shows no tracking before the shop gives it', async () => {
    stubFetch(() => json(200, { order: dispatched, items: [anOrderItem()] }));
    renderPage();
    expect(await screen.findByText('Dispatched on')).toBeTruthy();
    expect(screen.queryByText('Courier')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Track your parcel' })).toBeNull();
  });

  it("saves each part's DXF and the drawing sent with it", async () => {
    const saved = captureDownloads();
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/part.dxf')) return fileResponse('SC250614-00005-2-ring.dxf', 'application/dxf');
      if (url.startsWith('/api/files/')) return fileResponse('washer.png', 'image/png');
      return json(200, {
        order: anOrder(),
        items: [anOrderItem(), anOrderItem({ id: 12, image_path: 'files/def?exp=1&sig=y' })],
      });
    });
    const { user } = renderPage();

    const second = await screen.findByRole('article', { name: '2. Rectangle plate' });
    await user.click(within(second).getByRole('button', { name: 'Download DXF' }));
    await user.click(within(second).getByRole('button', { name: 'Download the attachment of 2. Rectangle plate' }));

    await waitFor(() =>
      expect(saved.map((file) => file.download)).toEqual(['SC250614-00005-2-ring.dxf', 'washer.png']),
    );
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/order/5/items/12/part.dxf');
    expect(urls).toContain('/api/files/def');
    const first = screen.getByRole('article', { name: '1. Rectangle plate' });
    expect(within(first).getByRole('button', { name: 'Download DXF' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /attachment/ })).toBeNull();
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

  describe('money', () => {
    // Quoted ₹2,000 + 18% GST = ₹2,360; ₹500 paid, so ₹1,860 is due.
    const quoted = anOrder({ amountPaise: 2_36_000, paidPaise: 50_000, paymentStatus: 'part-paid' });
    const billing = aBilling({
      estimate: anAmount(),
      quote: anAmount({
        kind: 'quote',
        subtotalPaise: 2_00_000,
        cgstPaise: 18_000,
        sgstPaise: 18_000,
        totalPaise: 2_36_000,
        note: 'Includes edge polishing',
        createdAt: '2025-06-15T05:00:00.000Z',
      }),
      payments: [aPayment()],
      paidPaise: 50_000,
      paymentStatus: 'part-paid',
      history: [
        aHistoryEntry(),
        aHistoryEntry({
          at: '2025-06-15T05:00:00.000Z',
          by: 'Shop Admin',
          kind: 'quote',
          text: 'Quote ₹2,360.00 incl. GST',
        }),
        aHistoryEntry({
          at: '2025-06-15T06:00:00.000Z',
          by: 'Shop Admin',
          kind: 'payment',
          text: 'Payment ₹500.00 received on 2025-06-15 (UPI ref UPI123456789)',
        }),
      ],
    });

    function figures() {
      const card = screen.getByRole('region', { name: 'Pay for this order' });
      return { card, text: card.textContent ?? '' };
    }

    it('shows the quote with its GST split, what is paid and due, and a QR for the amount due', async () => {
      stubFetch(() => json(200, { order: quoted, items: [anOrderItem()], billing }));
      renderPage();

      await screen.findByRole('heading', { name: 'Order SC250614-00005' });
      const { card, text } = figures();
      expect(within(card).getByText('Part-paid').closest('[data-status]')?.getAttribute('data-status')).toBe(
        'part-paid',
      );
      expect(within(card).getByText('Quote of 15 June 2025')).toBeTruthy();
      for (const figure of ['Taxable value₹2,000.00', 'CGST (9%)₹180.00', 'SGST (9%)₹180.00', 'Total₹2,360.00']) {
        expect(text).toContain(figure);
      }
      expect(within(card).getByText('Includes edge polishing')).toBeTruthy();
      expect(text).toContain('Paid₹500.00');
      expect(text).toContain('Balance due₹1,860.00');

      const pay = within(card).getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')!;
      const query = new URLSearchParams(pay.slice(pay.indexOf('?')));
      expect(query.get('am')).toBe('1860.00');
      expect(query.get('tr')).toBe('SC250614-00005');
      expect(within(card).getByRole('img', { name: /₹1,860\.00 for order SC250614-00005/ })).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Upload payment screenshot' }).getAttribute('href')).toBe(
        '/chats?order=5',
      );
    });

    it('lists what happened to the order, oldest first', async () => {
      stubFetch(() => json(200, { order: quoted, items: [anOrderItem()], billing }));
      renderPage();

      const history = await screen.findByRole('list', { name: 'History' });
      const entries = within(history).getAllByRole('listitem');
      expect(entries.map((entry) => entry.dataset.kind)).toEqual(['placed', 'quote', 'payment']);
      expect(within(entries[1]!).getByText('Quote ₹2,360.00 incl. GST')).toBeTruthy();
      expect(entries[1]!.textContent).toMatch(/15 June 2025(,| at) 10:30\sam · Shop Admin/i);
    });

    it("says 'Price on request' and offers no invoice while the order has no amount", async () => {
      stubFetch(() => json(200, { order: anOrder(), items: [anOrderItem()], billing: aBilling() }));
      renderPage();

      await screen.findByRole('heading', { name: 'Order SC250614-00005' });
      const { card } = figures();
      expect(within(card).getByText(PRICING_MSG.priceOnRequest)).toBeTruthy();
      expect(within(card).getByText('Unpaid')).toBeTruthy();
      const invoice = within(card).getByRole('button', { name: 'Download invoice' }) as HTMLButtonElement;
      expect(invoice.disabled).toBe(true);
      expect(invoice.getAttribute('aria-describedby')).toBe('invoice-hint-5');
      expect(document.getElementById('invoice-hint-5')?.textContent).toBe(BILLING_MSG.noAmountYet);
      // No amount: the QR carries only the order number.
      const pay = within(card).getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')!;
      expect(pay).not.toContain('am=');
    });

    it('downloads the invoice with the sign-in token', async () => {
      const saved = captureDownloads();
      const fetchMock = stubFetch((url) =>
        url === '/api/order/5/invoice.pdf' ? pdfResponse() : json(200, { order: quoted, items: [], billing }),
      );
      const { user } = renderPage();

      await user.click(await screen.findByRole('button', { name: 'Download invoice' }));

      await waitFor(() =>
        expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'Proforma-SC250614-00005.pdf' }]),
      );
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/order/5/invoice.pdf')!;
      expect((call[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
    });

    it("shows the server's reason when there is no invoice to give", async () => {
      captureDownloads();
      stubFetch((url) =>
        url === '/api/order/5/invoice.pdf'
          ? json(409, { message: BILLING_MSG.noAmountYet, code: 'CONFLICT' })
          : json(200, { order: quoted, items: [], billing }),
      );
      const { user } = renderPage();

      await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
      expect(await screen.findByText(BILLING_MSG.noAmountYet)).toBeTruthy();
    });

    it('shows the refund due when paid past the amount, and says the shop will pay it back', async () => {
      const overpaid = { ...quoted, paidPaise: 2_50_000, paymentStatus: 'paid' as const };
      stubFetch(() =>
        json(200, {
          order: overpaid,
          items: [],
          billing: { ...billing, paidPaise: 2_50_000, paymentStatus: 'paid', refundDuePaise: 14_000 },
        }),
      );
      renderPage();

      await screen.findByRole('heading', { name: 'Order SC250614-00005' });
      const { card, text } = figures();
      expect(text).toContain('Paid₹2,500.00');
      expect(text).toContain('Refund due₹140.00');
      expect(within(card).getByText(BILLING_MSG.refundDueNote)).toBeTruthy();
      expect(within(card).getByText('Paid in full. Thank you!')).toBeTruthy();
    });

    it('thanks the customer instead of showing the QR once paid in full', async () => {
      const paid = { ...quoted, paidPaise: 2_36_000, paymentStatus: 'paid' as const };
      stubFetch(() => json(200, { order: paid, items: [], billing: { ...billing, paymentStatus: 'paid' } }));
      renderPage();

      await screen.findByRole('heading', { name: 'Order SC250614-00005' });
      const { card, text } = figures();
      expect(within(card).getByText('Paid in full. Thank you!')).toBeTruthy();
      expect(within(card).queryByRole('img', { name: /UPI QR code/ })).toBeNull();
      expect(text).toContain('Balance due₹0.00');
    });
  });

  it('lists the order’s credit notes, each with its PDF fetched with the sign-in token', async () => {
    const saved = captureDownloads();
    const note = {
      id: 3,
      number: 'CN/26-27/00001',
      issuedAt: '2026-11-13T06:00:00.000Z',
      totalPaise: 1_18_000,
      against: 'SC/26-27/00004',
      reason: RETURNS_MSG.cancelledReason,
    };
    const fetchMock = stubFetch((url) =>
      url === '/api/credit-notes?orderId=5'
        ? json(200, { creditNotes: [note] })
        : url === '/api/credit-notes/3/credit-note.pdf'
          ? pdfResponse('Credit-Note-CN-26-27-00001.pdf')
          : json(200, { order: anOrder({ status: 'Cancelled' }), items: [] }),
    );
    const { user } = renderPage();

    const card = await screen.findByRole('region', { name: RETURNS_MSG.creditNotesTitle });
    expect(card.textContent).toContain('CN/26-27/00001 · ₹1,180.00');
    expect(card.textContent).toContain(RETURNS_MSG.creditNoteLine('SC/26-27/00004', RETURNS_MSG.cancelledReason));
    await user.click(within(card).getByRole('button', { name: RETURNS_MSG.creditNotePdf('CN/26-27/00001') }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'Credit-Note-CN-26-27-00001.pdf' }]),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/credit-notes/3/credit-note.pdf')!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('shows no credit notes card for an order without any', async () => {
    stubFetch((url) =>
      url === '/api/credit-notes?orderId=5'
        ? json(200, { creditNotes: [] })
        : json(200, { order: anOrder(), items: [] }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Order SC250614-00005' });
    await waitFor(() => expect(screen.queryByRole('region', { name: RETURNS_MSG.creditNotesTitle })).toBeNull());
    expect(screen.queryByText(RETURNS_MSG.creditNotesTitle)).toBeNull();
  });
});
