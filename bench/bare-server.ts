import { spawn } from 'node:child_process';

/** A bare node:http server answering one fixed JSON body, in a process of its own. */
const SERVER = `
const { createServer } = require('node:http');
const body = process.env.BARE_BODY;
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The reference the API's figures are compared with. In a process of its own: inside the bench's
 * process it shared one core with the load generator and measured about half its real speed.
 */
export function startBareServer(body: string): Promise<BareServer> {
  const child = spawn(process.execPath, ['-e', SERVER], {
    env: { ...process.env, BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout!.once('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (!port) return reject(new Error(`bare server said ${chunk.toString()}`));
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
