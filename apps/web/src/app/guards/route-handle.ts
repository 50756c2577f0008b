import type { RouteMatch } from 'react-router';

/** Marks a route subtree as needing a signed-in user; ProtectedRoute enforces it. */
export type RouteHandle = { requiresSignIn?: boolean };

export const signedInOnly: RouteHandle = { requiresSignIn: true };

export function requiresSignIn(matches: RouteMatch[]): boolean {
  return matches.some((match) => (match.route.handle as RouteHandle | undefined)?.requiresSignIn === true);
}
