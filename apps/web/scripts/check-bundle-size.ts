/**
 * The JavaScript budget of a first visit (docs/performance.md): every script the built
 * index.html loads or preloads, plus the server-rendered page's starter and the chunks it fetches,
 * gzipped, and how many files they are. Prints each chunk and fails the build above either budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
/** Each file is a request sent from the page's main thread: the app's start, its page's, two scripts. */
const BUDGET_FILES = 12;
const PAGES = ['/', '/home'];
/** Printed beside them, with no budget of their own. */
const WATCHED = ['/shapes/1'];

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const renderer = (await import(pathToFileURL(path.join(web, 'dist-ssr/entry-server.js')).href)) as {
  firstVisitChunks: (manifest: Manifest, pathname: string) => string[];
  APP_STARTER: string;
};

/** Scripts named by index.html itself: module and classic scripts, modulepreload links. */
function htmlScripts(): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const found = [
    ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ];
  return found.map((match) => match[1]!);
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let failed = false;
for (const page of [...PAGES, ...WATCHED]) {
  const budgeted = PAGES.includes(page);
  const files = [...new Set([...htmlScripts(), renderer.APP_STARTER, ...renderer.firstVisitChunks(manifest, page)])];
  const sizes = files.map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const over = budgeted && total > BUDGET_BYTES;
  const tooMany = budgeted && files.length > BUDGET_FILES;
  failed ||= over || tooMany;
  const budget = budgeted ? `budget ${BUDGET_FILES} scripts, ${kb(BUDGET_BYTES)}` : 'no budget';
  console.log(`\nFirst visit to ${page}: ${files.length} scripts, ${kb(total)} gzipped (${budget})`);
  for (const { file, bytes } of sizes) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  if (over) console.error(`  over the budget by ${kb(total - BUDGET_BYTES)}`);
  if (tooMany) console.error(`  ${files.length - BUDGET_FILES} scripts over the budget`);
}
if (failed) process.exit(1);
