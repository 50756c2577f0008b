import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** Served over https (PUBLIC_URL): browsers are told to keep to https (HSTS) and upgrade links. */
  https: boolean;
}

export interface ShopHeaders {
  /** Pages and files of the web app: helmet's full set. */
  page: Record<string, string>;
  /** The API docs: a page (with a policy of its own, docsPolicy), kept out of search results. */
  docs: Record<string, string>;
  /** JSON answers, event streams and downloads of the API (see apiHeaders). */
  api: Record<string, string>;
}

/** Kept out of search results: the API (for the app) and the pages no search should show. */
export const NOINDEX = { 'x-robots-tag': 'noindex' };

/**
 * Worked out once: with no per-request nonce they never change, so each request only copies them.
 * (@fastify/helmet rebuilds the middleware on every request, which cost a fifth of a small API
 * call's time.)
 */
export function securityHeaders(options: SecurityHeaderOptions): ShopHeaders {
  const page = pageHeaders(options);
  return { page, docs: { ...page, ...NOINDEX }, api: apiHeaders(page) };
}

export function headersFor(headers: ShopHeaders, url: string): Record<string, string> {
  if (!url.startsWith('/api/')) return headers.page;
  return url.startsWith('/api/docs') ? headers.docs : headers.api;
}

function pageHeaders({ https }: SecurityHeaderOptions): Record<string, string> {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // MUI's emotion writes <style> tags at run time; scripts stay 'self' only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Over plain http (a shop on 127.0.0.1) an upgrade would point at a port nobody serves.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * An API answer is never a document a browser renders: nothing in it may load or run, it may not
 * be framed, sniffed, read by another site or indexed. The headers that only govern documents
 * (opener and agent-cluster isolation, referrer, DNS prefetch, legacy XSS and download flags)
 * are left out: each answer carried ~480 bytes of them, a tenth of a small call's time on both
 * ends of the connection (docs/performance.md).
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'x-content-type-options',
    'x-frame-options',
    'strict-transport-security',
  ];
  return {
    'content-security-policy': "default-src 'none';base-uri 'none';frame-ancestors 'none';object-src 'none'",
    ...Object.fromEntries(kept.filter((name) => name in page).map((name) => [name, page[name]!])),
    ...NOINDEX,
  };
}

/** Every answer gets them, set before anything else runs (answers the router refuses: see app.ts). */
export function registerSecurityHeaders(app: FastifyInstance, headers: ShopHeaders) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(headers, request.url));
    done();
  });
}

/**
 * The API docs page brings its own policy (@fastify/swagger-ui's staticCSP, with the hashes of
 * its inline scripts); this holds it to the shop's rules on base, framing and upgrades.
 */
export function docsPolicy({ https }: SecurityHeaderOptions) {
  return (policy: string) => {
    const hardened = policy
      .replace(/base-uri [^;]*/, "base-uri 'none'")
      .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'")
      // Swagger UI sets styles at run time, as MUI does in the shop; no stylesheets from elsewhere.
      .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
    return https ? hardened : hardened.replace(/\s*upgrade-insecure-requests;?/, '');
  };
}
