import { paths } from '../../config/paths';

// SPEC section 2 'Guest access rule'.
const GUEST_PATHS: ReadonlySet<string> = new Set([
  paths.landing.path,
  paths.landingAlias.path,
  paths.howItWorks.path,
  paths.home.path,
  paths.cart.path,
  paths.auth.login.path,
  paths.auth.register.path,
  paths.auth.verifyOtp.path,
  paths.auth.forgotPassword.path,
  paths.auth.resetPassword.path,
  paths.auth.resetPasswordAlias.path,
]);

// '/drawings/' and not '/drawings': a guest may upload and open a drawing; 'My drawings' asks to log in.
const GUEST_PREFIXES = ['/shapes', '/home', '/drawings/'];

/** Where a logged-out visitor on `pathname` must go instead, or null when they may stay. */
export function guestRedirect(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (GUEST_PATHS.has(path)) return null;
  if (GUEST_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  return paths.home.getHref();
}
