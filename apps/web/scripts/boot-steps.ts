import path from 'node:path';
import type { Plugin } from 'vite';

/** What a chunking name function may ask of the module graph (Rolldown's ChunkingContext). */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** React, and the bundler's helpers (Vite's preload helper): the entry imports both. */
const WITH_THE_ENTRY = /^\0|[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The steps of `src/main.tsx`'s start after React, in order: each module one imports statically,
 * that no earlier step took, is evaluated in that step's task. MUI's styling engine and the theme,
 * then the router and the data cache, then the rest of the shell: no step's evaluation is more
 * than a few milliseconds of a phone's main thread.
 */
export const BOOT_STEPS = [
  { name: 'styling', entry: 'src/app/boot/styling-engine.ts' },
  { name: 'theme', entry: 'src/app/theme.ts' },
  { name: 'libraries', entry: 'src/app/boot/libraries.ts' },
  { name: 'app', entry: 'src/app/start.tsx' },
] as const;

/**
 * Chunk groups for the modules a first page evaluates, one per step (`BOOT_STEPS`), React and the
 * bundler's helpers with the entry. Each chunk is evaluated in a task of its own; modules no step
 * imports (lazy pages) are left to Rolldown.
 */
export function bootStepGroups(webRoot: string) {
  let steps: Map<string, string> | undefined;

  /** Every module `from` imports statically, directly or not, that no earlier step took. */
  const collect = (graph: ModuleGraph, from: string, step: string, into: Map<string, string>) => {
    const queue = [from];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (into.has(id)) continue;
      into.set(id, WITH_THE_ENTRY.test(id) ? 'react' : step);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  };
  const stepOf = (id: string, graph: ModuleGraph) => {
    if (!steps) {
      steps = new Map();
      for (const step of BOOT_STEPS) collect(graph, path.join(webRoot, step.entry), step.name, steps);
    }
    return steps.get(id);
  };
  const group = (step: string, priority: number) => ({
    priority,
    name: (id: string, graph: ModuleGraph) => (stepOf(id, graph) === step ? step : null),
  });
  return [group('react', 100), ...BOOT_STEPS.map((step, index) => group(step.name, 90 - 10 * index))];
}

/**
 * Preloads the entry's imports and the steps' chunks from index.html, so that they download
 * beside the entry rather than one after another as each step imports the next.
 */
export function bootStepPreloads(): Plugin {
  return {
    name: 'steelcut:boot-step-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { chunk }) =>
        [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
    },
  };
}
