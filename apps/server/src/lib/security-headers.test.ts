import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, expectError, registerUser, asUser, type TestApp } from '../../test/helpers';
import { INTERNALS } from '../../test/security/route-table';

/** The directives every page must carry, whatever else the policy allows. */
const PAGE_DIRECTIVES = ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];
/** An API answer is no document: nothing in it may load or run. */
const API_DIRECTIVES = ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"];
/** Headers that only govern documents, left off API answers. */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-xss-protection'];

function directivesOf(response: LightMyRequestResponse): string[] {
  return String(response.headers['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
}

function expectCommonHeaders(response: LightMyRequestResponse, label: string) {
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(response.headers['x-powered-by'], label).toBeUndefined();
}

function expectPageHeaders(response: LightMyRequestResponse) {
  const label = `${response.statusCode} ${response.headers['content-type']}`;
  expect(directivesOf(response), label).toEqual(expect.arrayContaining(PAGE_DIRECTIVES));
  expect(
    directivesOf(response).find((d) => d.startsWith('script-src ')),
    label,
  ).toBe("script-src 'self'");
  for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${label} ${name}`).toBeDefined();
  expectCommonHeaders(response, label);
}

function expectApiHeaders(response: LightMyRequestResponse) {
  const label = `${response.statusCode} ${response.headers['content-type']}`;
  expect(directivesOf(response), label).toEqual(expect.arrayContaining(API_DIRECTIVES));
  expect(response.headers['x-robots-tag'], label).toBe('noindex');
  for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${label} ${name}`).toBeUndefined();
  expectCommonHeaders(response, label);
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
    expectApiHeaders(await t.app.inject('/api/health'));
    const missing = await t.app.inject('/api/no-such-thing');
    expectError(missing, 404);
    expectApiHeaders(missing);
    const refused = await t.app.inject('/api/auth/userProfile');
    expectError(refused, 401);
    expectApiHeaders(refused);
    // Refused by the router itself, before any hook: an overlong or malformed path segment.
    for (const [url, status] of [
      [`/api/order/${'9'.repeat(120)}`, 414],
      ['/api/order/%E0%A4%A', 400],
    ] as const) {
      const byRouter = await t.app.inject(url);
      expectError(byRouter, status);
      expectApiHeaders(byRouter);
    }
    await withWebApp(t, async (web) => {
      const page = await web.inject('/orders');
      expect(page.headers['content-type']).toContain('text/html');
      expectPageHeaders(page);
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

  it('tell browsers to keep to https for a year, subdomains too, and pages to upgrade any http link', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/api/docs']) {
      const response = await t.app.inject(url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    expect(directivesOf(await t.app.inject('/api/docs'))).toContain('upgrade-insecure-requests');
    await withWebApp(t, async (web) => {
      const page = await web.inject('/orders');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directivesOf(page)).toContain('upgrade-insecure-requests');
      expectPageHeaders(page);
    });
    expectApiHeaders(await t.app.inject('/api/health'));
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
      expectApiHeaders(response);
    }
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Database not reachable', code: 'NOT_READY' });
    for (const response of [...failures, ready]) expect(response.body).not.toMatch(INTERNALS);
  });
});
