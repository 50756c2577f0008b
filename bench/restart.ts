/**
 * node --import tsx bench/restart.ts: how soon `npm start` answers GET /api/health after a restart,
 * with the build current (issue budget: under 3 s), on a fresh DATA_DIR and then on the same one
 * again (the database migrated and seeded already). Run after `npm run build`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const BUDGET_MS = 3000;
const PORT = 3217;
const root = path.resolve(import.meta.dirname, '..');
const HEALTH = `http://127.0.0.1:${PORT}/api/health`;

/**
 * Until nothing answers on PORT. npm exits before the server it started has closed its socket,
 * so a restart timed at once would be answered by the server still shutting down.
 */
async function portFree(): Promise<void> {
  const giveUpAt = performance.now() + 30_000;
  while (
    await fetch(HEALTH).then(
      () => true,
      () => false,
    )
  ) {
    if (performance.now() > giveUpAt) throw new Error(`something still answers on port ${PORT}`);
    await sleep(25);
  }
}

async function startOnce(dataDir: string): Promise<number> {
  await portFree();
  const started = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-pass-1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start ended: ${output.slice(-2000)}`);
      const answered = await fetch(HEALTH).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      await sleep(25);
    }
    if (/building/i.test(output)) throw new Error('npm start rebuilt: run npm run build first');
    return performance.now() - started;
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'steelcut-restart-'));
try {
  const first = await startOnce(dataDir);
  const again = await startOnce(dataDir);
  for (const [label, ms] of [
    ['first start (migrate, seed)', first],
    ['restart', again],
  ] as const) {
    const verdict = ms < BUDGET_MS ? 'PASS' : 'FAIL';
    console.log(
      `${label.padEnd(28)} ${Math.round(ms).toString().padStart(6)} ms   budget < ${BUDGET_MS} ms   ${verdict}`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
