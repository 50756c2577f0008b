import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { describe, expect, it } from 'vitest';
import { expectError, multipart, useTestApp } from '../test/helpers';

const t = useTestApp();

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

  it('takes multipart only where a file is taken: elsewhere 415', async () => {
    const form = multipart({ email: 'a@b.example', password: 'x' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...form });
    expectError(refused, 415, 'Unsupported content type');
  });

  it('seeds the admin as user 1 and does nothing when seeded again', async () => {
    const admins = await t.db.selectFrom('users').select(['id', 'role']).where('role', '=', 'admin').execute();
    expect(admins).toEqual([{ id: 1, role: 'admin' }]);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('the web app', () => {
  it('serves index.html for page paths and hashed assets with long caching', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    const web = await buildApp({
      config: { ...t.config, webDist },
      database: { db: t.db, dialect: t.dialect, destroy: async () => {} },
      logger: false,
    });
    try {
      for (const url of ['/', '/orders', '/shapes/3', '/auth/login']) {
        const page = await web.inject(url);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      const asset = await web.inject('/assets/app-1a2b.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      expectError(await web.inject('/api/nope'), 404);
      expect((await web.inject({ method: 'POST', url: '/orders' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
