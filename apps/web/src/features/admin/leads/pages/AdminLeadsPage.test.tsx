// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { anOrder } from '../../../../testing/orders';
import { captureDownloads, csvResponse } from '../../../../testing/downloads';
import { stubPhoneScreen } from '../../../../testing/media';
import { admin } from '../../../../testing/users';
import AdminLeadsPage from './AdminLeadsPage';

const aLead = (overrides: Partial<OrderView> = {}) =>
  anOrder({ order_date: '2025-06-13T19:00:00.000Z', total_qty: 4, address_line2: '', ...overrides });

const page = (orders: OrderView[], total = orders.length, current = 1) =>
  json(200, { orders, total, totalPages: Math.ceil(total / 50), page: current, limit: 50 });
const leadsUrl = (pageNo: number, search = '') =>
  `/api/admin/ordersTable?page=${pageNo}&limit=50&search=${search}&status=All&orderType=1`;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  authStore.signIn(admin, jwtExpiringIn(900));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

function renderPage(route = '/admin/lead') {
  return renderWithProviders(<AdminLeadsPage />, { route, path: '/admin/lead' });
}

function calledUrls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

function bodyCells() {
  const rows = within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row');
  return rows.slice(1).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

describe('AdminLeadsPage', () => {
  it('asks for page 1 of the leads and shows each once, with its long US date', async () => {
    const fetchMock = stubFetch(() =>
      page([
        aLead(),
        aLead({ id: 9, Order_No: 'SC250614-00005' }),
        aLead({
          id: 8,
          Order_No: 'SC250615-00008',
          order_date: '',
          customer_phone: '',
          total_qty: 1,
          pieces: 2,
          amountPaise: 1_18_000,
          paidPaise: 1_18_000,
          paymentStatus: 'paid',
        }),
      ]),
    );
    renderPage();

    await screen.findByRole('table', { name: 'Leads' });
    expect(calledUrls(fetchMock)).toEqual([leadsUrl(1)]);
    expect(bodyCells()).toEqual([
      [
        '1',
        'SC250614-00005',
        'Asha Kumar',
        '9876543210asha@example.com',
        '4',
        '7',
        'June 14, 2025',
        '—',
        'Unpaid',
        'ViewConvert to Order',
      ],
      [
        '2',
        'SC250615-00008',
        'Asha Kumar',
        'asha@example.com',
        '1',
        '2',
        'N/A',
        '₹1,180.00',
        'Paid',
        'ViewConvert to Order',
      ],
    ]);
    expect(screen.getByText('Showing 1-2 of 3')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' }).textContent).toContain('Leads');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it("shows the item count and the pieces under SPEC's and our headers", async () => {
    stubFetch(() => page([aLead({ total_qty: 3, pieces: 120 })]));
    renderPage();

    const table = await screen.findByRole('table', { name: 'Leads' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(4, 6)).toEqual(['Quantity', 'Pieces']);
    expect(bodyCells()[0]!.slice(4, 6)).toEqual(['3', '120']);
  });

  it("opens a lead's page from its number and from View, and keeps Convert beside it", async () => {
    stubFetch(() => page([aLead()]));
    const { user, router } = renderPage();

    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(within(table).getByRole('link', { name: 'SC250614-00005' }).getAttribute('href')).toBe(
      '/admin/ordersDetails/5',
    );
    expect(within(table).getByRole('button', { name: 'Convert to Order' })).toBeTruthy();
    await user.click(within(table).getByRole('link', { name: 'View lead SC250614-00005' }));
    await waitFor(() => expect(router.location.pathname).toBe('/admin/ordersDetails/5'));
  });

  it('shows each lead as a card on a phone, with its pieces, View and Convert', async () => {
    stubPhoneScreen();
    stubFetch(() => page([aLead({ pieces: 12 })]));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(card!.textContent).toContain('Pieces12');
    expect(within(card!).getByRole('link', { name: 'SC250614-00005' })).toBeTruthy();
    expect(within(card!).getByRole('link', { name: 'View lead SC250614-00005' })).toBeTruthy();
    expect(within(card!).getByRole('button', { name: 'Convert to Order' })).toBeTruthy();
  });

  it('exports the leads the search matches as CSV, with the sign-in token', async () => {
    const saved = captureDownloads();
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/admin/orders/export.csv') ? csvResponse('leads-2025-06-14.csv') : page([aLead()]),
    );
    const { user } = renderPage('/admin/lead?search=asha&paymentStatus=unpaid');

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/1', download: 'leads-2025-06-14.csv' }]));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('export.csv'))!;
    expect(call[0]).toBe('/api/admin/orders/export.csv?orderType=1&search=asha&paymentStatus=unpaid');
    expect((call[1]!.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('says so in a toast when the export fails, and the button works again', async () => {
    captureDownloads();
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url) =>
      url.startsWith('/api/admin/orders/export.csv')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : page([aLead()]),
    );
    const { user } = renderPage();

    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    answer(json(500, {}));
    expect(await screen.findByText(CHAT_MSG.downloadFailed)).toBeTruthy();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('numbers the rows of a later page and labels the range', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('page=2') ? page([aLead({ id: 60 })], 51, 2) : page([aLead()], 51),
    );
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Showing 51-51 of 51')).toBeTruthy();
    expect(bodyCells()[0]![0]).toBe('51');
    expect(calledUrls(fetchMock)).toContain(leadsUrl(2));
  });

  it('searches 300 ms after the last keystroke and goes back to page 1', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => page([aLead()], 51));
    const { router } = renderPage('/admin/lead?page=2');
    await flush();
    expect(calledUrls(fetchMock)).toEqual([leadsUrl(2)]);

    const box = screen.getByRole('textbox', { name: 'Search leads' });
    fireEvent.change(box, { target: { value: 'as' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box, { target: { value: 'asha k' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(calledUrls(fetchMock)).toEqual([leadsUrl(2)]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(calledUrls(fetchMock)).toEqual([leadsUrl(2), leadsUrl(1, 'asha+k')]);
    expect(router.location.search).toBe('?search=asha+k');
  });

  it('applies the text at once on the search button, from any page', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => page([aLead()], 51));
    const { router } = renderPage('/admin/lead?page=2');
    await flush();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search leads' }), { target: { value: 'SC2506' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await flush();
    expect(calledUrls(fetchMock)).toEqual([leadsUrl(2), leadsUrl(1, 'SC2506')]);
    expect(router.location.search).toBe('?search=SC2506');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calledUrls(fetchMock)).toHaveLength(2);
  });

  it('applies the trimmed text at once when the form is submitted', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => page([aLead()]));
    renderPage();
    await flush();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search leads' }), { target: { value: ' asha ' } });
    fireEvent.submit(screen.getByRole('search'));
    await flush();
    expect(calledUrls(fetchMock)).toEqual([leadsUrl(1), leadsUrl(1, 'asha')]);
  });

  it('shows Clear only while searching, and clearing lists every lead again', async () => {
    const fetchMock = stubFetch(() => page([aLead()]));
    const { user, router } = renderPage('/admin/lead?search=asha');

    const box = await screen.findByRole('textbox', { name: 'Search leads' });
    expect((box as HTMLInputElement).value).toBe('asha');
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await waitFor(() => expect(router.location.search).toBe(''));
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await waitFor(() => expect(calledUrls(fetchMock)).toEqual([leadsUrl(1, 'asha'), leadsUrl(1)]));
  });

  it("says 'No orders found' when nothing matches", async () => {
    stubFetch(() => page([]));
    renderPage();
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('shows the server message when the list fails to load', async () => {
    stubFetch(() => json(500, {}));
    renderPage();
    expect(await screen.findByText('Unexpected error')).toBeTruthy();
  });

  it('shows that it is loading', () => {
    stubFetch(() => new Promise<Response>(() => undefined) as never);
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('converts a lead after confirmation and drops it from the list', async () => {
    let converted = false;
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'PUT') {
        converted = true;
        return json(200, { success: true, message: 'Order SC250614-00005 converted successfully!' });
      }
      return page(converted ? [] : [aLead()]);
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Convert to Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Conversion' });
    expect(dialog.textContent).toContain('Are you sure you want to convert this to Order?');
    expect(dialog.textContent).toContain('SC250614-00005');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));

    expect(await screen.findByText('Order SC250614-00005 converted successfully!')).toBeTruthy();
    expect(await screen.findByText('No orders found')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/api/order/5/convert');
    expect(put[1]?.body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does nothing on Cancel', async () => {
    const fetchMock = stubFetch(() => page([aLead()]));
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Convert to Order' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it.each([
    [
      'the server message',
      409,
      { message: 'This lead has already been converted to an order' },
      'This lead has already been converted to an order',
    ],
    ['the fallback', 500, {}, 'Failed to convert order'],
  ])('shows %s when the conversion fails', async (_case, status, body, message) => {
    stubFetch((_url, init) => (init.method === 'PUT' ? json(status, body) : page([aLead()])));
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Convert to Order' }));
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
