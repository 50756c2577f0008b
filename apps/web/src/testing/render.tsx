import { useLayoutEffect, type ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { DEFAULT_SHOP, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { AppProviders } from '../app/AppProviders';
import { AppRouter } from '../app/AppRouter';
import { authStore } from '../lib/auth-store';
import { shopQueryKey } from '../lib/shop';

// The machine running the tests may be busy: what must appear is waited for as long as a slow
// day needs (a wait that passes ends as soon as it does; only a failing one takes this long).
configure({ asyncUtilTimeout: 15_000 });

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

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** What a test sees of the app's router: where it is, and a way to move it. */
export type TestRouter = {
  /** The location last rendered. */
  readonly location: Location;
  navigate: (to: string) => Promise<void>;
  /** Calls `listener` with each location rendered from now on. */
  subscribe: (listener: (location: Location) => void) => void;
};

/** A router for a test, and the component inside the app's router that keeps it up to date. */
function createTestRouter() {
  let current: Location | null = null;
  let navigateTo: NavigateFunction | null = null;
  const listeners: ((location: Location) => void)[] = [];

  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      navigateTo = navigate;
    }, [navigate]);
    useLayoutEffect(() => {
      current = location;
      listeners.forEach((listener) => listener(location));
    }, [location]);
    return null;
  }

  const router: TestRouter = {
    get location() {
      if (!current) throw new Error('The app has not rendered yet');
      return current;
    },
    navigate: (to) => act(async () => void navigateTo?.(to)),
    subscribe: (listener) => void listeners.push(listener),
  };
  return { router, Probe };
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
  const { router, Probe } = createTestRouter();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (shop) queryClient.setQueryData(shopQueryKey, shop);
  // With fake timers on, user-event's own pauses must move the fake clock.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const result = render(
    <AppProviders queryClient={queryClient}>
      <AppRouter history={createMemoryHistory({ initialEntries: [route], v5Compat: true })}>
        <Probe />
        <Pages
          routes={
            routes ?? [
              { path, element: ui },
              { path: '*', element: <CurrentPath /> },
            ]
          }
        />
      </AppRouter>
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}
