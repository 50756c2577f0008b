// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { aDrawing } from '../../../testing/drawings';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import MyDrawingsPage from './MyDrawingsPage';

const older = aDrawing({ id: 'Older0000000000000000a', name: 'flange.dxf', createdAt: '2026-03-01T06:00:00.000Z' });
const newer = aDrawing({
  id: 'Newer0000000000000000b',
  name: 'bracket.dxf',
  widthMm: 250.5,
  heightMm: 40,
  createdAt: '2026-05-04T20:00:00.000Z',
});

const renderMine = () => renderWithProviders(<MyDrawingsPage />, { route: '/drawings' });

beforeEach(() => {
  authStore.signIn(customer, jwtExpiringIn(900));
});

describe('My drawings', { timeout: 15_000 }, () => {
  it('lists the customer’s drawings newest first: preview, name, size, date and a link to each', async () => {
    const fetchMock = stubFetch(() => json(200, { drawings: [older, newer] }));
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
    expect(first.getByRole('img', { name: 'bracket.dxf, 250.5 × 40 mm, drawn to scale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload your drawing' }).getAttribute('href')).toBe('/drawings/new');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/drawings');
  });

  it('says there are none yet and leads to the upload page', async () => {
    stubFetch(() => json(200, { drawings: [] }));
    renderMine();

    expect(await screen.findByText('No drawings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload your drawing' }).getAttribute('href')).toBe('/drawings/new');
    expect(screen.queryByRole('list', { name: 'My drawings' })).toBeNull();
  });

  it('offers to try again when the list could not be loaded', async () => {
    let up = false;
    stubFetch(() => (up ? json(200, { drawings: [newer] }) : json(500, {})));
    const { user } = renderMine();

    expect(await screen.findByText('Your drawings could not be loaded. Please try again.')).toBeTruthy();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Open bracket.dxf' })).toBeTruthy();
  });
});
