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

/** Visits `from` and what it imports statically, directly or not, short of where `enter` says no. */
function walkStaticImports(graph: ModuleGraph, from: string, enter: (id: string) => boolean) {
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (enter(id)) queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
}

/** Each module the app's start evaluates, with the step it is evaluated in (`BOOT_STEPS`). */
function bootStepOfEachModule(graph: ModuleGraph, webRoot: string): Map<string, string> {
  const steps = new Map<string, string>();
  // Each step takes what it imports that no earlier step took.
  for (const step of BOOT_STEPS)
    walkStaticImports(graph, path.join(webRoot, step.entry), (id) => {
      if (steps.has(id)) return false;
      steps.set(id, WITH_THE_ENTRY.test(id) ? 'react' : step.name);
      return true;
    });
  return steps;
}

/**
 * Chunk groups for the modules a first page evaluates, one per step (`BOOT_STEPS`), React and the
 * bundler's helpers with the entry. Each chunk is evaluated in a task of its own; modules no step
 * imports (lazy pages) are left to Rolldown.
 */
export function bootStepGroups(webRoot: string) {
  let steps: Map<string, string> | undefined;
  const stepOf = (id: string, graph: ModuleGraph) => {
    steps ??= bootStepOfEachModule(graph, webRoot);
    return steps.get(id);
  };
  const group = (step: string, priority: number) => ({
    priority,
    name: (id: string, graph: ModuleGraph) => (stepOf(id, graph) === step ? step : null),
  });
  return [group('react', 100), ...BOOT_STEPS.map((step, index) => group(step.name, 90 - 10 * index))];
}

/**
 * The chunk group of what two or more public pages import statically that the app's start
 * (`bootStepGroups`) did not take: Grid, Card, Skeleton, the page header… Left to Rolldown, each
 * goes into a small chunk of its own, shared with a different set of lazy pages, and a first visit
 * to /home would fetch ten files for its page: as many requests as for the whole app, each sent
 * from the page's main thread. A page's own modules stay with it (Rolldown puts them in its chunk).
 * What a page imports comes with its first visit whole: a module a page reads one message of must
 * not also hold what only a form needs (`SHAPE_MSG` has a module of its own, away from zod).
 */
export function storefrontGroup(webRoot: string, pageModules: readonly string[]) {
  let shared: Set<string> | undefined;

  const sharedModules = (graph: ModuleGraph) => {
    const started = bootStepOfEachModule(graph, webRoot);
    const seenBy = new Map<string, number>();
    for (const page of new Set(pageModules)) {
      const seen = new Set<string>();
      walkStaticImports(graph, path.join(webRoot, page), (id) => {
        if (seen.has(id) || started.has(id)) return false;
        seen.add(id);
        seenBy.set(id, (seenBy.get(id) ?? 0) + 1);
        return true;
      });
    }
    return new Set([...seenBy].filter(([, pages]) => pages > 1).map(([id]) => id));
  };
  return {
    priority: 50,
    name: (id: string, graph: ModuleGraph) => {
      shared ??= sharedModules(graph);
      return shared.has(id) ? 'storefront' : null;
    },
  };
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
