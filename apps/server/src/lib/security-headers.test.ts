import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, expectError, registerUser, asUser, type TestApp } from '../../test/helpers';
import { INTERNALS } from '../../test/security/route-table';

/** The directives every page and API answer must carry, whatever else the policy allows. */
const REQUIRED = ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];

function directivesOf(response: LightMyRequestResponse): string[] {
  return String(response.headers['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
}

function expectShopHeaders(response: LightMyRequestResponse) {
  const label = `${response.statusCode} ${response.headers['content-type']}`;
  expect(directivesOf(response), label).toEqual(expect.arrayContaining(REQUIRED));
  expect(
    directivesOf(response).find((d) => d.startsWith('script-src ')),
    label,
  ).toBe("script-src 'self'");
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['x-powered-by'], label).toBeUndefined();
}

/** The app on the same database, serving a built web app of one page. */
async function withWebApp(t: TestApp, run: (web: FastifyInstance) => Promise<void>) {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const web = await buildApp({
    config: { ...t.config, webDist },
    database: { db: t.db, dialect: t.dialect, destroy: async () => {} },
    logger: false,
  });
  try {
    await run(web);
  } finally {
    await web.close();
    rmSync(webDist, { recursive: true, force: true });
  }
}

describe('security headers over http (PUBLIC_URL http://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('go with API answers, errors and the web app’s pages', async () => {
    expectShopHeaders(await t.app.inject('/api/health'));
    const missing = await t.app.inject('/api/no-such-thing');
    expectError(missing, 404);
    expectShopHeaders(missing);
    const refused = await t.app.inject('/api/auth/userProfile');
    expectError(refused, 401);
    expectShopHeaders(refused);
    // Refused by the router itself, before any hook: an overlong or malformed path segment.
    for (const [url, status] of [
      [`/api/order/${'9'.repeat(120)}`, 414],
      ['/api/order/%E0%A4%A', 400],
    ] as const) {
      const byRouter = await t.app.inject(url);
      expectError(byRouter, status);
      expectShopHeaders(byRouter);
    }
    await withWebApp(t, async (web) => {
      const page = await web.inject('/orders');
      expect(page.headers['content-type']).toContain('text/html');
      expectShopHeaders(page);
    });
  });

  it('send no HSTS and no upgrade-insecure-requests, which would break a shop served on http', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(directivesOf(response)).not.toContain('upgrade-insecure-requests');
  });

  it('hold the API docs page (its own policy, for its inline scripts) to the same base and framing rules', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(directivesOf(response), url).toEqual(
        expect.arrayContaining(["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]),
      );
      expect(directivesOf(response), url).not.toContain('upgrade-insecure-requests');
    }
  });
});

describe('security headers over https (PUBLIC_URL https://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(() => t.close());

  it('tell browsers to keep to https for a year, subdomains too, and upgrade any http link', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/api/docs']) {
      const response = await t.app.inject(url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(directivesOf(response), url).toContain('upgrade-insecure-requests');
    }
    expectShopHeaders(await t.app.inject('/api/health'));
  });
});

describe('an answer when the database is gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is the generic 500 (or 503 from /ready), with no stack, SQL or driver text', async () => {
    const customer = await registerUser(t.app);
    await t.db.destroy();
    const failures = [
      await t.app.inject('/api/shape/materialname'),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.example', password: 'x' } }),
      await t.app.inject(asUser(customer, { method: 'GET', url: `/api/cart/getCart/${customer.userId}` })),
    ];
    for (const response of failures) {
      expect(response.json(), response.body).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      expect(response.statusCode).toBe(500);
      expectShopHeaders(response);
    }
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Database not reachable', code: 'NOT_READY' });
    for (const response of [...failures, ready]) expect(response.body).not.toMatch(INTERNALS);
  });
});
