// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { json, stubFetch } from '../testing/fetch';
import { jwtExpiringIn } from '../testing/jwt';
import { renderWithProviders } from '../testing/render';
import { admin, customer } from '../testing/users';
import { AppRoutes } from './router';

const UNAUTHORIZED = 'You do not have permission to view this page...';
// Pages are lazy chunks; the first import of each is transformed on the fly in tests.
const LAZY = { timeout: 15_000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function visit(route: string) {
  return renderWithProviders(null, { route, routes: [{ path: '*', element: <AppRoutes /> }] });
}

describe('routing and guards', () => {
  it('sends a guest on a signed-in page to login', async () => {
    const { router } = visit('/orders?page=2');
    await waitFor(() => expect(router.location.pathname).toBe('/auth/login'), LAZY);
    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeTruthy();
    // Signed in, the user comes back to that page.
    expect(router.location.search).toBe('?redirectTo=%2Forders%3Fpage%3D2');
  });

  it('sends a guest on an unknown path to /home', async () => {
    const { router } = visit('/somewhere');
    await waitFor(() => expect(router.location.pathname).toBe('/home'), LAZY);
    expect(await screen.findByText('No Shapes Available', {}, LAZY)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Choose Your Shape - SteelCut'));
  });

  it('lets a guest on the upload page, and asks them to log in for My drawings', async () => {
    const { router, unmount } = visit('/drawings/new');
    expect(await screen.findByRole('button', { name: 'Choose a DXF file' }, LAZY)).toBeTruthy();
    expect(router.location.pathname).toBe('/drawings/new');
    unmount();

    const mine = visit('/drawings');
    await waitFor(() => expect(mine.router.location.pathname).toBe('/auth/login'), LAZY);
    expect(mine.router.location.search).toBe('?redirectTo=%2Fdrawings');
  });

  it('shows the 401 page to a customer on an admin page', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    visit('/admin/dashboard');
    expect(await screen.findByText(UNAUTHORIZED, {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the 401 page to an admin on a customer-only page', async () => {
    authStore.signIn(admin, jwtExpiringIn(900));
    visit('/orders');
    expect(await screen.findByText(UNAUTHORIZED, {}, LAZY)).toBeTruthy();
  });

  it('shows a signed-in customer the 404 page for an unknown path', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    visit('/somewhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY)).toBeTruthy();
  });

  it('gives a guest the shop links, with Payment Method and Chat leading to login', async () => {
    visit('/home');
    await screen.findByText('No Shapes Available', {}, LAZY);
    const nav = screen.getAllByRole('navigation', { name: 'Shop' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Payment Method' }).getAttribute('href')).toBe('/auth/login');
    expect(within(nav).getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'LogIn' }).getAttribute('href')).toBe('/auth/login');
  });

  it('gives an admin the drawer with the five admin entries, Pricing, GST returns and Shop settings', async () => {
    authStore.signIn(admin, jwtExpiringIn(900));
    const { user } = visit('/admin/lead');
    expect(await screen.findByRole('heading', { name: 'Leads' }, LAZY)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Leads - SteelCut'));
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Admin' }, LAZY);
    const entries = within(drawer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Home', '/admin/dashboard'],
      ['Shapes', '/admin/shape'],
      ['Leads', '/admin/lead'],
      ['Orders', '/admin/orders'],
      ['Chats', '/admin/chats'],
      ['Nesting', '/admin/nesting'],
      ['Pricing', '/admin/pricing'],
      ['GST returns', '/admin/returns'],
      ['Shop settings', '/admin/shop'],
    ]);
  });

  it('shows a customer the account menu with My Orders, My drawings and My Profile', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const { user } = visit('/home');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(customer.name)).toBeTruthy();
    expect(within(menu).getByText(customer.email)).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'My drawings' }).getAttribute('href')).toBe('/drawings');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeTruthy();
  });

  it('logs out: tells the server, clears local storage, toasts and goes to /', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    authStore.signIn(customer, jwtExpiringIn(900));
    localStorage.setItem('guest_cart', '[]');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/userProfile'
        ? json(200, { user: customer })
        : json(200, { message: 'Logged out successfully' }),
    );
    const { user, router } = visit('/profileDetails');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }, LAZY));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(router.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout');
    expect(localStorage.length).toBe(0);
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});
