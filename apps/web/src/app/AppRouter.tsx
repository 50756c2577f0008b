import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, type NavigateOptions, type Navigator, type UNSAFE_createBrowserHistory } from 'react-router';

/** The browser's history, or a test's in memory (React Router's own createBrowserHistory / createMemoryHistory). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * React Router's BrowserRouter over the history given, keeping the data router's `flushSync`
 * navigation option: such a navigation is rendered at once, any other as a transition (the page on
 * screen stays until the next page's code has loaded). Logging out needs it: it leaves the signed-in
 * page before the session ends, or that page's guard would send the user to login.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [navigation] = useState(() => flushSyncNavigation(history));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => navigation.listen(setState), [navigation]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigation.navigator}>
      {children}
    </Router>
  );
}

type Update = Pick<AppHistory, 'action' | 'location'>;

function flushSyncNavigation(history: AppHistory) {
  let flush = false;
  const move = (options: NavigateOptions | undefined, go: () => void) => {
    flush = options?.flushSync === true;
    try {
      go();
    } finally {
      flush = false;
    }
  };
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state, options) => move(options, () => history.push(to, state)),
    replace: (to, state, options) => move(options, () => history.replace(to, state)),
  };
  const listen = (render: (update: Update) => void) =>
    history.listen(({ action, location }) => {
      if (flush) flushSync(() => render({ action, location }));
      else startTransition(() => render({ action, location }));
    });
  return { navigator, listen };
}
