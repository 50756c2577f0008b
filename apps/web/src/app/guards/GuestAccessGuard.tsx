import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth-store';
import { guestRedirect } from './guest-access';

type Props = {
  /** The page is behind ProtectedRoute (its route's handle says so). */
  signInRequired: boolean;
  children: ReactNode;
};

/**
 * Applies the guest access rule. Routes behind ProtectedRoute are left to it, so a guest
 * who follows a link to /orders is asked to log in rather than dropped on /home.
 */
export function GuestAccessGuard({ signInRequired, children }: Props) {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();

  const target = isAuthenticated || signInRequired ? null : guestRedirect(pathname);
  if (target) return <Navigate to={target} replace />;
  return children;
}
