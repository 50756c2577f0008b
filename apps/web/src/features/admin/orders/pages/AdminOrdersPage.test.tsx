// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { authStore } from '../../../../lib/auth-store';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { captureDownloads, csvResponse } from '../../../../testing/downloads';
import { stubPhoneScreen } from '../../../../testing/media';
import { anOrder } from '../../../../testing/orders';
import { admin } from '../../../../testing/users';
import { ADMIN_ORDER_LABELS } from '../../shared/lib/order-labels';
import AdminOrdersPage from './AdminOrdersPage';

const aConvertedOrder = (overrides: Partial<OrderView> = {}) =>
  anOrder({
    id: 6,
    Order_No: 'SC250620-00006',
    order_date: '2025-06-20T04:30:00.000Z',
    status: 'Delivered',
    status_name: 'Delivered',
    order_type: 2,
    total_qty: 3,
    address_line2: '',
    ...overrides,
  });

const page = (orders: OrderView[], total = orders.length, current = 1, totalCapped = false) =>
  json(200, { orders, total, totalCapped, totalPages: Math.ceil(total / 50), page: current, limit: 50 });
const ordersUrl = ({ page = 1, search = '', status = 'All', payment = '', sort = 'dispatch' } = {}) =>
  `/api/admin/ordersTable?page=${page}&limit=50&search=${search}&status=${status}&orderType=2` +
  (payment && `&paymentStatus=${payment}`) +
  `&sort=${sort}`;

beforeEach(() => {
  authStore.signIn(admin, jwtExpiringIn(900));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

function renderPage(route = '/admin/orders') {
  return renderWithProviders(<AdminOrdersPage />, { route, path: '/admin/orders' });
}

const calledUrls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('AdminOrdersPage', () => {
  it('lists the orders (type 2) with status badges and a way into each', async () => {
    const fetchMock = stubFetch(() =>
      page([
        aConvertedOrder({ amountPaise: 12_34_567_89, paidPaise: 50_000, paymentStatus: 'part-paid' }),
        aConvertedOrder({ id: 4, Order_No: 'SC250610-00004', status: 'In-Progress', status_name: 'In-Progress' }),
      ]),
    );
    const { user, router } = renderPage();

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(calledUrls(fetchMock)).toEqual([ordersUrl()]);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'S.No',
      'Order No',
      'Customer Name',
      'Mobile / Email',
      'Quantity',
      'Pieces',
      'Date',
      'Dispatch by',
      'Amount',
      'Payment',
      'Status',
      'Action',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'SC250620-00006',
      'Asha Kumar',
      '9876543210asha@example.com',
      '3',
      '7',
      'June 20, 2025',
      'Thu, 19 Jun 2025',
      '₹12,34,567.89',
      'Part-paid',
      'Delivered',
      'View',
    ]);
    expect(within(rows[1]!).getByText('Part-paid').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'part-paid',
    );
    expect(within(rows[1]!).getByText('Delivered').dataset.tone).toBe('green');
    expect(within(rows[2]!).getByText('In-Progress').dataset.tone).toBe('blue');

    await user.click(screen.getByRole('link', { name: 'View order SC250610-00004' }));
    await waitFor(() => expect(router.location.pathname).toBe('/admin/ordersDetails/4'));
  });

  it('marks express orders with a chip, in the table and on a phone', async () => {
    const express = aConvertedOrder({ id: 8, Order_No: 'SC250620-00008', lead_time: 'express' });
    stubFetch(() => page([express, aConvertedOrder()]));
    const { unmount } = renderPage();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell')[1]!.textContent).toBe('SC250620-00008Express');
    expect(within(first!).getByText('Express').closest('[data-tier]')?.getAttribute('data-tier')).toBe('express');
    expect(within(second!).queryByText('Express')).toBeNull();
    unmount();

    stubPhoneScreen();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: '1. SC250620-00008 Express' })).toBeTruthy();
  });

  it('sorts by dispatch date unless the admin asks for the newest first, kept in the URL', async () => {
    const fetchMock = stubFetch(() => page([aConvertedOrder()], 51));
    const { user, router } = renderPage('/admin/orders?page=2');

    const sort = await screen.findByRole('combobox', { name: 'Sort' });
    expect(sort.textContent).toBe('Dispatch date');
    await user.click(sort);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Dispatch date',
      'Newest first',
    ]);
    await user.click(screen.getByRole('option', { name: 'Newest first' }));
    await waitFor(() => expect(router.location.search).toBe('?sort=newest'));
    await waitFor(() => expect(calledUrls(fetchMock)).toEqual([ordersUrl({ page: 2 }), ordersUrl({ sort: 'newest' })]));

    await user.click(screen.getByRole('combobox', { name: 'Sort' }));
    await user.click(screen.getByRole('option', { name: 'Dispatch date' }));
    await waitFor(() => expect(router.location.search).toBe(''));
  });

  it('marks the orders still to dispatch due today or late by the India date, in the table and on a phone', async () => {
    // 00:30 on 2 December in India, still 1 December in UTC: India's date decides.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T19:00:00Z'));
    const orders = [
      aConvertedOrder({ id: 1, Order_No: 'SC261125-00001', status: 'In-Progress', dispatch_by: '2026-12-01' }),
      aConvertedOrder({ id: 2, Order_No: 'SC261126-00002', status: 'Pending', dispatch_by: '2026-12-02' }),
      aConvertedOrder({ id: 3, Order_No: 'SC261127-00003', status: 'Pending', dispatch_by: '2026-12-03' }),
      aConvertedOrder({ id: 4, Order_No: 'SC261120-00004', status: 'Dispatched', dispatch_by: '2026-11-28' }),
      aConvertedOrder({ id: 5, Order_No: 'SC250101-00005', status: 'Pending', dispatch_by: null }),
    ];
    stubFetch(() => page(orders));
    const { unmount } = renderPage();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const dispatchCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[7]!);
    expect(dispatchCells.map((cell) => cell.textContent)).toEqual([
      'Tue, 1 Dec 2026Late',
      'Wed, 2 Dec 2026Due today',
      'Thu, 3 Dec 2026',
      'Sat, 28 Nov 2026',
      'N/A',
    ]);
    expect(dispatchCells.map((cell) => cell.querySelector('[data-mark]')?.getAttribute('data-mark') ?? null)).toEqual([
      'late',
      'due-today',
      null,
      null,
      null,
    ]);
    unmount();

    stubPhoneScreen();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Dispatch byTue, 1 Dec 2026Late');
    expect(cards[1]!.textContent).toContain('Dispatch byWed, 2 Dec 2026Due today');
    expect(cards[2]!.textContent).not.toMatch(/Late|Due today/);
  });

  it('sets express orders apart with a stripe at the start of their row and card', async () => {
    stubFetch(() =>
      page([aConvertedOrder({ id: 8, Order_No: 'SC250620-00008', lead_time: 'express' }), aConvertedOrder()]),
    );
    const { unmount } = renderPage();
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, express, standard] = within(table).getAllByRole('row');
    expect(express!.dataset.express).toBe('true');
    expect(standard!.dataset.express).toBeUndefined();
    unmount();

    stubPhoneScreen();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const [expressCard, standardCard] = within(list).getAllByRole('listitem');
    expect(expressCard!.querySelector('[data-express]')).not.toBeNull();
    expect(standardCard!.querySelector('[data-express]')).toBeNull();
  });

  it('filters by status from page 1', async () => {
    const fetchMock = stubFetch(() => page([aConvertedOrder()], 51));
    const { user, router } = renderPage('/admin/orders?page=2');

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Pending',
      'In-Progress',
      'Dispatched',
      'Delivered',
      'Cancelled',
    ]);
    await user.click(screen.getByRole('option', { name: 'Dispatched' }));

    await waitFor(() => expect(router.location.search).toBe('?status=Dispatched'));
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toEqual([ordersUrl({ page: 2 }), ordersUrl({ status: 'Dispatched' })]),
    );
  });

  it('filters by payment status from page 1, beside the status filter, and keeps it in the URL', async () => {
    const fetchMock = stubFetch(() => page([aConvertedOrder()], 51));
    const { user, router } = renderPage('/admin/orders?page=2&status=Delivered');

    await user.click(await screen.findByRole('combobox', { name: 'Payment' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Unpaid',
      'Part-paid',
      'Paid',
    ]);
    await user.click(screen.getByRole('option', { name: 'Part-paid' }));

    await waitFor(() => expect(router.location.search).toBe('?status=Delivered&paymentStatus=part-paid'));
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toEqual([
        ordersUrl({ page: 2, status: 'Delivered' }),
        ordersUrl({ status: 'Delivered', payment: 'part-paid' }),
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Payment' }).textContent).toBe('Part-paid');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Payment' }).textContent).toBe('All');
  });

  it('shows one card per order on a phone, with its amount and payment status', async () => {
    stubPhoneScreen();
    stubFetch(() => page([aConvertedOrder({ amountPaise: 1_18_000, paymentStatus: 'unpaid' })]));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: '1. SC250620-00006' })).toBeTruthy();
    expect(card!.textContent).toContain('Amount₹1,180.00');
    expect(card!.textContent).toContain('Quantity3Pieces7');
    expect(within(card!).getByText('Unpaid')).toBeTruthy();
    expect(within(card!).getByText('Delivered').dataset.tone).toBe('green');
    expect(within(card!).getByRole('link', { name: 'View order SC250620-00006' })).toBeTruthy();
  });

  it('exports what the table shows: the search, status and payment filters of the orders', async () => {
    const saved = captureDownloads();
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/admin/orders/export.csv') ? csvResponse('orders.csv') : page([aConvertedOrder()]),
    );
    const { user } = renderPage('/admin/orders?search=SC2506&status=Dispatched&paymentStatus=part-paid');

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['orders.csv']));
    expect(calledUrls(fetchMock).filter((url) => url.includes('export.csv'))).toEqual([
      '/api/admin/orders/export.csv?orderType=2&search=SC2506&status=Dispatched&paymentStatus=part-paid',
    ]);
  });

  it('debounces the search and keeps the status filter', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => page([aConvertedOrder()]));
    renderPage('/admin/orders?status=Pending');
    await act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search orders' }), { target: { value: '98765' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(calledUrls(fetchMock)).toEqual([ordersUrl({ status: 'Pending' })]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calledUrls(fetchMock)).toEqual([
      ordersUrl({ status: 'Pending' }),
      ordersUrl({ search: '98765', status: 'Pending' }),
    ]);
  });

  it('clears the search and the status filter together', async () => {
    const fetchMock = stubFetch(() => page([aConvertedOrder()]));
    const { user, router } = renderPage('/admin/orders?status=Cancelled');

    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await waitFor(() => expect(calledUrls(fetchMock)).toEqual([ordersUrl({ status: 'Cancelled' }), ordersUrl()]));
  });

  it("says 'No orders found' and offers the first page when a later page is empty", async () => {
    stubFetch((url) => (url.includes('page=3') ? page([], 51, 3) : page([aConvertedOrder()], 51)));
    const { user, router } = renderPage('/admin/orders?page=3');

    expect(await screen.findByText('No orders found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(router.location.search).toBe(''));
    expect(await screen.findByText('Showing 1-1 of 51')).toBeTruthy();
  });

  it('says a broad search matched more than it counted', async () => {
    stubFetch(() => page([aConvertedOrder()], 1000, 1, true));
    renderPage('/admin/orders?search=kumar');
    expect(await screen.findByText('Showing 1-1 of 1,000+')).toBeTruthy();
  });

  it('shows the server message when the list fails to load', async () => {
    stubFetch(() => json(403, { message: 'Admins only' }));
    renderPage();
    expect(await screen.findByText('Admins only')).toBeTruthy();
  });
});

describe('placed orders waiting under Leads', () => {
  it('are counted above the list, with a link to Leads', async () => {
    stubFetch(() => json(200, { ...pageOf([]), leadsWaiting: 2 }));
    renderPage();

    const note = await screen.findByText(ADMIN_ORDER_LABELS.leadsWaiting(2));
    const link = within(note.closest('[role="alert"]') as HTMLElement).getByRole('link', {
      name: ADMIN_ORDER_LABELS.openLeads,
    });
    expect(link.getAttribute('href')).toBe('/admin/lead');
  });

  it('are not mentioned when none wait', async () => {
    stubFetch(() => json(200, { ...pageOf([aConvertedOrder()]), leadsWaiting: 0 }));
    renderPage();

    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('link', { name: ADMIN_ORDER_LABELS.openLeads })).toBeNull();
  });
});

function pageOf(orders: OrderView[]) {
  return { orders, total: orders.length, totalCapped: false, totalPages: 1, page: 1, limit: 50 };
}
