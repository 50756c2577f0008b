/**
 * Total Blocking Time of the storefront's pages, measured rather than simulated, so that a change
 * can be compared before and after on a shared machine. Builds nothing: start from `npm run build`.
 * Starts the built server on a fresh data dir and Debian's headless Chromium (CHROME_PATH, default
 * /usr/bin/chromium); each load is a fresh browser context at a phone's size, traced, and the
 * renderer's main-thread tasks that start after the first contentful paint are summed as
 * Lighthouse does (the part of each task over 50 ms), until the page has been quiet for QUIET_MS:
 *
 * - **4× CPU**: Chromium slowed 4× through CDP (Emulation.setCPUThrottlingRate, Lighthouse's
 *   mobile CPU), each task's wall-clock duration. What a slow phone feels; on a busy machine it
 *   also counts the time the page waited for a core.
 * - **CPU time × 4**: the same load's tasks by the renderer thread's own CPU time, unthrottled
 *   (a second load at full speed), times 4: how Lighthouse's simulation scales the tasks it
 *   observes, without the other processes' share of the machine.
 *
 * Prints the median of RUNS loads per page and each load's figures; then, by CPU time × 4, the
 * same sum over the whole load (steadier: a task just before the first paint no longer drops out)
 * and the longest task.
 *
 *   node --import tsx bench/blocking-time.ts
 *   RUNS=9 PAGES=/shapes/1 node --import tsx bench/blocking-time.ts
 *   TASKS=1 PAGES=/shapes/1 node --import tsx bench/blocking-time.ts   # what ran in each long task
 *
 * TASKS=1 lists, for one more load at 4×, every task over 50 ms with the scripts it spent its time
 * in (self time by file, from a CPU profile sampled every 100 µs) and the browser's own work;
 * TRACE_DIR=/tmp/x keeps that load's trace and CPU profile (Chromium's DevTools opens both).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startServer } from './server-process';
import { CHROMIUM_ARGS } from './chromium-args';
import { median } from './stats';

const RUNS = Number(process.env.RUNS ?? 5);
const QUIET_MS = Number(process.env.QUIET_MS ?? 3000);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse's mobile screen (Moto G Power), CSS pixels.
const VIEWPORT = { width: 412, height: 823 };
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };
type Trace = { traceEvents: (TraceEvent & { args?: unknown })[] };
/** One main-thread task: start (ms after navigation), wall and thread (CPU) duration in ms. */
type Task = { at: number; wall: number; cpu: number };
type Load = { tasks: Task[]; fcp: number; /** the navigation's trace timestamp, µs */ origin: number };

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];

function mainThreadTasks(trace: Trace, url: string): Load | null {
  const events = trace.traceEvents;
  const navigationId = (e: { args?: unknown }) => (e.args as { data?: { navigationId?: string } }).data?.navigationId;
  // The page's own navigation: the one its first contentful paint belongs to, else the one to its URL.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigation =
    events.find((e) => e.name === 'navigationStart' && fcp && navigationId(e) === navigationId(fcp)) ??
    events.find((e) => e.name === 'navigationStart' && JSON.stringify(e.args).includes(`"${url}"`));
  if (!navigation) return null; // now and then a trace misses it: the caller loads again
  const tasks = events
    .filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.name === 'RunTask' && e.ph === 'X')
    .map((e) => ({ at: (e.ts - navigation.ts) / 1000, wall: e.dur! / 1000, cpu: (e.tdur ?? e.dur!) / 1000 }))
    .filter((task) => task.at >= 0);
  return { tasks, fcp: fcp && fcp.pid === navigation.pid ? (fcp.ts - navigation.ts) / 1000 : 0, origin: navigation.ts };
}

async function tracedLoad(
  browser: Browser,
  url: string,
  rate: number,
  before?: (cdp: CDPSession) => Promise<void>,
): Promise<{ load: Load; trace: Buffer; cdp: CDPSession; close: () => Promise<void> }> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await tracedLoadOnce(browser, url, rate, before);
    if (run.load) return { ...run, load: run.load };
    await run.close();
    if (attempt === 3) throw new Error(`no navigation to ${url} in three traces`);
  }
}

async function tracedLoadOnce(
  browser: Browser,
  url: string,
  rate: number,
  before?: (cdp: CDPSession) => Promise<void>,
): Promise<{ load: Load | null; trace: Buffer; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await before?.(cdp);
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // Quiet: no task over 50 ms (at this rate) for QUIET_MS. Long tasks keep coming after 'load'.
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, quietMs);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, quietMs);
        }).observe({ type: 'longtask' as never }); // not in Node's types;
      }),
    QUIET_MS,
  );
  const trace = await browser.stopTracing();
  const load = mainThreadTasks(JSON.parse(trace.toString()) as Trace, page.url());
  return { load, trace, cdp, close: () => context.close() };
}

/**
 * Lighthouse's sum: the part over 50 ms of each task that starts after the first contentful paint
 * (from: 0 counts the whole load, whether the scripts ran before the first paint or after it).
 */
function blockingTime({ tasks, fcp }: Load, duration: (task: Task) => number, from = fcp): number {
  return tasks
    .filter((task) => task.at >= from)
    .reduce((sum, task) => sum + Math.max(0, duration(task) - BLOCKING_MS), 0);
}

type Profile = {
  nodes: { id: number; callFrame: { url: string; functionName: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** One more load at 4×, profiled: each long task with the files its time went to. */
async function describeTasks(browser: Browser, url: string): Promise<void> {
  const run = await tracedLoad(browser, url, SLOWDOWN, async (cdp) => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  });
  try {
    const { profile } = (await run.cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const trace = JSON.parse(run.trace.toString()) as Trace;
    if (process.env.TRACE_DIR) {
      mkdirSync(process.env.TRACE_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      writeFileSync(path.join(process.env.TRACE_DIR, `${name}.trace.json`), run.trace);
      writeFileSync(path.join(process.env.TRACE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    }
    const { tasks, fcp, origin } = run.load;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const file = (frame: { url: string; functionName: string }) =>
      frame.url ? frame.url.replace(/^https?:\/\/[^/]+\/(assets\/)?/, '') : frame.functionName || '(browser)';
    // The profile and the trace share a clock (µs).
    let sampled = profile.startTime;
    const samples = profile.samples.map((id, i) => ({
      at: ((sampled += profile.timeDeltas[i]!) - origin) / 1000,
      file: file(nodes.get(id)!),
    }));
    const BROWSER_WORK = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit'];
    const work = trace.traceEvents
      .filter((e) => e.ph === 'X' && BROWSER_WORK.includes(e.name) && (e.dur ?? 0) > 5_000)
      .map((e) => ({ name: e.name, at: (e.ts - origin) / 1000, ms: e.dur! / 1000 }));
    console.log(`\n${url} at ${SLOWDOWN}× CPU: first contentful paint at ${Math.round(fcp)} ms; tasks over 50 ms:`);
    for (const task of tasks.filter((t) => t.wall > BLOCKING_MS)) {
      const inside = samples.filter((s) => s.at >= task.at && s.at < task.at + task.wall);
      const byFile = new Map<string, number>();
      inside.forEach((s, i) => {
        const next = inside[i + 1]?.at ?? task.at + task.wall;
        byFile.set(s.file, (byFile.get(s.file) ?? 0) + next - s.at);
      });
      const files = [...byFile]
        .filter(([, ms]) => ms >= 2)
        .sort((x, y) => y[1] - x[1])
        .map(([name, ms]) => `${name} ${Math.round(ms)}`);
      const own = work
        .filter((w) => w.at >= task.at && w.at < task.at + task.wall)
        .map((w) => `${w.name} ${Math.round(w.ms)}`);
      console.log(
        `  at ${Math.round(task.at)} ms, ${Math.round(task.wall)} ms (CPU ${Math.round(task.cpu)}): ${files.join(', ')}` +
          (own.length ? ` [${own.join(', ')}]` : ''),
      );
    }
  } finally {
    await run.close();
  }
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROME,
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const { shapes } = (await (await fetch(`${server.url}/api/shape/shapeName`)).json()) as { shapes: { id: number }[] };
  const pages = process.env.PAGES?.split(',') ?? ['/', '/home', `/shapes/${shapes[0]!.id}`];
  // The server renders a page on its first request and keeps it: measure what visitors get after.
  for (const page of pages) await fetch(server.url + page);

  console.log(
    `Total Blocking Time, median of ${RUNS} loads, ${new Date().toISOString().slice(0, 16)}Z, ` +
      `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start\n`,
  );
  console.log('| page | 4× CPU | loads | CPU time × 4 | loads | CPU time × 4, whole load | longest task |');
  console.log('|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const slowed: number[] = [];
    const scaled: number[] = [];
    const whole: number[] = [];
    const longest: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const atFour = await tracedLoad(browser, server.url + page, SLOWDOWN);
      await atFour.close();
      slowed.push(blockingTime(atFour.load, (task) => task.wall));
      const full = await tracedLoad(browser, server.url + page, 1);
      await full.close();
      scaled.push(blockingTime(full.load, (task) => task.cpu * SLOWDOWN));
      whole.push(blockingTime(full.load, (task) => task.cpu * SLOWDOWN, 0));
      longest.push(Math.max(...full.load.tasks.map((t) => t.cpu * SLOWDOWN)));
    }
    const list = (values: number[]) => values.map(Math.round).join(', ');
    console.log(
      `| ${page} | ${Math.round(median(slowed))} ms | ${list(slowed)} | ${Math.round(median(scaled))} ms | ` +
        `${list(scaled)} | ${Math.round(median(whole))} ms | ${Math.round(median(longest))} ms |`,
    );
  }
  if (process.env.TASKS) for (const page of pages) await describeTasks(browser, server.url + page);
} finally {
  await browser.close();
  await server.stop();
}
