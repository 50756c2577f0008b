import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { startTokenRefreshSchedule } from '../lib/api-client';
import { authStore } from '../lib/auth-store';
import { AppProviders } from './AppProviders';
import { AppRouter } from './AppRouter';
import { createEmotionCache } from './emotion-cache';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { readStorefrontData, seedStorefrontData } from './storefront-data';

/** Sets the app up: its stores, the catalogue the page came with, the router. */
export function start(root: HTMLElement) {
  authStore.listenToOtherTabs();
  startTokenRefreshSchedule();

  // A public page came rendered by the server with the catalogue it shows: start from both.
  const queryClient = createQueryClient();
  const storefront = readStorefrontData();
  if (storefront) seedStorefrontData(queryClient, storefront);

  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <AppProviders queryClient={queryClient}>
          <AppRouter history={createBrowserHistory({ v5Compat: true })}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );

  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread in one long task (a tap while it runs is answered at once).
  if (root.firstElementChild) setTimeout(() => startTransition(() => void hydrateRoot(root, app)));
  else createRoot(root).render(app);
}
