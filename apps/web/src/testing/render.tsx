import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Not 'react-router/dom' (as main.tsx): under vitest it loads a second copy of react-router.
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { DEFAULT_SHOP, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { AppProviders } from '../app/AppProviders';
import { authStore } from '../lib/auth-store';
import { shopQueryKey } from '../lib/shop';

// The machine running the tests may be busy; a toast that takes 1.2 s is not a failure.
configure({ asyncUtilTimeout: 3000 });

let consoleErrors: unknown[][] = [];

// A test that makes React or MUI complain fails, like epic-stack's tests.
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  authStore.clearSession();
  authStore.setResetToken(null);
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  expect(consoleErrors).toEqual([]);
});

function CurrentPath() {
  const { pathname } = useLocation();
  return <div data-testid="current-path">{pathname}</div>;
}

type Options = {
  route?: string;
  path?: string;
  routes?: RouteObject[];
  /** The shop's settings the app starts with, as a server-rendered page brings them; null: none (asked for). */
  shop?: ShopSettings | null;
};

/** Renders `ui` at `route` inside the app's providers; other paths render their pathname. */
export function renderWithProviders(
  ui: ReactElement | null,
  { route = '/', path = route, routes, shop = DEFAULT_SHOP }: Options = {},
) {
  const router = createMemoryRouter(
    routes ?? [
      { path, element: ui },
      { path: '*', element: <CurrentPath /> },
    ],
    { initialEntries: [route] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (shop) queryClient.setQueryData(shopQueryKey, shop);
  // With fake timers on, user-event's own pauses must move the fake clock.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router };
}
