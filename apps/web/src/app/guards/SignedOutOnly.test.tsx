// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { json, stubFetch } from '../../testing/fetch';
import { jwtExpiringIn } from '../../testing/jwt';
import { renderWithProviders } from '../../testing/render';
import { admin, customer } from '../../testing/users';
import { AppRoutes } from '../router';

// Pages are lazy chunks; the first import of each is transformed on the fly in tests.
const LAZY = { timeout: 15_000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  stubFetch(() => json(200, { shapes: [] }));
});

const visit = (route: string) => renderWithProviders(null, { route, routes: [{ path: '*', element: <AppRoutes /> }] });

describe('login and register, once signed in', () => {
  it.each(['/auth/login', '/auth/register'])('send a customer opening %s to /home', async (route) => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const { router } = visit(route);
    await waitFor(() => expect(router.location.pathname).toBe('/home'), LAZY);
  });

  it.each(['/auth/login', '/auth/register'])('send an admin opening %s to the dashboard', async (route) => {
    authStore.signIn(admin, jwtExpiringIn(900));
    const { router } = visit(route);
    await waitFor(() => expect(router.location.pathname).toBe('/admin/dashboard'), LAZY);
  });

  it('are shown to a guest', async () => {
    const { router } = visit('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Login' }, LAZY)).toBeTruthy();
    await router.navigate('/auth/register');
    expect(await screen.findByRole('heading', { name: 'Create an account' }, LAZY)).toBeTruthy();
  });

  it('leave signing in on the page to the form: it stays until the form moves on', async () => {
    const { router } = visit('/auth/login');
    await screen.findByRole('heading', { name: 'Login' }, LAZY);
    authStore.signIn(customer, jwtExpiringIn(900));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.location.pathname).toBe('/auth/login');
    // Another of these pages is a new arrival: signed in by then, the user goes home.
    await router.navigate('/auth/register');
    await waitFor(() => expect(router.location.pathname).toBe('/home'), LAZY);
  });
});
