import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a pause so the user can read the toast (SPEC section 9); cancelled on unmount. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to), delayMs);
    },
    [navigate],
  );
}
