import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@steelcut/domain/constants';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-store';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';

type Props = {
  roles?: readonly Role[];
  /** What a signed-in user without an allowed role sees; the 401 page by default. */
  unauthorized?: ReactNode;
};

/** Signed-out users go to login; signed-in users without an allowed role see the 401 page. */
export function ProtectedRoute({ roles, unauthorized = <UnauthorizedPage /> }: Props) {
  const { isAuthenticated, role } = useAuth();
  const { pathname, search } = useLocation();

  // Signed in, the user comes back to the page they asked for.
  if (!isAuthenticated) return <Navigate to={paths.auth.login.getHref(`${pathname}${search}`)} replace />;
  if (roles && (!role || !roles.includes(role))) return unauthorized;
  return <Outlet />;
}
