import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Far beyond a start on the slowest day (3-5 s on 2 busy cores), yet within a test hook's 120 s. */
const START_LIMIT_MS = 90_000;

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server child's process id (its memory and CPU are read from /proc/<pid>). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built server (apps/server/dist, or another build beside it) on a free port with a
 * fresh DATA_DIR; `env.PORT` and `env.DATA_DIR` start it again where a stopped one ran.
 */
export async function startServer(
  env: Record<string, string> = {},
  extraNodeArgs: string[] = [],
  build = 'dist',
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'steelcut-run-'));
  // SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the server under load.
  const nodeArgs = [...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), ...extraNodeArgs];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'apps/server', build, 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`server could not be started with ${process.execPath}`);
  const url = `http://127.0.0.1:${port}`;
  // Waits as long as a busy machine needs; a server that never answers fails here, by name,
  // rather than as a refused connection in whichever step comes first.
  const giveUpAt = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > giveUpAt) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer ${url}/api/ready within ${START_LIMIT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** User + system CPU time of a process so far, in seconds (clock ticks of 1/100 s on Linux). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
