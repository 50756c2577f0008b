// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DrawingListItem, DrawingListReply } from '@steelcut/domain/schemas/drawing';
import { authStore } from '../../../lib/auth-store';
import { aListedDrawing } from '../../../testing/drawings';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import MyDrawingsPage from './MyDrawingsPage';

const older = aListedDrawing({
  id: 'Older0000000000000000a',
  name: 'flange.dxf',
  createdAt: '2026-03-01T06:00:00.000Z',
});
const newer = aListedDrawing({
  id: 'Newer0000000000000000b',
  name: 'bracket.dxf',
  widthMm: 250.5,
  heightMm: 40,
  thumbnail: 'M0 16 100 16 100 0 0 0Z',
  createdAt: '2026-05-04T20:00:00.000Z',
});

const pageOf = (drawings: DrawingListItem[], total = drawings.length, page = 1): DrawingListReply => ({
  drawings,
  total,
  totalPages: Math.ceil(total / 20),
  page,
});

const renderMine = (route = '/drawings') => renderWithProviders(<MyDrawingsPage />, { route, path: '/drawings' });

beforeEach(() => {
  authStore.signIn(customer, jwtExpiringIn(900));
});

describe('My drawings', { timeout: 15_000 }, () => {
  it('lists a page of the customer’s drawings as the server sends it: thumbnail, name, size, date and a link to each', async () => {
    const fetchMock = stubFetch(() => json(200, pageOf([newer, older])));
    renderMine();

    const list = await screen.findByRole('list', { name: 'My drawings' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      `/drawings/${newer.id}`,
      `/drawings/${older.id}`,
    ]);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Open bracket.dxf' })).toBeTruthy();
    expect(first.getByText('250.5 × 40 mm')).toBeTruthy();
    // 20:00 UTC on 4 May is 5 May in India.
    expect(first.getByText('Uploaded 5 May 2026')).toBeTruthy();
    const picture = first.getByRole('img', { name: 'bracket.dxf, 250.5 × 40 mm, drawn to scale' });
    // The thumbnail's own box: the part's proportions, the longer side 100.
    expect(picture.getAttribute('viewBox')).toBe('0 0 100 16');
    expect(picture.querySelector('path')!.getAttribute('d')).toBe(newer.thumbnail);
    expect(screen.getByRole('link', { name: 'Upload your drawing' }).getAttribute('href')).toBe('/drawings/new');
    expect(screen.getByText('Showing 1-2 of 2')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/drawings?page=1');
  });

  it('pages: 20 a page, the next page asked for by its number', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) =>
      aListedDrawing({ id: `Page1${String(i).padStart(17, '0')}`, name: `part-${i + 1}.dxf` }),
    );
    const fetchMock = stubFetch((url) =>
      url.endsWith('page=2') ? json(200, pageOf([older], 21, 2)) : json(200, pageOf(twenty, 21)),
    );
    const { user } = renderMine();

    expect(await screen.findByText('Showing 1-20 of 21')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('link', { name: 'Open flange.dxf' })).toBeTruthy();
    expect(screen.getByText('Showing 21-21 of 21')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/drawings?page=1', '/api/drawings?page=2']);
  });

  it('says there are none yet and leads to the upload page', async () => {
    stubFetch(() => json(200, pageOf([])));
    renderMine();

    expect(await screen.findByText('No drawings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload your drawing' }).getAttribute('href')).toBe('/drawings/new');
    expect(screen.queryByRole('list', { name: 'My drawings' })).toBeNull();
  });

  it('past the last page: back to the first', async () => {
    stubFetch((url) => (url.endsWith('page=5') ? json(200, pageOf([], 2, 5)) : json(200, pageOf([newer, older]))));
    const { user } = renderMine('/drawings?page=5');

    await user.click(await screen.findByRole('button', { name: 'Back to the first page' }));
    expect(await screen.findByRole('link', { name: 'Open bracket.dxf' })).toBeTruthy();
  });

  it('offers to try again when the list could not be loaded', async () => {
    let up = false;
    stubFetch(() => (up ? json(200, pageOf([newer])) : json(500, {})));
    const { user } = renderMine();

    expect(await screen.findByText('Your drawings could not be loaded. Please try again.')).toBeTruthy();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Open bracket.dxf' })).toBeTruthy();
  });
});
