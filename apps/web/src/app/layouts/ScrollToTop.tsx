import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each page change scrolls smoothly to the top (SPEC section 2), unless motion is reduced. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
