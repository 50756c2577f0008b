import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ErrorReplySchema } from '@steelcut/domain/error-codes';
import { requireAdmin, requireUser } from './auth-guard';

/** The schemes the API document declares; a route's security is worked out from its guard. */
export const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  refreshCookie: { type: 'apiKey', in: 'cookie', name: 'refreshToken' },
} as const;

/** Routes whose session is the refresh cookie (its path is /api/auth). */
const COOKIE_ROUTES = new Set(['/api/auth/refresh-token', '/api/auth/logout', '/api/auth/events']);
/** Routes where a bearer token is optional: a signed URL, or what an admin may see beyond a guest. */
const OPTIONAL_BEARER = new Set([
  '/api/files/:id',
  '/api/shape/:id',
  '/api/drawings',
  '/api/drawings/:id',
  '/api/drawings/:id/units',
  '/api/drawings/:id/layers',
]);
/** Routes limited per address or account (429). */
const RATE_LIMITED = /^\/api\/auth\/(login|register|forgotPassword|resendOTP|verifyOTP|resetPassword)$/;
const RATE_LIMITED_CALLS = new Set(['POST /api/drawings']);
/** Calls that wait for a drawing reader, and are turned away while every one is busy (503). */
const READS_DRAWINGS = new Set([
  'POST /api/drawings',
  'GET /api/drawings/:id',
  'PUT /api/drawings/:id/units',
  'PUT /api/drawings/:id/layers',
]);
/** Routes that can find what they are asked to change already changed or gone (409). */
const CONFLICTS = new Set([
  '/api/auth/register',
  '/api/order/create',
  '/api/order/:id/convert',
  '/api/address',
  '/api/admin/nests',
  '/api/admin/nests/:id/use',
  '/api/admin/orders/:id/quote',
  '/api/admin/orders/:id/payments/:paymentId/void',
  '/api/order/:id/invoice.pdf',
  '/api/quotations',
]);
/** Routes that can find what they are asked for past its validity (410). */
const GONE = new Set(['/api/order/create']);

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `message`, `code` and, for forms, `errors` per field',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but not allowed (another user’s id, or an admin-only call)',
  404: 'Not found (or not yours)',
  409: 'Conflicts with the current state',
  410: 'No longer valid (a quotation past its validity)',
  413: 'The attached file is too large',
  415: 'Not sent as the content type this call takes',
  429: 'Too many tries; `Retry-After` says when to try again',
  503: 'Busy for now; `Retry-After` says when to try again',
};

/** GET /api/order/:id/user/:userId → getOrderIdUserUserId: unique, stable, readable. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part.replace(/^:/, ''));
  const camel = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${camel}`;
}

/**
 * Fills in what the API document says of each route from what the route is: its operationId,
 * its security (from its guard), and the error answers it can give, each in the one error
 * shape. Register it before the routes.
 */
export function describeRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || !route.schema) return;
    const method = [route.method].flat()[0];
    if (method === 'HEAD') return;
    const guards = [route.onRequest ?? []].flat();
    const admin = guards.includes(requireAdmin);
    const bearer = admin || guards.includes(requireUser);
    const cookie = COOKIE_ROUTES.has(route.url);
    const schema = route.schema as Record<string, unknown>;
    schema.operationId ??= operationIdOf(method, route.url);
    schema.security ??= bearer
      ? [{ bearerAuth: [] }]
      : cookie
        ? [{ refreshCookie: [] }]
        : OPTIONAL_BEARER.has(route.url)
          ? [{ bearerAuth: [] }, {}]
          : [];

    const multipart = (schema.consumes as string[] | undefined)?.includes('multipart/form-data') ?? false;
    const statuses = new Set<number>();
    if (schema.body || schema.querystring || schema.params || schema.headers || multipart) statuses.add(400);
    if (bearer || cookie) statuses.add(401);
    if (admin || route.url.includes(':userId') || (bearer && method !== 'GET')) statuses.add(403);
    if (route.url.includes(':')) statuses.add(404);
    if (CONFLICTS.has(route.url)) statuses.add(409);
    if (GONE.has(route.url)) statuses.add(410);
    if (multipart) statuses.add(413).add(415);
    const call = `${method} ${route.url}`;
    if (RATE_LIMITED.test(route.url) || RATE_LIMITED_CALLS.has(call)) statuses.add(429);
    if (READS_DRAWINGS.has(call)) statuses.add(503);
    if (statuses.size === 0) statuses.add(400); // every call can be malformed at the HTTP level
    const response = (schema.response ??= {}) as Record<number, unknown>;
    for (const status of statuses) response[status] ??= ErrorReplySchema.describe(DESCRIPTIONS[status]);
  });
}

/** Answers that are not JSON (so have no response schema to serialise with), as the document shows them. */
const NON_JSON_ANSWERS: Record<string, { type: string; description: string }> = {
  '/api/files/:id': { type: 'application/octet-stream', description: 'The file’s bytes, with its stored type' },
  '/api/shapes-images/:name': {
    type: 'image/svg+xml',
    description: 'The illustration (WebP or PNG when the name ends so)',
  },
  '/api/auth/events': { type: 'text/event-stream', description: 'Server-sent events until the browser leaves' },
  '/api/order/:id/invoice.pdf': { type: 'application/pdf', description: 'The invoice' },
  '/api/quotations/:id.pdf': { type: 'application/pdf', description: 'The quotation' },
  '/api/admin/orders/export.csv': { type: 'text/csv', description: 'The list, one line per item' },
  '/api/order/:id/items/:itemId/part.dxf': { type: 'application/dxf', description: 'The part’s outline' },
  '/api/admin/orders/:id/job.zip': { type: 'application/zip', description: 'The job pack' },
  '/api/credit-notes/:id/credit-note.pdf': { type: 'application/pdf', description: 'The credit note' },
  '/api/admin/returns/gstr1': { type: 'application/json', description: 'GSTR-1 as the offline tool imports it' },
  '/api/admin/returns/tally': { type: 'application/xml', description: 'Tally Prime vouchers' },
  '/api/admin/returns/documents.csv': { type: 'text/csv', description: 'The month’s tax documents' },
  '/api/admin/nests/:id/sheets/:file': {
    type: 'application/dxf',
    description: 'The sheet (a PDF when the name ends in .pdf)',
  },
};

/** The zod schemas as JSON Schema (fastify-type-provider-zod), plus the non-JSON answers. */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const answer = NON_JSON_ANSWERS[input.url];
  if (!answer) return output;
  const binary = { schema: { type: 'string', format: 'binary' } };
  const schema = output.schema as Record<string, unknown>;
  const response = {
    ...(schema.response as object),
    200: { description: answer.description, content: { [answer.type]: binary } },
  };
  return { ...output, schema: { ...schema, response } };
};
