/**
 * The real server process for the failure tests: built from source with esbuild as
 * apps/server/build.mjs builds dist/ (CI runs `npm test` before `npm run build`; ~0.3 s), started
 * with `node main.js` on a DATA_DIR and port that survive restarts, and stopped by a signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'admin@failure.example', password: 'Failure-admin-1' };

/**
 * Builds main.js and its workers (mail-worker.js, drawing-worker.js) into a folder of their own under test/failure/dist (git and
 * lint ignore dist/), where Node finds the dependencies in the repository's node_modules as the
 * real dist/ does, and where no other run's server is reading them. Returns main.js and a remover.
 */
export async function buildServer(): Promise<{ main: string; remove(): void }> {
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !name.startsWith('@steelcut/'),
  );
  const outdir = path.join(SERVER_DIR, 'test/failure/dist', `${process.pid}-${randomBytes(4).toString('hex')}`);
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: {
      main: 'src/main.ts',
      'mail-worker': 'src/lib/mail-worker.ts',
      'drawing-worker': 'src/modules/drawings/read-worker.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    external: [...external, 'zod'],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return { main: path.join(outdir, 'main.js'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export { freePort } from '../../../../bench/server-process';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerSpec {
  main: string;
  port: number;
  dataDir: string;
  /** Unset: SQLite in dataDir. */
  databaseUrl?: string;
  jwtSecret: string;
  /** Removes dataDir (once its server has ended). */
  removeDataDir(): void;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The exit code, or the signal's name; resolves when the process has ended. */
  exited: Promise<number | string>;
  /** Its standard error so far (its log lines at LOG_LEVEL and above). */
  log(): string;
  signal(name: NodeJS.Signals): void;
}

/** A server on the same port, data directory and database every time: a restart. */
export function serverSpec(main: string, port: number, databaseUrl?: string): ServerSpec {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'steelcut-failure-'));
  return {
    main,
    port,
    databaseUrl,
    dataDir,
    jwtSecret: randomBytes(32).toString('hex'),
    removeDataDir: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Starts the server and waits until /api/ready answers 200 (or the process ends: throws). */
export async function startServer(spec: ServerSpec, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [spec.main], {
    env: {
      ...process.env,
      PORT: String(spec.port),
      HOST: '127.0.0.1',
      DATA_DIR: spec.dataDir,
      DATABASE_URL: spec.databaseUrl ?? '',
      JWT_SECRET: spec.jwtSecret,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${process.execPath}`);
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-64 * 1024);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let ended: number | string | undefined;
  void exited.then((how) => (ended = how));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${spec.port}`,
    pid: child.pid,
    exited,
    log: () => stderr,
    signal: (name) => {
      if (ended === undefined) child.kill(name);
    },
  };
  for (const started = Date.now(); Date.now() - started < 30_000; await sleep(50)) {
    if (ended !== undefined) throw new Error(`server exited (${ended}) before it was ready:\n${stderr}`);
    const ready = await fetch(`${server.url}/api/ready`).catch(() => undefined);
    if (ready?.ok) return server;
  }
  server.signal('SIGKILL');
  throw new Error(`server not ready within 30 s:\n${stderr}`);
}

/**
 * A PostgreSQL database of its own on the server TEST_DATABASE_URL names (else the local one),
 * dropped afterwards; undefined when the tests run on SQLite.
 */
export async function freshPostgres(label: string): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const name = `steelcut_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
