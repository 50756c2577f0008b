/**
 * A page with a heading and a paragraph, and nothing to run, style or fetch, sent with the headers
 * the shop sends with its own pages: what Chromium and Lighthouse charge any page of the shop on
 * this machine. The shop's Cross-Origin-Opener-Policy makes Chromium commit each page in a new
 * renderer process, and Lighthouse's simulation (Lantern) leaves that commit task out of its
 * first contentful paint, then lays it, 4×, across that paint (docs/performance.md,
 * '2026-12-03, evening').
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title>' +
  '<meta name="description" content="A page with nothing to run."></head>' +
  '<body><h1>Blank</h1><p>No script, no style, no picture.</p></body></html>';

/** What a response says of itself rather than of the shop: not copied to the blank page. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'vary',
  'connection',
  'keep-alive',
]);

/** Serves the blank page on 127.0.0.1 until `stop`, with the headers of the shop's page at `shopPage`. */
export async function serveBlankPage(shopPage: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const shopHeaders = [...(await fetch(shopPage)).headers].filter(([name]) => !OWN_HEADERS.has(name));
  const server = createServer((_request, response) => {
    response.writeHead(200, [...shopHeaders, ['content-type', 'text/html; charset=utf-8']].flat());
    response.end(BLANK_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/blank`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Chromium may hold a socket it opened ahead and never sent a request on: close() alone
        // would wait for Node's request timeout (5 minutes) before it counts as done.
        server.closeAllConnections();
      }),
  };
}
