/**
 * npm run bench: load figures for the API beside a bare node:http server answering the
 * same JSON size, in one run, on this machine. Needs `npm run build` first.
 */
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { freePort, ROOT, startServer } from './server-process';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ADMIN = { email: 'admin@bench.example', password: 'Bench-admin-1' };

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  await autocannon({ ...options, duration: 3, connections: CONNECTIONS }); // warm-up: JIT and caches
  const result = await autocannon({ duration: DURATION, connections: CONNECTIONS, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function bareServer(body: string) {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function hashMs(): Promise<number> {
  const runs = 10;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await hashPassword(`password-${i}`);
  return (performance.now() - started) / runs;
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) throw new Error('Run `npm run build` first.');
  // TRUST_PROXY lets each request carry its own client address, as behind a load balancer,
  // so the per-address login limit measures many customers rather than one.
  const server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: 'true' });
  const rows: Figures[] = [];
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const profileBody = await (await fetch(`${server.url}/api/auth/userProfile`, { headers: { authorization: `Bearer ${token}` } })).text();

    const bare = await bareServer(profileBody);
    rows.push(await load('bare node:http (same JSON size)', { url: bare.url }));
    await bare.close();

    rows.push(
      await load('GET /api/auth/userProfile', { url: `${server.url}/api/auth/userProfile`, headers: { authorization: `Bearer ${token}` } }),
    );

    let client = 0;
    rows.push(
      await load('POST /api/auth/login', {
        url: `${server.url}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
        setupClient: (c) => c.setHeaders({ 'content-type': 'application/json', 'x-forwarded-for': `10.0.${Math.floor(client / 250)}.${client++ % 250}` }),
      }),
    );
  } finally {
    await server.stop();
  }

  const [bare, profile, login] = rows;
  console.log(`\nBench: ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}\n`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  const ratio = profile.rps / bare.rps;
  console.log(`\nuserProfile vs bare: ${(ratio * 100).toFixed(1)}% (budget >= 40%): ${ratio >= 0.4 ? 'PASS' : 'FAIL'}`);
  console.log(`userProfile p99 ${profile.p99} ms (budget < 50 ms): ${profile.p99 < 50 ? 'PASS' : 'FAIL'}`);
  console.log(`login: ${login.rps} logins/s, bounded by the password hash: ${(await hashMs()).toFixed(1)} ms per argon2id hash`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
