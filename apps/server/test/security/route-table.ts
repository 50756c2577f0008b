import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers';

export interface ServerRoute {
  method: string;
  url: string;
  /** `METHOD /api/url/:pattern`, as the tables in these tests name routes. */
  key: string;
  /** The route as registered: its zod schemas, its guards. */
  options: RouteOptions;
}

/**
 * buildTestApp, recording every /api route the server registers. Fastify announces each new
 * instance on the `fastify.initialization` diagnostics channel before any plugin runs, so an
 * onRoute hook added there sees every route: nothing in the app has to list them for the test.
 * HEAD routes Fastify adds beside each GET are left out.
 */
export async function buildRecordedApp(options?: TestAppOptions): Promise<{ t: TestApp; routes: ServerRoute[] }> {
  const routes: ServerRoute[] = [];
  const record = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api')) continue;
        routes.push({ method, url: route.url, key: `${method} ${route.url}`, options: route });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', record);
  try {
    return { t: await buildTestApp(options), routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', record);
  }
}

/** Text that must never reach a client: stack frames, SQL, the database's own words. */
export const INTERNALS =
  /\n\s+at |\bat [\w.<>]+ \(|\bselect .* from\b|\binsert into\b|\bupdate \w+ set\b|SQLITE|syntax error|node_modules|\/src\/|relation "|violates .* constraint/i;
