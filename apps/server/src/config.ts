import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ShopSettingsSchema, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { parseTrustProxy, TRUST_PROXY_HELP, type TrustProxy } from './lib/trust-proxy';

const shopField = ShopSettingsSchema.shape;

function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The one typed, validated view of the environment. Nothing else reads process.env. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (unset it to use SQLite)')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an e-mail address').default('admin@steelcut.example'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z.string().url('PUBLIC_URL must be a URL').optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return trust ?? false;
    }),
  STORAGE: z.enum(['disk', 'database'], { error: 'STORAGE must be disk or database' }).default('disk'),
  // Customers' drawings are read in worker threads (modules/drawings/read-pool.ts).
  DRAWING_WORKERS: wholeNumber('DRAWING_WORKERS', 1, 16).default(Math.max(1, Math.min(4, availableParallelism() - 1))),
  DRAWING_QUEUE: wholeNumber('DRAWING_QUEUE', 0, 1000).default(16),
  DRAWING_QUEUE_PER_CALLER: wholeNumber('DRAWING_QUEUE_PER_CALLER', 0, 1000).default(4),
  DRAWING_TIME_LIMIT_MS: wholeNumber('DRAWING_TIME_LIMIT_MS', 10, 60_000).default(5000),
  // A nest searches this long after its first filling, in a worker thread (modules/nesting/nest-runner.ts).
  NEST_SECONDS: wholeNumber('NEST_SECONDS', 0, 600).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  // The shop's details until the owner saves the settings (GET/PUT /api/admin/shop); the same rules.
  SHOP_TRADING_NAME: shopField.tradingName.optional(),
  SHOP_LEGAL_NAME: shopField.legalName.optional(),
  SHOP_UPI_ID: shopField.upiId.optional(),
  SHOP_PAYEE_NAME: shopField.payeeName.optional(),
  SHOP_PHONES: z
    .string()
    .transform((list) => list.split(',').map((phone) => phone.trim()))
    .pipe(shopField.phones)
    .optional(),
  SHOP_EMAIL: shopField.email.optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail when set; otherwise the shop's settings name it (lib/mail-sender.ts). */
  mailFrom: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /**
   * Behind proxies, which X-Forwarded-For entries to believe: how many hops, or the proxies'
   * addresses (Fastify's trustProxy). Never `true`, which believes whatever the client sends.
   */
  trustProxy: TrustProxy;
  /** Where uploads live: DATA_DIR/uploads, or the database (every process reaches them). */
  storage: 'disk' | 'database';
  /**
   * Reading customers' drawings: worker threads (one core is left to the event loop), how many
   * files may wait for one before uploads get 503, how many of them one caller's (beyond one per
   * worker) before theirs get 429, and how long one file may take.
   */
  drawings: { workers: number; queue: number; perCaller: number; timeLimitMs: number };
  /** How long a nest searches after placing every part once (issue 33). */
  nestSeconds: number;
  /** Secure cookies only when served over https. */
  secureCookies: boolean;
  /** Where the built web app lives; absent in API-only tests. */
  webDist: string | undefined;
  /** The shop's details from SHOP_*: the settings' starting values until the owner first saves them. */
  shopSeed: ShopSeed;
};

export type ShopSeed = Partial<
  Pick<ShopSettings, 'tradingName' | 'legalName' | 'upiId' | 'payeeName' | 'phones' | 'email'>
>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // the database, uploads, mail and secret
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const shopSeed = withoutUndefined({
    tradingName: e.SHOP_TRADING_NAME,
    legalName: e.SHOP_LEGAL_NAME,
    upiId: e.SHOP_UPI_ID,
    payeeName: e.SHOP_PAYEE_NAME,
    phones: e.SHOP_PHONES,
    email: e.SHOP_EMAIL,
  });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    storage: e.STORAGE,
    drawings: {
      workers: e.DRAWING_WORKERS,
      queue: e.DRAWING_QUEUE,
      perCaller: e.DRAWING_QUEUE_PER_CALLER,
      timeLimitMs: e.DRAWING_TIME_LIMIT_MS,
    },
    nestSeconds: e.NEST_SECONDS,
    secureCookies: publicUrl.startsWith('https://'),
    webDist: findWebDist(),
    shopSeed,
  };
}

function withoutUndefined<T extends object>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as never;
}

function blankToUndefined(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/** Generated once and kept in DATA_DIR, so restarts keep sessions valid. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function findWebDist(): string | undefined {
  const candidates = [
    path.resolve(import.meta.dirname, '../../web/dist'),
    path.resolve(import.meta.dirname, '../../../apps/web/dist'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}
