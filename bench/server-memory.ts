import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningServer } from './server-process';

/**
 * Node arguments that preload bench/heap-probe.mjs into a server: on SIGUSR2 it runs a full
 * collection and writes its live heap and resident set. Memory is read this way where a leak
 * would show, because RSS alone follows where the collector happens to be: V8 lets garbage reach
 * a few hundred MB between full collections.
 */
export const HEAP_PROBE_ARGS = ['--expose-gc', '--import', path.join(import.meta.dirname, 'heap-probe.mjs')];

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** VmRSS of a process, in MB, as it stands (garbage included). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) / 1024);
}

/** The live heap and the RSS of a server started with HEAP_PROBE_ARGS, right after a full collection. */
export async function heapAfterGc(server: RunningServer): Promise<{ heapMb: number; rssMb: number }> {
  const file = path.join(server.dataDir, 'heap.json');
  const asked = Date.now();
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (!existsSync(file)) continue;
    const read = JSON.parse(readFileSync(file, 'utf8')) as { at: number; heapUsed: number; rss: number };
    if (read.at >= asked) return { heapMb: mb(read.heapUsed), rssMb: mb(read.rss) };
  }
  throw new Error(`server ${server.pid} did not report its heap`);
}
