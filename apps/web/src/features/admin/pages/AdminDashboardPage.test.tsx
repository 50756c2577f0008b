// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { admin } from '../../../testing/users';
import AdminDashboardPage from './AdminDashboardPage';

const summary = { total: 40, pending: 12, in_progress: 8, delivered: 17 };
const shape = (id: number, IsHide: number) => ({
  id,
  slug: `shape-${id}`,
  shape_Name: `Shape ${id}`,
  imageName: `shape-${id}.svg`,
  IsActive: 1,
  IsHide,
  parameters: [],
});
const shapes = [shape(1, 0), shape(2, 1), shape(3, 0), shape(4, 0)];

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** Animation frames run only when the test says so. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return (at: number) => act(() => frames.splice(0).forEach((frame) => frame(at)));
}

function answer(shapesReply: () => Response | Promise<Response> = () => json(200, { shapes })) {
  return stubFetch((url) => (url === '/api/admin/orderStatusSummary' ? json(200, summary) : shapesReply()));
}

const counter = (label: string) => screen.getByRole('group', { name: label });
const valueOf = (label: string) => counter(label).textContent!.slice(label.length);
const renderPage = () => renderWithProviders(<AdminDashboardPage />, { route: '/admin/dashboard' });

beforeEach(() => {
  authStore.signIn(admin, jwtExpiringIn(900));
});

describe('AdminDashboardPage', () => {
  it('shows the order status summary and the shape counts at once when motion is reduced', async () => {
    reduceMotion();
    holdFrames();
    const fetchMock = answer();
    renderPage();

    await waitFor(() => expect(valueOf('Total Orders')).toBe('40'));
    expect(valueOf('Pending Orders')).toBe('12');
    expect(valueOf('In Progress')).toBe('8');
    expect(valueOf('Completed Orders')).toBe('17');
    await waitFor(() => expect(valueOf('Total Shapes')).toBe('4'));
    expect(valueOf('Active Shapes')).toBe('3');
    expect(valueOf('Hidden Shapes')).toBe('1');
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/admin/orderStatusSummary',
      '/api/admin/shapes',
    ]);
    expect(screen.getByRole('region', { name: 'Orders Overview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/admin/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard - SteelCut'));
  });

  it('counts up from 0 over one second', async () => {
    const runFrames = holdFrames();
    answer();
    renderPage();

    await waitFor(() => expect(valueOf('Total Orders')).toBe('0'));
    runFrames(1000);
    expect(valueOf('Total Orders')).toBe('0');
    runFrames(1500);
    const halfway = Number(valueOf('Total Orders'));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(40);
    runFrames(2000);
    expect(valueOf('Total Orders')).toBe('40');
  });

  it('shows the counters as loading until the answers arrive', async () => {
    reduceMotion();
    answer(() => new Promise<Response>(() => undefined));
    renderPage();

    await waitFor(() => expect(valueOf('Total Orders')).toBe('40'));
    expect(screen.getByRole('region', { name: 'Orders Overview' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('region', { name: 'Shapes Overview' }).getAttribute('aria-busy')).toBe('true');
    expect(valueOf('Total Shapes')).toBe('');
  });

  it('leaves the shape counters empty when the shapes fail to load', async () => {
    reduceMotion();
    answer(() => json(500, {}));
    renderPage();

    expect(await screen.findByText('Failed to fetch shapes')).toBeTruthy();
    for (const label of ['Total Shapes', 'Active Shapes', 'Hidden Shapes']) {
      expect(valueOf(label)).toBe('—');
    }
    expect(valueOf('Total Orders')).toBe('40');
  });
});
