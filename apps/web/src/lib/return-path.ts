import { useSearchParams } from 'react-router';
import { homeHrefFor, RETURN_PARAM } from '../config/paths';

const ANY_ORIGIN = 'https://steelcut.invalid';

/**
 * A page of this app to come back to after signing in, or null: a path that starts with a single
 * '/'. A second '/' or a '\' would make it another site to the browser ('//evil.example',
 * '/\evil.example'), and a tab or line break is dropped by URL parsing, so '/\t/evil.example'
 * becomes one too: all are refused, as are the auth pages themselves (a loop).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 1000 || !raw.startsWith('/')) return null;
  if (raw.startsWith('//') || /[\\\p{Cc}\p{Z}]/u.test(raw)) return null;
  const url = new URL(raw, ANY_ORIGIN);
  if (url.origin !== ANY_ORIGIN || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The safe return path this page was given, if any. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM));
}

/** Where a user goes once signed in: an admin to the dashboard always, a customer back or home. */
export function afterSignInHref(role: string | null | undefined, returnPath: string | null): string {
  return role === 'user' && returnPath ? returnPath : homeHrefFor(role);
}
