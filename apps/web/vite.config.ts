import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootStepGroups, bootStepPreloads, storefrontGroup } from './scripts/boot-steps.ts';
import { lowPriorityScripts } from './scripts/low-priority-scripts.ts';
import { precompress } from './scripts/precompress.ts';
import { PUBLIC_PAGE_MODULES } from './src/app/public-pages.ts';

// React Router's package exports only its development build (remix-run/react-router#14102): its
// production build, the same code without the development warnings, for both of ours.
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? {
        // `vite build --ssr src/entry-server.tsx`: the renderer the server loads for public pages,
        // self-contained (every package bundled) and never served to browsers.
        plugins: [react()],
        resolve: { alias: [reactRouterProduction] },
        publicDir: false,
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          // One file: its browser stand-ins (app/ssr-globals) load before any module of the app.
          rollupOptions: { output: { codeSplitting: false } },
        },
      }
    : {
        plugins: [react(), bootStepPreloads(), lowPriorityScripts(), precompress()],
        // The built app loads notistack with its first toast (src/lib/toasts/lazy-notistack.tsx).
        resolve:
          command === 'build'
            ? {
                alias: [
                  reactRouterProduction,
                  {
                    find: /^notistack$/,
                    replacement: fileURLToPath(new URL('./src/lib/toasts/lazy-notistack.tsx', import.meta.url)),
                  },
                ],
              }
            : undefined,
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // The server preloads each public page's chunks from it; the size check reads it.
          manifest: true,
          // A lazy page's own imports load when it runs rather than beside it: the list of every
          // page's imports would otherwise sit in the entry chunk (about 3 KB of a visitor's first
          // download). A first page's chunks come preloaded by the server.
          modulePreload: { resolveDependencies: () => [] },
          rollupOptions: {
            treeshake: { manualPureFunctions: ['z'] },
            output: {
              codeSplitting: {
                groups: [
                  // The first page's modules in one chunk per step of its start (src/main.tsx).
                  ...bootStepGroups(webRoot),
                  // What the public pages share, in one chunk rather than one per set of pages sharing it.
                  storefrontGroup(
                    webRoot,
                    PUBLIC_PAGE_MODULES.map(([, module]) => module),
                  ),
                ],
              },
            },
          },
        },
        server: {
          proxy: {
            '/api': 'http://127.0.0.1:3000',
          },
        },
      },
);
