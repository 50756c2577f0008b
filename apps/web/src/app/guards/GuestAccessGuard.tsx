import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { guestRedirect } from './guest-access';
import { requiresSignIn } from './route-handle';

/**
 * Applies the guest access rule. Routes behind ProtectedRoute are left to it, so a guest
 * who follows a link to /orders is asked to log in rather than dropped on /home.
 */
export function GuestAccessGuard({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  const matches = useMatches();

  const target = isAuthenticated || requiresSignIn(matches) ? null : guestRedirect(pathname);
  if (target) return <Navigate to={target} replace />;
  return children;
}
