// The build's stamp: a hash of what the web app's and the server's builds are made from, kept
// beside the server's build. `npm run build` writes it last; `npm start` compares it with the
// sources (start.mjs). Plain JavaScript, so it needs nothing compiled to run.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const at = (...parts) => path.join(root, ...parts);

/** What the web app's and the server's builds are made from (tests are not). */
const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/package.json',
  'packages/domain/src',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/server/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/src',
];
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** Every input file by its path and bytes, in a fixed order: the same sources give the same stamp. */
export function sourcesStamp() {
  const hash = createHash('sha256');
  const add = (relative) => {
    const full = at(relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) if (!isTest(name)) add(path.join(relative, name));
      return;
    }
    hash.update(`${relative}\0`).update(readFileSync(full)).update('\0');
  };
  for (const input of INPUTS) add(input);
  return hash.digest('hex');
}

const STAMP = at('apps/server/dist/sources.sha256');
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((output) => at(output));

/** Whether the build there was made from the sources as they are now. */
export const buildIsCurrent = (stamp = sourcesStamp()) =>
  OUTPUTS.every(existsSync) && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === stamp;

export const writeStamp = (stamp = sourcesStamp()) => writeFileSync(STAMP, `${stamp}\n`);

if (import.meta.filename === process.argv[1]) writeStamp();
