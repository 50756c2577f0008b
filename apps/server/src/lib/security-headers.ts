import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** Served over https (PUBLIC_URL): browsers are told to keep to https (HSTS) and upgrade links. */
  https: boolean;
}

/**
 * Helmet's headers, worked out once: with no per-request nonce they never change, so each
 * request only copies them. (@fastify/helmet rebuilds the middleware on every request, which
 * cost a fifth of a small API call's time.)
 */
export function securityHeaders({ https }: SecurityHeaderOptions): Record<string, string> {
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
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: () => undefined,
  };
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Every answer gets them, set before anything else runs (answers the router refuses: see app.ts). */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
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
