import { LIVE_PUSH_TYPES, type LivePushMap, type LivePushType } from '@steelcut/domain/schemas/chat';
import { API_BASE } from './api-client';

/** Same origin; the httpOnly refresh cookie (scoped to /api/auth) signs it in, so no token in the URL. */
export const LIVE_EVENTS_URL = `${API_BASE}/auth/events`;

export type LiveHandlers = { [K in LivePushType]: (data: LivePushMap[K]) => void };

type Callbacks = {
  /** Each time the stream is (re)established. */
  onOpen: () => void;
  /**
   * The stream broke. `closed`: the server refused it (a 401 when the session ended), so the
   * browser will not retry on its own; otherwise it reconnects with Last-Event-ID.
   */
  onError: (closed: boolean) => void;
};

function parse(event: Event): unknown {
  const { data } = event as MessageEvent<unknown>;
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * Opens the server-sent events stream and routes each typed push to its handler. Answers the
 * function that closes it, or null where the browser (or jsdom) has no EventSource.
 */
export function openLiveEvents(handlers: LiveHandlers, { onOpen, onError }: Callbacks): (() => void) | null {
  if (typeof EventSource === 'undefined') return null;
  const source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
  source.addEventListener('open', onOpen);
  source.addEventListener('error', () => {
    const closed = source.readyState === EventSource.CLOSED;
    if (closed) source.close();
    onError(closed);
  });
  for (const type of LIVE_PUSH_TYPES) {
    source.addEventListener(type, (event) => {
      const data = parse(event);
      if (data !== undefined && data !== null) (handlers[type] as (value: unknown) => void)(data);
    });
  }
  return () => source.close();
}
