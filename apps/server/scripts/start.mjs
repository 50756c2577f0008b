// npm start: serves the build that is there when it was made from the sources as they are now,
// and builds first only when they changed or no build exists, so a restart answers in about a
// second instead of rebuilding for 40 (docs/operations.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent } from './sources-stamp.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

if (!buildIsCurrent()) {
  console.log('The build is missing or older than the sources: building');
  // npm runs this script with npm_execpath set: the same npm builds, whichever is on PATH.
  const [command, ...args] = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const build = spawnSync(command, [...args, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
