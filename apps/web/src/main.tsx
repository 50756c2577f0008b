import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion-cache';
import { AppRouter } from './app/AppRouter';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { readStorefrontData, seedStorefrontData } from './app/storefront-data';
import { startTokenRefreshSchedule } from './lib/api-client';
import { authStore } from './lib/auth-store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Sets the app up: its stores, the catalogue the page came with, the router. */
function start(root: HTMLElement) {
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

// Evaluating this chunk is one task, setting the app up the next, starting to hydrate the one
// after: a phone's main thread is not held for the three at once, and what waits (a paint, a tap)
// runs between them.
setTimeout(() => start(container));
