// Bundles the server (and the shared domain package) into dist/main.js;
// npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@steelcut/'),
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    'mail-worker': 'src/lib/mail-worker.ts',
    'drawing-worker': 'src/modules/drawings/read-worker.ts',
    'nest-worker': 'src/modules/nesting/nest-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: [...external, 'zod'],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
