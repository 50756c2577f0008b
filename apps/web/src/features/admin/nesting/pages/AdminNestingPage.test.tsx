// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingLine } from '@steelcut/domain/schemas/nesting';
import { authStore } from '../../../../lib/auth-store';
import { json, sentBodies, stubFetch } from '../../../../testing/fetch';
import { jwtExpiringIn } from '../../../../testing/jwt';
import { nest } from '../../../../testing/nesting';
import { renderWithProviders } from '../../../../testing/render';
import { admin } from '../../../../testing/users';
import AdminNestingPage from './AdminNestingPage';

const line = (overrides: Partial<WaitingLine>): WaitingLine => ({
  orderId: 7,
  orderNo: 'SC261201-00007',
  itemId: 70,
  position: 1,
  title: 'Rectangle plate',
  finish: 'Mill Finish',
  quantity: 4,
  orderDate: '2026-12-01T05:00:00.000Z',
  ...overrides,
});
const lines = [line({}), line({ orderId: 9, orderNo: 'SC261201-00009', itemId: 90, quantity: 2 })];
const answer = () =>
  stubFetch((url, init) => {
    if (url.startsWith('/api/admin/nests/waiting?material=SS%20304&thicknessMm=2')) return json(200, { lines });
    if (url === '/api/admin/nests' && init.method === 'POST') return json(201, { nest: nest('proposed') });
    if (url === '/api/admin/nests/3/use') return json(200, { nest: nest('used') });
    if (url === '/api/admin/nests') return json(200, { nests: [] });
    return json(500, { message: 'boom' });
  });

beforeEach(() => authStore.signIn(admin, jwtExpiringIn(900)));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminNestingPage', () => {
  it('lists the plate’s waiting lines, nests the orders kept in, shows the sheets and uses the nest', async () => {
    const fetchMock = answer();
    const { user } = renderWithProviders(<AdminNestingPage />, { route: '/admin/nesting', path: '/admin/nesting' });
    const table = await screen.findByRole('table', { name: 'Waiting to be cut' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Include SC261201-00009' }));
    await user.click(screen.getByRole('button', { name: 'Nest' }));

    expect(await screen.findByRole('heading', { name: '1 sheet needed' })).toBeTruthy();
    // GETs of the nests kept so far go to the same URL, without a body.
    expect(sentBodies(fetchMock, '/api/admin/nests').filter(Boolean)).toEqual([
      { material: 'SS 304', thicknessMm: 2, orderIds: [7] },
    ]);
    expect(screen.getByText('2.7 % of the sheets used')).toBeTruthy();
    const picture = screen.getByRole('img', { name: 'Sheet 1, 3000 by 1500 mm, 4 pieces' });
    expect(within(picture).getAllByText('SC261201-00007')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Download sheet 1 as DXF' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Use this nest' }));
    await waitFor(() => expect(screen.getByText('In use: these sheets are the floor’s plan')).toBeTruthy());
  });
});
