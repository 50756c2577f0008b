import type { ServerResponse } from 'node:http';
import { LIVE_MSG, type LivePushType, type LiveSignalMap } from '@steelcut/domain/schemas/chat';
import { AppError } from '../../lib/errors';
import type { LiveEvent, LiveEvents } from '../../lib/events';

/** A browser's open stream. */
export interface LiveConnection {
  userId: number;
  /** The session (refresh-token family) that opened it: its end ends the stream. */
  familyId: string;
  /** Writes one server-sent event; false when the browser cannot keep up and was dropped. */
  send(event: LiveEvent<LivePushType>): boolean;
  end(): void;
  /** Tells the browser to reconnect (reconnectFrame), then ends the stream. */
  endForReconnect(): void;
}

/** Above this many unsent bytes a browser is not reading: drop it; it reconnects and catches up. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

/**
 * A few browsers' tabs' worth: one session is one browser, each of its tabs holds a stream, and
 * the shop's Support keeps about ten open (bench/chat.ts measures that); a user may be signed in
 * on a few devices. More is a leak or an attack, each stream holding a socket and memory.
 * Counted per server process (the streams live in its hub), so behind a round-robin proxy a
 * user may hold this many on each process: a bound all the same.
 */
export const MAX_STREAMS_PER_SESSION = 10;
export const MAX_STREAMS_PER_USER = 20;

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

/** Writes unless the stream has ended (a write after the end would throw out of the process). */
export function writeOpen(res: ServerResponse, text: string): boolean {
  return !res.writableEnded && res.write(text);
}

export function streamConnection(session: { userId: number; familyId: string }, res: ServerResponse): LiveConnection {
  return {
    userId: session.userId,
    familyId: session.familyId,
    send(event) {
      if (res.writableEnded) return false;
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

/**
 * The streams this process holds, by user; every live event goes to its user's streams, and a
 * 'session.ended' signal ends the streams of those sessions instead.
 */
export function createLiveHub(events: LiveEvents) {
  const byUser = new Map<number, Set<LiveConnection>>();

  function remove(connection: LiveConnection) {
    const set = byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) byUser.delete(connection.userId);
  }
  function endSessions(userId: number, { familyIds }: LiveSignalMap['session.ended']) {
    for (const connection of byUser.get(userId) ?? []) {
      if (familyIds !== 'all' && !familyIds.includes(connection.familyId)) continue;
      remove(connection);
      connection.end();
    }
  }

  const unsubscribe = events.subscribe((event) => {
    if (event.type === 'session.ended') return endSessions(event.userId, event.data);
    for (const connection of byUser.get(event.userId) ?? []) connection.send(event);
  });

  return {
    /**
     * Holds a new stream. At its session's cap the session's oldest stream is ended (a tab
     * opened long ago; it reconnects if it is still there); at the user's cap, with fewer of
     * this session's, it is refused with a 429.
     */
    add(connection: LiveConnection) {
      let set = byUser.get(connection.userId);
      if (!set) byUser.set(connection.userId, (set = new Set()));
      const ofSession = [...set].filter((other) => other.familyId === connection.familyId);
      if (ofSession.length >= MAX_STREAMS_PER_SESSION) {
        set.delete(ofSession[0]!);
        ofSession[0]!.end();
      } else if (set.size >= MAX_STREAMS_PER_USER) {
        throw new AppError(429, 'RATE_LIMITED', LIVE_MSG.tooManyStreams);
      }
      set.add(connection);
    },
    remove,
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
