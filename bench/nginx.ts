import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './server-process';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** deploy/nginx-steelcut.conf with these upstreams and port, inside a minimal main configuration. */
function configFor(dir: string, port: number, upstreams: string[]): string {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx-steelcut.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+;\n/gm, '')
    .replace('upstream steelcut {', `upstream steelcut {\n${upstreams.map((u) => `  server ${u};`).join('\n')}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    // nginx ends a client connection after 1,000 requests with 'Connection: close'; browsers
    // honour it, autocannon writes its next request anyway and counts the reset as an error.
    '  keepalive_requests 1000000;',
    `  client_body_temp_path ${dir}/body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    site,
    '}',
    '',
  ].join('\n');
}

/** Debian's nginx in front of `upstreams` (host:port), round robin, with the repository's own site file. */
export async function startNginx(upstreams: string[]): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'steelcut-nginx-'));
  chmodSync(dir, 0o777); // nginx's workers (nobody, when started as root) write their temp files here
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), configFor(dir, port, upstreams));
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  // Without this, a missing nginx ends the bench at once and leaves its servers running.
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (failed) throw new Error(`nginx could not be started (${NGINX}): ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          const log = path.join(dir, 'error.log');
          const errors = existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
          if (errors) console.log(`nginx error.log:\n${errors.split('\n').slice(-20).join('\n')}`);
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}
