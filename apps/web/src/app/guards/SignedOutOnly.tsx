import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { homeHrefFor } from '../../config/paths';
import { useAuth } from '../../lib/auth-store';

/** What the page decides once: a user who arrives signed in goes to their home. */
function Arrival() {
  const { isAuthenticated, role } = useAuth();
  // Signing in on the page itself is the form's business: it shows its toast and moves on ~1 s later.
  const [signedInOnArrival] = useState(isAuthenticated);
  if (signedInOnArrival) return <Navigate to={homeHrefFor(role)} replace />;
  return <Outlet />;
}

/** Login and register are for signed-out visitors; a signed-in one opening them goes home. */
export function SignedOutOnly() {
  const { pathname } = useLocation();
  // Each page is a new arrival, e.g. from login to register after signing in.
  return <Arrival key={pathname} />;
}
