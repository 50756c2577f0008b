import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Transaction,
  type TransactionBuilder,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { sqliteChangeStamp, type ChangeStamp } from './change-stamp';
import { retryingConflicts } from './transient';
import type { Database } from './types';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL: a connection of its own, outside the pool (LISTEN needs one that stays). */
  newClient?: () => pg.Client;
  /** SQLite: what lets a hot read be kept while nothing was written (db/change-stamp.ts). */
  changeStamp?: ChangeStamp;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite. */
  url?: string;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** PostgreSQL schema to live in (tests give each file its own). */
  schema?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) return openPostgres(options.url, options.schema, options.poolSize ?? 10);
  return openSqlite(options.sqliteFile ?? ':memory:');
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'shop.sqlite');
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') ownerOnly(file);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', changeStamp: sqliteChangeStamp(sqlite), destroy: () => db.destroy() };
}

/**
 * The database file readable by the shop's user only: created so before SQLite opens it (SQLite
 * gives its -wal and -shm files the database file's mode), and an older, wider file narrowed.
 */
function ownerOnly(file: string) {
  closeSync(openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(each)) chmodSync(each, 0o600);
}

/**
 * Transactions take the write lock at BEGIN. A plain BEGIN reads first and fails with
 * SQLITE_BUSY at its first write when another process wrote meanwhile, without waiting
 * out busy_timeout; BEGIN IMMEDIATE waits its turn instead.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection) {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      }
    })(this.#config);
  }
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, so keep the
 * recent ones. Queries are built from a few hundred fixed shapes, so the cache stays small.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      let statement = cache.get(query);
      if (!statement) {
        statement = sqlite.prepare(query);
        if (cache.size >= 500) cache.delete(cache.keys().next().value!);
        cache.set(query, statement);
      }
      return statement;
    },
  };
}

// COUNT(*) and bigint columns come back as strings by default; our values fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/**
 * Names each query after its text, so that a connection parses it (and, once PostgreSQL settles on
 * a generic plan, plans it) the first time only: for our small queries that is most of its work.
 * Kysely sends values as parameters, so the texts are the code's query shapes, a bounded set, each
 * kept per connection while it lives. DDL and transaction control stay unnamed. A named `select *`
 * fails once its table gains a column, so migrations run before the server answers (main.ts).
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size >= 2000) statementNames.delete(statementNames.keys().next().value!);
    statementNames.set(text, name);
  }
  return name;
}

const DML = /^\s*(select|insert|update|delete|with)\b/i;

/** Sends Kysely's queries, query(text, values), as named statements (statementName). */
function preparing(client: pg.PoolClient): void {
  const plain = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (...args: unknown[]) => {
    const [text, values] = args;
    return args.length === 2 && typeof text === 'string' && Array.isArray(values) && DML.test(text)
      ? plain({ name: statementName(text), text, values })
      : plain(...args);
  };
  Object.assign(client, { query });
}

/** A database that does not answer a new connection within this is away: the request gets a 503. */
const CONNECT_TIMEOUT_MS = 5000;

function openPostgres(url: string, schema: string | undefined, max: number): DatabaseHandle {
  const connection = { connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) };
  const pool = new pg.Pool({ ...connection, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  pool.on('connect', preparing);
  pool.on('connect', survivesLostConnection);
  // An idle connection that broke (the database restarted, the network cut it): the pool has
  // already dropped it and the next query opens another. Without a listener it would end the process.
  pool.on('error', () => undefined);
  const db = new RetryingKysely({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', newClient: () => new pg.Client(connection), destroy: () => db.destroy() };
}

/**
 * A connection that breaks while a request holds it fails that request's queries (503) and is
 * dropped when released (pg-pool checks it is still queryable); the 'error' it also emits must
 * not end the process, which it would with no listener (the pool listens only while it is idle).
 */
function survivesLostConnection(client: pg.PoolClient): void {
  client.on('error', () => undefined);
}

/** Kysely whose transactions run again when PostgreSQL aborts them for a write conflict. */
class RetryingKysely extends Kysely<Database> {
  override transaction(): TransactionBuilder<Database> {
    return retryingBuilder(super.transaction());
  }
}

/** The builder, whose execute is retryingConflicts(execute); the builder keeps its state in #private fields. */
function retryingBuilder(builder: TransactionBuilder<Database>): TransactionBuilder<Database> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') {
        return <T>(callback: (trx: Transaction<Database>) => Promise<T>) =>
          retryingConflicts(() => target.execute(callback));
      }
      if (property === 'setIsolationLevel' || property === 'setAccessMode') {
        return (setting: never) => retryingBuilder(target[property](setting));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
