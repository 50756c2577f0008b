/**
 * Two builds of the server compared on one signed-in read: both run at once and the load switches
 * between them every few seconds, so a machine whose speed drifts slows both alike. Prints each
 * build's server CPU per request (from /proc) and the paired differences.
 *
 *   cp -r apps/server/dist apps/server/dist-a   # before the change
 *   npm run build -w apps/server && cp -r apps/server/dist apps/server/dist-b
 *   AB_BUILDS=dist-a,dist-b node --import tsx bench/ab.ts
 *
 * AB_SLICES (16) slices of AB_SECONDS (2) each, after a 3 s warm-up; AB_ROUTE (/api/auth/userProfile);
 * AB_LOG_LEVEL (warn, as the bench; the server's default is info). AB_CASE=cart reads the signed-in
 * admin's cart of 20 lines (merged in first); AB_CASE=quote prices 20 rectangles (rates saved first).
 */
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { RECTANGLE } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { cpuSeconds, startServer, type RunningServer } from './server-process';
import { median } from './stats';

const ADMIN = { email: 'admin@bench.example', password: 'Bench-admin-1' };
const BUILDS = (process.env.AB_BUILDS ?? 'dist-a,dist-b').split(',');
const SLICES = Number(process.env.AB_SLICES ?? 16);
const SECONDS = Number(process.env.AB_SECONDS ?? 2);
const ROUTE = process.env.AB_ROUTE ?? '/api/auth/userProfile';
const LOG_LEVEL = process.env.AB_LOG_LEVEL ?? 'warn';
const CASE = process.env.AB_CASE ?? 'read';

/** 20 rectangles of different widths, in SPEC's names (the quote's items and a guest cart's). */
const TWENTY_PARTS = Array.from({ length: 20 }, (_, i) => ({
  shape_id: 1,
  material_name: RECTANGLE.material_name,
  thickness: RECTANGLE.thickness,
  quantity: i + 1,
  finish: RECTANGLE.finish,
  parameters: [
    { param_key: 'a', param_value: 100 + 10 * i },
    { param_key: 'b', param_value: 120 },
  ],
}));
const CONNECTIONS = 50;

interface Contender {
  build: string;
  server: RunningServer;
  headers: Record<string, string>;
  request: { path: string; method?: 'POST'; body?: string };
  microsPerRequest: number[];
}

if (BUILDS.length !== 2) throw new Error('AB_BUILDS names two builds beside apps/server/dist, e.g. dist-a,dist-b');

async function start(build: string): Promise<Contender> {
  const server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL }, [], build);
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const send = async (path: string, method: string, body: unknown) => {
    const answer = await fetch(server.url + path, { method, headers, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${build}: ${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  };
  let request: Contender['request'] = { path: ROUTE };
  if (CASE === 'cart') {
    await send('/api/cart/mergeGuestCart', 'POST', { userId: user.id, guestItems: TWENTY_PARTS });
    request = { path: `/api/cart/getCart/${user.id}` };
  } else if (CASE === 'quote') {
    await send('/api/admin/pricing', 'PUT', { pricing: aPricing() });
    request = { path: '/api/quote', method: 'POST', body: JSON.stringify({ state: 'Karnataka', items: TWENTY_PARTS }) };
  }
  return { build, server, headers, request, microsPerRequest: [] };
}

async function slice(contender: Contender, seconds: number) {
  const before = cpuSeconds(contender.server.pid);
  const result = await autocannon({
    url: contender.server.url + contender.request.path,
    method: contender.request.method ?? 'GET',
    body: contender.request.body,
    headers: contender.request.body ? contender.headers : { authorization: contender.headers.authorization! },
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpu = cpuSeconds(contender.server.pid) - before;
  if (result.non2xx > 0) throw new Error(`${contender.build}: ${result.non2xx} answers were not 2xx`);
  return (cpu / result.requests.total) * 1e6;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const [a, b] = [await start(BUILDS[0]!), await start(BUILDS[1]!)];
try {
  for (const contender of [a, b]) await slice(contender, 3);
  for (let i = 0; i < SLICES; i += 1) {
    // Alternate which goes first, so neither always follows the other.
    for (const contender of i % 2 === 0 ? [a, b] : [b, a])
      contender.microsPerRequest.push(await slice(contender, SECONDS));
  }
  for (const { build, microsPerRequest } of [a, b]) {
    console.log(
      `${build}: server CPU per request ${mean(microsPerRequest).toFixed(1)} µs (mean), ${median(microsPerRequest).toFixed(1)} µs (median)`,
    );
  }
  const differences = b.microsPerRequest.map((micros, i) => micros - a.microsPerRequest[i]!);
  console.log(
    `${b.build} − ${a.build}: ${mean(differences).toFixed(1)} µs (mean of ${SLICES} paired slices), lower in ${differences.filter((d) => d < 0).length} of ${SLICES}`,
  );
} finally {
  for (const { server } of [a, b]) {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
