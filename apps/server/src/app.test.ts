import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('reports health and readiness', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document built from the route schemas', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/auth/userProfile']),
    );
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'mobileNumber', 'password']),
    );
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });

  it('answers unknown API paths with JSON 404', async () => {
    expectError(await t.app.inject('/api/no-such-thing'), 404);
  });

  it('seeds the admin as user 1 and does nothing when seeded again', async () => {
    const admins = await t.db.selectFrom('users').select(['id', 'role']).where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ id: 1, role: 'admin' }]);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
