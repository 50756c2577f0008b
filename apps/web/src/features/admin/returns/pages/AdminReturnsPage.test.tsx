// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURNS_MSG, type MonthReturn, type ReturnDocumentView } from '@steelcut/domain/schemas/returns';
import { authStore } from '../../../../lib/auth-store';
import { captureDownloads, fileResponse } from '../../../../testing/downloads';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminReturnsPage from './AdminReturnsPage';

const figures = (taxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number) => ({
  taxablePaise,
  cgstPaise,
  sgstPaise,
  igstPaise,
  totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
});
const doc = (overrides: Partial<ReturnDocumentView>): ReturnDocumentView => ({
  kind: 'invoice',
  id: 7,
  orderId: 7,
  orderNo: 'SC261103-00007',
  number: 'SC/26-27/00002',
  issuedAt: '2026-11-03T06:00:00.000Z',
  buyer: 'Kiran Fabricators',
  gstin: '29AABCK1234L1Z5',
  placeOfSupply: 'Karnataka',
  table: 'b2b',
  against: null,
  ...figures(100_000, 0, 0, 18_000),
  ...overrides,
});
const november: MonthReturn = {
  month: '2026-11',
  invoices: { count: 2, ...figures(150_000, 4_500, 4_500, 18_000) },
  creditNotes: { count: 1, ...figures(100_000, 0, 0, 18_000) },
  net: figures(50_000, 4_500, 4_500, 0),
  documents: [
    doc({}),
    doc({
      id: 8,
      orderId: 8,
      orderNo: 'SC261105-00008',
      number: 'SC/26-27/00003',
      buyer: 'Meena Sundaram',
      gstin: null,
      placeOfSupply: 'Tamil Nadu',
      table: 'b2cs',
      ...figures(50_000, 4_500, 4_500, 0),
    }),
    doc({ kind: 'credit-note', id: 1, number: 'CN/26-27/00001', table: 'cdnr', against: 'SC/26-27/00002' }),
  ],
  leftOut: [],
};
const empty: MonthReturn = {
  ...november,
  month: '2026-06',
  invoices: { count: 0, ...figures(0, 0, 0, 0) },
  creditNotes: { count: 0, ...figures(0, 0, 0, 0) },
  net: figures(0, 0, 0, 0),
  documents: [],
};

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const answer = () =>
  stubFetch((url) => {
    if (url === '/api/admin/returns?month=2026-11') return json(200, november);
    if (url === '/api/admin/returns?month=2026-06') return json(200, empty);
    if (url.startsWith('/api/admin/returns/gstr1'))
      return fileResponse('GSTR1-33AAPFU0939F1Z2-112026.json', 'application/json');
    if (url === '/api/credit-notes/1/credit-note.pdf')
      return fileResponse('Credit-Note-CN-26-27-00001.pdf', 'application/pdf');
    return json(500, { message: 'boom' });
  });
const renderPage = (route = '/admin/returns?month=2026-11') =>
  renderWithProviders(<AdminReturnsPage />, { route, path: '/admin/returns' });

beforeEach(() => {
  authStore.signIn(admin, jwtExpiringIn(900));
  phone(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminReturnsPage', () => {
  it('shows the month’s totals beside its invoices and credit notes', async () => {
    answer();
    renderPage();
    const list = await screen.findByRole('region', { name: 'Invoices and credit notes' });
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-11');
    const totals = screen.getByRole('region', { name: 'The month’s totals' });
    const invoices = within(totals).getByRole('region', { name: 'Tax invoices' });
    expect(invoices.textContent).toContain('2 documents');
    expect(invoices.textContent).toContain('₹1,500.00');
    expect(within(totals).getByRole('region', { name: 'Net for the returns' }).textContent).toContain('₹590.00');
    const rows = within(list).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1].textContent).toContain('SC/26-27/00002');
    expect(rows[1].textContent).toContain('29AABCK1234L1Z5');
    expect(rows[1].textContent).toContain('B2B (4A)');
    expect(rows[2].textContent).toContain('Unregistered');
    expect(rows[3].textContent).toContain('Against SC/26-27/00002');
    expect(rows[3].textContent).toContain('−₹1,180.00');
    expect(within(rows[1]).getByRole('link', { name: 'SC261103-00007' }).getAttribute('href')).toBe(
      '/admin/ordersDetails/7',
    );
    expect(document.title).toContain('GST returns');
  });

  it('downloads the GSTR-1 and a credit note’s PDF', async () => {
    const fetchMock = answer();
    const saved = captureDownloads();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'GSTR-1 (JSON)' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['GSTR1-33AAPFU0939F1Z2-112026.json']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/returns/gstr1?month=2026-11');
    await user.click(screen.getByRole('button', { name: 'Download CN/26-27/00001' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toContain('Credit-Note-CN-26-27-00001.pdf'));
    expect(screen.getByRole('button', { name: 'Tally vouchers (XML)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spreadsheet (CSV)' })).toBeTruthy();
  });

  it('says a month with nothing is empty, and offers no files for it', async () => {
    answer();
    renderPage('/admin/returns?month=2026-06');
    expect(await screen.findByText(RETURNS_MSG.nothing('June 2026'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'GSTR-1 (JSON)' })).toBeNull();
  });

  it('opens last month (India) when none is named, and loads the month chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T06:00:00Z'));
    const fetchMock = answer();
    const { router } = renderPage('/admin/returns');
    await screen.findByRole('region', { name: 'Invoices and credit notes' });
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-11');
    await router.navigate('/admin/returns?month=2026-06');
    expect(await screen.findByText(RETURNS_MSG.nothing('June 2026'))).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/returns?month=2026-06');
  });

  it('shows cards on a phone', async () => {
    phone(true);
    answer();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Invoices and credit notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the month cannot be loaded, with a retry', async () => {
    stubFetch(() => json(500, { message: 'Database unavailable' }));
    renderPage();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
