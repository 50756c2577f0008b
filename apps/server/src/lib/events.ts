import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import {
  LIVE_SIGNAL_TYPES,
  type LiveEventMap,
  type LiveEventType,
  type LivePushType,
} from '@steelcut/domain/schemas/chat';
import type { Db } from '../db/database';
import { isPostgres } from '../db/write-together';
import { isoIn, nowIso } from './time';

/**
 * The one seam for live events: a change records an event per user it concerns, in the change's
 * own transaction; once committed, every server process hands it to the browsers of those users
 * it holds. On SQLite (one process) that is an in-process emitter; on PostgreSQL, NOTIFY on
 * commit reaches every process sharing the database. The rows stay a day, so a browser that
 * reconnects (Last-Event-ID) is sent what it missed, across a restart too. Signals (LiveSignalMap)
 * travel the same way but are for the processes only: never replayed to a browser.
 */
export type LiveEvent<T extends LiveEventType = LiveEventType> = {
  [K in T]: { id: number; userId: number; type: K; data: LiveEventMap[K] };
}[T];
export type LiveListener = (event: LiveEvent) => void;

const KEEP_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
/** NOTIFY payloads must stay under 8000 bytes; larger batches send their ids and are read back. */
const NOTIFY_MAX_BYTES = 7500;
const RECONNECT_MS = 1000;

type Row = { id: number; user_id: number; type: string; payload: string };
const toEvent = (row: Row): LiveEvent =>
  ({ id: row.id, userId: row.user_id, type: row.type, data: JSON.parse(row.payload) }) as LiveEvent;

export interface LiveEvents {
  /**
   * Records `type` for each of `userIds` in `db` (the change's transaction, if it has one).
   * Call `announce` with the result once that transaction has committed.
   */
  record<T extends LiveEventType>(db: Db, type: T, userIds: number[], data: LiveEventMap[T]): Promise<LiveEvent<T>[]>;
  announce(events: LiveEvent[]): void;
  /** record + announce, for a change that is a single write. */
  publish<T extends LiveEventType>(type: T, userIds: number[], data: LiveEventMap[T]): Promise<void>;
  subscribe(listener: LiveListener): () => void;
  /** A user's pushes (no signals) after `afterId`, oldest first. */
  missed(userId: number, afterId: number, limit: number): Promise<LiveEvent<LivePushType>[]>;
  /** The newest event id of all: where a new connection starts counting. */
  latestId(): Promise<number>;
  close(): Promise<void>;
}

export interface LiveEventsOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** PostgreSQL: a connection for LISTEN (DatabaseHandle.newClient). */
  newClient?: () => pg.Client;
}

export function createLiveEvents({ db, log, newClient }: LiveEventsOptions): LiveEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (events: LiveEvent[]) => {
    for (const event of events) emitter.emit('event', event);
  };
  const postgres = isPostgres(db) && newClient ? listenOnPostgres(db, newClient, deliver, log) : undefined;

  const prune = () =>
    db
      .deleteFrom('live_events')
      .where('created_at', '<', isoIn(-KEEP_MS))
      .execute()
      .catch((error: unknown) => log.warn({ err: error }, 'live events not pruned'));
  void prune();
  const pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
  pruneTimer.unref();

  const record: LiveEvents['record'] = async (trx, type, userIds, data) => {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return [];
    const payload = JSON.stringify(data);
    const rows = await trx
      .insertInto('live_events')
      .values(unique.map((userId) => ({ user_id: userId, type, payload, created_at: nowIso() })))
      .returning(['id', 'user_id'])
      .execute();
    const events = rows.map((row) => ({ id: row.id, userId: row.user_id, type, data })) as LiveEvent[];
    if (postgres) await postgres.notify(trx, events);
    return events as LiveEvent<typeof type>[];
  };

  return {
    record,
    // PostgreSQL's NOTIFY reaches this process too; only SQLite delivers here.
    announce: (events) => {
      if (!postgres) deliver(events);
    },
    async publish(type, userIds, data) {
      const events: LiveEvent[] = await record<LiveEventType>(db, type, userIds, data);
      if (!postgres) deliver(events);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async missed(userId, afterId, limit) {
      const rows = await db
        .selectFrom('live_events')
        .select(['id', 'user_id', 'type', 'payload'])
        .where('user_id', '=', userId)
        .where('id', '>', afterId)
        .where('type', 'not in', LIVE_SIGNAL_TYPES)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toEvent) as LiveEvent<LivePushType>[];
    },
    async latestId() {
      const row = await db
        .selectFrom('live_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    async close() {
      clearInterval(pruneTimer);
      emitter.removeAllListeners();
      await postgres?.close();
    },
  };
}

/**
 * LISTEN on a channel named after the schema (tests give each file its own schema in one
 * database), NOTIFY in the writing transaction. A dropped listener reconnects and reads back
 * what was recorded meanwhile.
 */
function listenOnPostgres(
  db: Db,
  newClient: () => pg.Client,
  deliver: (events: LiveEvent[]) => void,
  log: FastifyBaseLogger,
) {
  let client: pg.Client | undefined;
  let closed = false;
  let lastId = 0;
  let timer: NodeJS.Timeout | undefined;
  const channel = db
    .selectNoFrom(sql<string>`current_schema()`.as('schema'))
    .executeTakeFirstOrThrow()
    .then(({ schema }) => `live_events_${schema}`);

  const readBack = async (ids: number[] | undefined) => {
    let query = db.selectFrom('live_events').select(['id', 'user_id', 'type', 'payload']).orderBy('id');
    query = ids ? query.where('id', 'in', ids) : query.where('id', '>', lastId).limit(10_000);
    return (await query.execute()).map(toEvent);
  };

  const onBatch = (events: LiveEvent[]) => {
    for (const event of events) lastId = Math.max(lastId, event.id);
    deliver(events);
  };

  async function connect() {
    const listener = newClient();
    listener.on('error', (error) => {
      log.warn({ err: error }, 'live events listener lost; reconnecting');
      void listener.end().catch(() => {});
      if (client === listener) reconnectSoon();
    });
    listener.on('notification', (note) => {
      if (!note.payload) return;
      if (note.payload.startsWith('ids:')) {
        const ids = note.payload.slice(4).split(',').map(Number);
        readBack(ids).then(onBatch, (error: unknown) => log.error({ err: error }, 'live events not read'));
      } else onBatch(JSON.parse(note.payload) as LiveEvent[]);
    });
    await listener.connect();
    await listener.query(`LISTEN "${await channel}"`);
    if (closed) return void (await listener.end());
    client = listener;
  }

  function reconnectSoon() {
    client = undefined;
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect()
        .then(() => readBack(undefined))
        .then(onBatch)
        .catch((error: unknown) => {
          log.warn({ err: error }, 'live events listener could not reconnect');
          reconnectSoon();
        });
    }, RECONNECT_MS);
    timer.unref();
  }

  const ready = (async () => {
    lastId = Number(
      (
        await db
          .selectFrom('live_events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    await connect();
  })().catch((error: unknown) => {
    log.warn({ err: error }, 'live events listener could not start; retrying');
    reconnectSoon();
  });

  return {
    async notify(trx: Db, events: LiveEvent[]) {
      const whole = JSON.stringify(events);
      const payload =
        Buffer.byteLength(whole) <= NOTIFY_MAX_BYTES ? whole : `ids:${events.map((event) => event.id).join(',')}`;
      await sql`select pg_notify(${await channel}, ${payload})`.execute(trx);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await ready;
      await client?.end().catch(() => {});
    },
  };
}
