import type { ServerResponse } from 'node:http';
import type { LiveEvent, LiveEvents } from '../../lib/events';

/** A browser's open stream. */
export interface LiveConnection {
  userId: number;
  /** Writes one server-sent event; false when the browser cannot keep up and was dropped. */
  send(event: LiveEvent): boolean;
  end(): void;
  /** Tells the browser to reconnect (reconnectFrame), then ends the stream. */
  endForReconnect(): void;
}

/** Above this many unsent bytes a browser is not reading: drop it; it reconnects and catches up. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

export function sseFrame(event: { id: number; type: string; data: unknown }): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * The last frame of a stream this process ends because it is shutting down: open it again in
 * `retryMs` (EventSource does, once the stream ends), by when another process, or this one
 * restarted, answers. The browser's Last-Event-ID brings what it missed meanwhile.
 */
export function reconnectFrame(retryMs: number): string {
  return `retry: ${retryMs}\nevent: reconnect\ndata: {}\n\n`;
}

/** 1 to 3 s: the browsers of a process that stops do not all come back in the same instant. */
export const reconnectRetryMs = () => 1000 + Math.floor(Math.random() * 2000);

export function streamConnection(userId: number, res: ServerResponse): LiveConnection {
  return {
    userId,
    send(event) {
      if (res.writableLength > MAX_BACKLOG_BYTES) {
        res.destroy();
        return false;
      }
      res.write(sseFrame(event));
      return true;
    },
    end: () => res.end(),
    endForReconnect: () => res.end(reconnectFrame(reconnectRetryMs())),
  };
}

/** The streams this process holds, by user; every live event goes to its user's streams. */
export function createLiveHub(events: LiveEvents) {
  const byUser = new Map<number, Set<LiveConnection>>();
  const unsubscribe = events.subscribe((event) => {
    for (const connection of byUser.get(event.userId) ?? []) connection.send(event);
  });

  return {
    add(connection: LiveConnection) {
      let set = byUser.get(connection.userId);
      if (!set) byUser.set(connection.userId, (set = new Set()));
      set.add(connection);
    },
    remove(connection: LiveConnection) {
      const set = byUser.get(connection.userId);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(connection.userId);
    },
    get size() {
      let count = 0;
      for (const set of byUser.values()) count += set.size;
      return count;
    },
    /** Ends every stream (the server is shutting down; browsers reconnect to another process). */
    closeAll() {
      unsubscribe();
      for (const set of byUser.values()) for (const connection of set) connection.endForReconnect();
      byUser.clear();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
