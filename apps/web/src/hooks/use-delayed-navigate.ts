import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigates after a pause so the user can read the toast (SPEC section 9), and not before `until`
 * settles when given (the guest cart merged into the account); cancelled on unmount.
 */
export function useDelayedNavigate(): (to: string, delayMs: number, until?: Promise<unknown>) => void {
  const navigate = useNavigate();
  // The latest request's ticket; unmounting or a newer request makes an earlier one stale.
  const ticket = useRef(0);

  useEffect(() => {
    const own = ticket;
    return () => {
      own.current += 1;
    };
  }, []);

  return useCallback(
    (to: string, delayMs: number, until?: Promise<unknown>) => {
      const mine = ++ticket.current;
      const go = () => {
        if (ticket.current === mine) void navigate(to);
      };
      if (!until) return void setTimeout(go, delayMs);
      const paused = new Promise((resolve) => setTimeout(resolve, delayMs));
      void Promise.all([paused, until.catch(() => undefined)]).then(go);
    },
    [navigate],
  );
}
