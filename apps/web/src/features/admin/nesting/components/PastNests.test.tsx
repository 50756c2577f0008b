// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NestSummary } from '@steelcut/domain/schemas/nesting';
import { authStore } from '../../../../lib/auth-store';
import { captureDownloads, fileResponse } from '../../../../testing/downloads';
import { json, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { stubPhoneScreen } from '../../../../testing/media';
import { nest } from '../../../../testing/nesting';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import { PastNests } from './PastNests';

const summaries: NestSummary[] = [
  {
    id: 3,
    material: 'SS 304',
    thicknessMm: 2,
    status: 'used',
    createdAt: '2026-12-02T01:00:00.000Z',
    usedAt: '2026-12-02T01:05:00.000Z',
    utilisation: 0.0267,
    sheetCount: 1,
    pieces: 4,
  },
  {
    id: 2,
    material: 'SS 316',
    thicknessMm: 1.5,
    status: 'proposed',
    createdAt: '2026-12-01T09:30:00.000Z',
    usedAt: null,
    utilisation: 0.8125,
    sheetCount: 3,
    pieces: 40,
  },
];

const answer = (list: NestSummary[] = summaries) =>
  stubFetch((url) => {
    if (url === '/api/admin/nests') return json(200, { nests: list });
    if (url === '/api/admin/nests/3') return json(200, { nest: nest('used') });
    if (url === '/api/admin/nests/3/sheets/1.dxf') return fileResponse('nest-3-sheet-1.dxf', 'application/dxf');
    return json(500, { message: 'boom' });
  });
const renderList = () => renderWithProviders(<PastNests />, { route: '/admin/nesting', path: '/admin/nesting' });

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PastNests', () => {
  it('tables the nests kept, newest first, and opens one’s sheets with their files', async () => {
    const fetchMock = answer();
    const saved = captureDownloads();
    const { user } = renderList();
    const table = await screen.findByRole('table', { name: 'Nests so far' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['2 December 2026 at 6:30 am', 'SS 304 · 2 mm', '1', '2.7 %', 'In use', 'Open'],
      ['1 December 2026 at 3:00 pm', 'SS 316 · 1.5 mm', '3', '81.3 %', 'Not in use', 'Open'],
    ]);

    await user.click(
      screen.getByRole('button', { name: 'Open the nest of 2 December 2026 at 6:30 am, SS 304 · 2 mm' }),
    );
    const opened = await screen.findByRole('region', { name: 'Nest of 2 December 2026 at 6:30 am · SS 304 · 2 mm' });
    expect(within(opened).getByText('1 sheet needed · 2.7 % of the sheets used · In use')).toBeTruthy();
    const picture = within(opened).getByRole('img', { name: 'Sheet 1, 3000 by 1500 mm, 4 pieces' });
    expect(within(picture).getAllByText('SC261201-00007')).toHaveLength(4);
    expect(within(opened).getByRole('button', { name: 'Download sheet 1 as PDF' })).toBeTruthy();
    await user.click(within(opened).getByRole('button', { name: 'Download sheet 1 as DXF' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['nest-3-sheet-1.dxf']));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/nests/3/sheets/1.dxf');

    await user.click(within(opened).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /^Nest of/ })).toBeNull();
  });

  it('shows cards on a phone, each opening its nest', async () => {
    stubPhoneScreen();
    answer();
    const { user } = renderList();
    const list = await screen.findByRole('list', { name: 'Nests so far' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('SS 316 · 1.5 mm')).toBeTruthy();
    expect(within(cards[1]!).getByText('Not in use')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(cards[0]!).getByRole('button', { name: /^Open the nest of/ }));
    expect(await screen.findByRole('img', { name: 'Sheet 1, 3000 by 1500 mm, 4 pieces' })).toBeTruthy();
  });

  it('says so when no nest is kept yet', async () => {
    answer([]);
    renderList();
    expect(await screen.findByText('No nests yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows it is loading until the list comes, and a retry when it fails', async () => {
    let fail = true;
    stubFetch(() => (fail ? json(500, { message: 'The nests are down' }) : json(200, { nests: summaries })));
    const { user } = renderList();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('The nests are down')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Nests so far' })).toBeTruthy();
  });
});
