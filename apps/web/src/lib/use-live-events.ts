import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authStore, useAuth } from './auth-store';
import { chatSelfId } from './chat/conversation';
import { onChatMessage, onChatRead } from './chat/live-chat';
import { chatKeys } from './chat/query-keys';
import { openLiveEvents } from './live-events';
import { everyOrderKey, orderKeys } from './order-query-keys';
import { refetchAfterChange } from './refetch-after-change';

/** Enough to drop a replayed push without holding on to every id of a long session. */
const SEEN_LIMIT = 500;
/** A refused stream is tried again after this, then twice as long each time, up to the most. */
export const REOPEN_FIRST_MS = 5_000;
const REOPEN_MOST_MS = 2 * 60_000;

/**
 * One live stream per signed-in tab, closed on sign-out. A stream the server refused (a 401 when
 * the session ended, a proxy's 502 while the server restarts) is tried again at once when the
 * access token changes (a refresh or a new sign-in), else after a pause that grows each time.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const { user, accessToken } = useAuth();
  const userId = user?.id;
  const role = user?.role;
  const [refusedWith, setRefusedWith] = useState<string | null>();
  const refused = refusedWith !== undefined && refusedWith === accessToken;
  const refusals = useRef(0);

  useEffect(() => {
    if (!refused) return;
    const pause = Math.min(REOPEN_MOST_MS, REOPEN_FIRST_MS * 2 ** refusals.current);
    refusals.current += 1;
    const timer = setTimeout(() => setRefusedWith(undefined), pause);
    return () => clearTimeout(timer);
  }, [refused]);

  useEffect(() => {
    if (userId === undefined || role === undefined || refused) return;
    const selfId = chatSelfId({ id: userId, role });
    // An order changed: every list and page that shows it.
    const refreshOrder = (orderId: number) => {
      for (const queryKey of [
        orderKeys.customerLists,
        orderKeys.customerOrder(orderId),
        orderKeys.adminOrder(orderId),
        orderKeys.adminTables,
        orderKeys.adminSummary,
      ]) {
        void refetchAfterChange(queryClient, { queryKey });
      }
    };
    const seen = new Set<number>();
    return (
      openLiveEvents(
        {
          'chat.message': (message) => {
            if (seen.has(message.id)) return;
            seen.add(message.id);
            if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!);
            onChatMessage(queryClient, message, selfId);
          },
          'chat.read': (event) => onChatRead(queryClient, event, selfId),
          'order.status': ({ order_id }) => refreshOrder(order_id),
          'order.billing': ({ order_id }) => refreshOrder(order_id),
        },
        {
          // What was fetched before the stream listened (while the page loaded, or during a
          // break) misses a message or a status change in between: fetch what is on screen again.
          onOpen: () => {
            refusals.current = 0;
            for (const queryKey of [chatKeys.all, ...everyOrderKey]) void refetchAfterChange(queryClient, { queryKey });
          },
          onError: (closed) => {
            if (closed) setRefusedWith(authStore.getState().accessToken);
          },
        },
      ) ?? undefined
    );
  }, [queryClient, userId, role, refused]);
}
