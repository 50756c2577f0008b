/**
 * Live chat push under load: many open GET /api/auth/events streams, chat messages sent at a
 * steady rate through POST /api/send-message, and for every message the time until each stream
 * of its sender and of its receiver has it. One or more server processes on one database; on
 * PostgreSQL they share events through LISTEN/NOTIFY.
 *
 * Customers each keep two tabs open, the admin (Support, user 1) ten; messages alternate
 * customer → Support and Support → customer, each with a text of its own, so every message is
 * expected on 2 + 10 streams. Delivery latency = when a stream received the event − when the
 * send request started (one clock: this process's performance.now()).
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SUPPORT_ID } from '@steelcut/domain/schemas/chat';
import { openEventStream, type EventStream, type StreamedEvent } from '../apps/server/test/event-stream';
import { rssMb } from './server-memory';
import { openSeeder } from './seed';
import { cpuSeconds, type RunningServer } from './server-process';

export interface ChatOptions {
  /** Open streams wanted: ADMIN_TABS for the admin, two per customer for the rest. */
  streams: number;
  /** Messages per second, one every 1000 / rate ms. */
  rate: number;
  seconds: number;
  /** At the same rate before the measured messages, not counted in the figures. */
  warmupSeconds: number;
  /** How long after the last answer a delivery may still arrive before it counts as lost. */
  graceMs: number;
}

export interface ChatTarget {
  scenario: string;
  database: 'SQLite' | 'PostgreSQL';
  /** PostgreSQL: the database every server uses; SQLite: the one server's DATA_DIR is seeded. */
  databaseUrl?: string;
  servers: RunningServer[];
  /** An access token for the user, as the server signs them. */
  sign(userId: number, role: 'user' | 'admin'): Promise<string>;
}

export interface ChatRow {
  scenario: string;
  database: string;
  processes: number;
  streams: number;
  rate: number;
  messages: number;
  expected: number;
  received: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  sendP99: number;
  /** Server RSS in MB per process: fresh, with the streams open, after the run. */
  rss: string;
  budget: string;
  result: string;
  /** What else was seen: CPU, the bench's own event-loop delay, stray events. */
  note: string;
}

export const CHAT_P99_MS = 200;
const ADMIN_TABS = 10;
const TABS_PER_CUSTOMER = 2;
/** Streams opening at once (each is a session lookup on the server). */
const OPENING_AT_ONCE = 50;
const READY_TIMEOUT_MS = 15_000;
const SEND_TIMEOUT_MS = 10_000;
/** monitorEventLoopDelay's sampling interval: its figures include it, so it is taken off. */
const LOOP_RESOLUTION_MS = 5;

interface Tab {
  index: number;
  userId: number;
  server: number;
}

interface Sent {
  measured: boolean;
  /** Tab indexes that must receive it. */
  expected: Set<number>;
  /** Tab index → delivery latency in ms. */
  latency: Map<number, number>;
  startedAt: number;
  status?: number;
  sendMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs `task` over `items`, at most `limit` at once. */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed)
      await task(items[next++]).catch((error: unknown) => {
        failed = true;
        throw error;
      });
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const round = (ms: number) => (ms >= 10 ? Math.round(ms) : Math.round(ms * 10) / 10);

export async function measureChat(target: ChatTarget, options: ChatOptions): Promise<ChatRow> {
  const { servers } = target;
  const customersWanted = Math.max(1, Math.floor((options.streams - ADMIN_TABS) / TABS_PER_CUSTOMER));

  const seeder = await openSeeder({ databaseUrl: target.databaseUrl, dataDir: servers[0].dataDir });
  const seeded = await seeder
    .customers(customersWanted, 0)
    .then(async (customers) => {
      const ids = customers.map((c) => c.userId);
      return { ids, cookies: await seeder.sessions([SUPPORT_ID, ...ids]) };
    })
    .finally(() => seeder.close());
  const customers = seeded.ids;
  const bearer = new Map<number, string>([[SUPPORT_ID, `Bearer ${await target.sign(SUPPORT_ID, 'admin')}`]]);
  for (const id of customers) bearer.set(id, `Bearer ${await target.sign(id, 'user')}`);

  // Tabs of a customer, and the admin's, spread over the processes: with two, every message is
  // wanted on both, so half its deliveries cross from one process to the other.
  const tabs: Tab[] = [];
  const tabsOf = new Map<number, number[]>();
  const addTab = (userId: number, n: number) => {
    const tab = { index: tabs.length, userId, server: n % servers.length };
    tabs.push(tab);
    tabsOf.set(userId, [...(tabsOf.get(userId) ?? []), tab.index]);
  };
  for (let n = 0; n < ADMIN_TABS; n += 1) addTab(SUPPORT_ID, n);
  for (const id of customers) for (let n = 0; n < TABS_PER_CUSTOMER; n += 1) addTab(id, n);

  const byText = new Map<string, Sent>();
  const seen = { duplicates: 0, strays: 0, unknown: 0, other: new Map<string, number>() };
  const onEvent = (tab: Tab) => (event: StreamedEvent) => {
    if (event.type !== 'chat.message') {
      if (event.type !== 'ready') seen.other.set(event.type, (seen.other.get(event.type) ?? 0) + 1);
      return;
    }
    const sent = byText.get(String((event.data as { message?: unknown }).message));
    if (!sent) seen.unknown += 1;
    else if (!sent.expected.has(tab.index)) seen.strays += 1;
    else if (sent.latency.has(tab.index)) seen.duplicates += 1;
    else sent.latency.set(tab.index, event.receivedAt - sent.startedAt);
  };

  const rss = servers.map((s) => [rssMb(s.pid)]);
  // No socket pool limit: 500 streams must not queue behind one another.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const streams: EventStream[] = [];
  try {
    const openingStarted = performance.now();
    await inPool(tabs, OPENING_AT_ONCE, async (tab) => {
      const cookie = `refreshToken=${seeded.cookies.get(tab.userId)}`;
      const stream = await openEventStream(`${servers[tab.server].url}/api/auth/events`, { cookie }, agent);
      streams.push(stream);
      if (stream.status !== 200) throw new Error(`stream of user ${tab.userId} answered ${stream.status}`);
      stream.onEvent = onEvent(tab);
      await stream.next('ready', undefined, READY_TIMEOUT_MS);
    });
    const openingMs = performance.now() - openingStarted;
    await sleep(1000);
    servers.forEach((s, n) => rss[n].push(rssMb(s.pid)));

    const runId = Date.now().toString(36);
    let sequence = 0;
    const sendErrors: string[] = [];
    const send = async (measured: boolean) => {
      const i = sequence++;
      // Even: a customer writes to Support; odd: Support answers a customer. Through each
      // process in turn, both directions.
      const customer = customers[Math.floor(i / 2) % customers.length];
      const [from, to] = i % 2 === 0 ? [customer, SUPPORT_ID] : [SUPPORT_ID, customer];
      const server = servers[Math.floor(i / 2) % servers.length];
      const text = `bench ${runId} #${i} from ${from} to ${to}`;
      const form = new FormData();
      form.set('sender_id', String(from));
      form.set('receiver_id', String(to));
      form.set('message', text);
      const sent: Sent = {
        measured,
        expected: new Set([...tabsOf.get(from)!, ...tabsOf.get(to)!]),
        latency: new Map(),
        startedAt: performance.now(),
      };
      byText.set(text, sent);
      try {
        const response = await fetch(`${server.url}/api/send-message`, {
          method: 'POST',
          headers: { authorization: bearer.get(from)! },
          body: form,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        const body = await response.text();
        sent.sendMs = performance.now() - sent.startedAt;
        sent.status = response.status;
        if (response.status !== 201) sendErrors.push(`${response.status} ${body.slice(0, 200)}`);
      } catch (error) {
        sent.status = 0;
        sendErrors.push(error instanceof Error ? error.message : String(error));
      }
    };

    /** One message every 1000 / rate ms by the clock, whatever the answers take (open loop). */
    let lateMs = 0;
    const sendFor = async (seconds: number, measured: boolean) => {
      const count = Math.round(seconds * options.rate);
      const started = performance.now();
      const inFlight: Promise<void>[] = [];
      for (let k = 0; k < count; k += 1) {
        const due = started + (k * 1000) / options.rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (measured) lateMs = Math.max(lateMs, performance.now() - due);
        inFlight.push(send(measured));
      }
      await Promise.all(inFlight);
    };
    const allDelivered = () =>
      [...byText.values()].every((s) => s.status !== 201 || s.latency.size === s.expected.size);
    const awaitDeliveries = async () => {
      const until = performance.now() + options.graceMs;
      while (!allDelivered() && performance.now() < until) await sleep(50);
    };

    await sendFor(options.warmupSeconds, false);
    await awaitDeliveries();
    const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    loopDelay.enable();
    const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
    const sendingStarted = performance.now();
    await sendFor(options.seconds, true);
    const sendingMs = performance.now() - sendingStarted;
    const cpu = servers.map((s, n) => (cpuSeconds(s.pid) - cpuBefore[n]) / (sendingMs / 1000));
    loopDelay.disable();
    const loopDelayP99 = Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS);
    await awaitDeliveries();
    servers.forEach((s, n) => rss[n].push(rssMb(s.pid)));

    const all = [...byText.values()];
    const measured = all.filter((s) => s.measured);
    const delivered = measured.filter((s) => s.status === 201);
    const expected = delivered.reduce((sum, s) => sum + s.expected.size, 0);
    const received = delivered.reduce((sum, s) => sum + s.latency.size, 0);
    const latencies = delivered.flatMap((s) => [...s.latency.values()]).sort((a, b) => a - b);
    const sendTimes = measured.flatMap((s) => (s.sendMs === undefined ? [] : [s.sendMs])).sort((a, b) => a - b);
    const warmupLost = all
      .filter((s) => !s.measured && s.status === 201)
      .reduce((sum, s) => sum + s.expected.size - s.latency.size, 0);

    const p99 = percentile(latencies, 99);
    const lost = expected - received;
    const problems: string[] = [];
    if (!(p99 < CHAT_P99_MS)) problems.push(`p99 ${round(p99)} ms ≥ ${CHAT_P99_MS} ms`);
    if (lost > 0) problems.push(`${lost} lost`);
    if (warmupLost > 0) problems.push(`${warmupLost} lost in the warm-up`);
    if (sendErrors.length > 0) problems.push(`${sendErrors.length} sends failed (first: ${sendErrors[0]})`);
    if (seen.duplicates > 0) problems.push(`${seen.duplicates} delivered twice`);
    if (seen.strays > 0) problems.push(`${seen.strays} delivered to a stream of neither party`);
    if (seen.unknown > 0) problems.push(`${seen.unknown} unknown chat.message events`);

    const label = (n: number) => (servers.length > 1 ? `${String.fromCharCode(65 + n)} ` : '');
    const other = [...seen.other].map(([type, count]) => `${count} ${type}`).join(', ');
    return {
      scenario: target.scenario,
      database: target.database,
      processes: servers.length,
      streams: tabs.length,
      rate: options.rate,
      messages: measured.length,
      expected,
      received,
      lost,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(p99),
      max: round(latencies[latencies.length - 1] ?? NaN),
      sendP99: round(percentile(sendTimes, 99)),
      rss: rss.map((r, n) => `${label(n)}${r.join(' → ')}`).join('; '),
      budget: `p99 < ${CHAT_P99_MS} ms, 0 lost`,
      result: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
      note:
        `${tabs.length} streams ready in ${(openingMs / 1000).toFixed(1)} s; ` +
        `server CPU while sending ${cpu.map((c, n) => `${label(n)}${Math.round(c * 100)}%`).join(', ')} of one core; ` +
        `bench event-loop delay p99 ${loopDelayP99.toFixed(1)} ms, sends at most ${round(lateMs)} ms late` +
        (other ? `; other events: ${other}` : ''),
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}

/** A scenario that could not be measured, as a FAIL row. */
export function chatNotMeasured(
  scenario: string,
  database: string,
  processes: number,
  options: ChatOptions,
  error: unknown,
): ChatRow {
  const message = error instanceof Error ? error.message : String(error);
  return {
    scenario,
    database,
    processes,
    streams: options.streams,
    rate: options.rate,
    messages: 0,
    expected: 0,
    received: 0,
    lost: 0,
    p50: NaN,
    p95: NaN,
    p99: NaN,
    max: NaN,
    sendP99: NaN,
    rss: '—',
    budget: `p99 < ${CHAT_P99_MS} ms, 0 lost`,
    result: `FAIL: not measured: ${message}`,
    note: '',
  };
}

export function printChatTable(rows: ChatRow[], options: ChatOptions) {
  const customers = Math.max(1, Math.floor((options.streams - ADMIN_TABS) / TABS_PER_CUSTOMER));
  console.log(
    `\nChat push: ${customers} customers × ${TABS_PER_CUSTOMER} tabs + ${ADMIN_TABS} admin tabs open on GET /api/auth/events; ` +
      `${options.rate} messages/s for ${options.seconds} s (after a ${options.warmupSeconds} s warm-up) through POST /api/send-message, ` +
      `alternately customer → Support and Support → customer (and through each process in turn); each message is due on ` +
      `${TABS_PER_CUSTOMER + ADMIN_TABS} streams; latency = received on a stream − send request started; ` +
      `lost = not received ${options.graceMs / 1000} s after the last answer\n`,
  );
  console.log(
    '| scenario | database | processes | streams | msg/s | messages | deliveries due | received | lost | p50 ms | p95 ms | p99 ms | max ms | send p99 ms | server RSS MB (fresh → streams open → after) | budget | result |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.scenario} | ${r.database} | ${r.processes} | ${r.streams} | ${r.rate} | ${r.messages} | ${r.expected} | ${r.received} | ${r.lost} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.sendP99} | ${r.rss} | ${r.budget} | ${r.result} |`,
    );
  }
  for (const r of rows) if (r.note) console.log(`\n${r.scenario}, ${r.database}: ${r.note}`);
}
