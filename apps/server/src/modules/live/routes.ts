import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QueryTextSchema } from '@steelcut/domain/schemas/fields';
import type { LivePushType } from '@steelcut/domain/schemas/chat';
import type { LiveEvent, LiveEvents } from '../../lib/events';
import { unauthorized } from '../../lib/errors';
import { REFRESH_COOKIE } from '../../lib/refresh-cookie';
import type { AuthService } from '../auth/service';
import { streamConnection, writeOpen, type LiveHub } from './hub';

const HEARTBEAT_MS = 20_000;
/**
 * How often an open stream checks that its session was not ended (logout, password change). A
 * fallback: the 'session.ended' signal ends it at once, unless its session ended in the moment
 * between the check of the cookie and the hub taking the stream.
 */
const SESSION_CHECK_MS = 5 * 60_000;
const RETRY_MS = 3000;
/** More missed events than this and the browser is told to reload what it shows. */
const CATCH_UP_LIMIT = 1000;

interface Options {
  auth: AuthService;
  events: LiveEvents;
  hub: LiveHub;
}

const LastEventId = z.coerce.number().int().nonnegative().optional().catch(undefined);

/**
 * GET /api/auth/events: the signed-in user's live events as server-sent events. EventSource
 * cannot send headers, so the session is the httpOnly refresh cookie (its path is /api/auth);
 * nothing secret goes in the URL. On reconnect the browser sends Last-Event-ID and is sent
 * what it missed, first.
 */
export const liveRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, events, hub }) => {
  app.get(
    '/auth/events',
    {
      schema: {
        tags: ['live'],
        summary: 'Live events of the signed-in user (text/event-stream)',
        headers: z.object({ 'last-event-id': z.string().max(20).optional() }),
        querystring: z.object({ since: QueryTextSchema('since', 20).optional() }),
      },
    },
    async (request, reply) => {
      const session = await auth.sessionOf(request.cookies[REFRESH_COOKIE]);
      if (!session) throw unauthorized();
      const since = LastEventId.parse(request.headers['last-event-id'] ?? request.query.since);

      const res = reply.raw;
      // The browser left while its cookie was read: no 'close' is to come that would release it.
      if (res.destroyed) return reply.hijack();
      // Events that arrive while the missed ones are read wait, so none is lost or sent twice.
      const waiting: LiveEvent<LivePushType>[] = [];
      let catchingUp = true;
      const stream = streamConnection(session, res);
      const connection = {
        ...stream,
        send: (event: LiveEvent<LivePushType>) => (catchingUp ? waiting.push(event) > 0 : stream.send(event)),
      };
      hub.add(connection); // may refuse (429): nothing is written yet

      reply.hijack();
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // nginx would otherwise hold events back in its buffer.
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);

      const heartbeat = setInterval(() => writeOpen(res, ': ping\n\n'), HEARTBEAT_MS);
      const sessionCheck = setInterval(() => {
        auth.sessionAlive(session.familyId).then(
          (alive) => alive || res.end(),
          () => undefined,
        );
      }, SESSION_CHECK_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        hub.remove(connection);
      });

      try {
        const replayed = new Set<number>();
        if (since === undefined) {
          // The first event's id is where a reconnect will count from.
          writeOpen(res, `id: ${await events.latestId()}\nevent: ready\ndata: {}\n\n`);
        } else {
          const missed = await events.missed(session.userId, since, CATCH_UP_LIMIT + 1);
          if (missed.length > CATCH_UP_LIMIT) {
            writeOpen(res, `id: ${await events.latestId()}\nevent: reset\ndata: {}\n\n`);
          } else {
            for (const event of missed) {
              replayed.add(event.id);
              stream.send(event);
            }
            writeOpen(res, `event: ready\ndata: {}\n\n`);
          }
        }
        catchingUp = false;
        for (const event of waiting) if (!replayed.has(event.id)) stream.send(event);
      } catch (error) {
        request.log.error({ err: error }, 'live events catch-up failed');
        res.end();
      }
    },
  );
};
