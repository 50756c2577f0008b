import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.secureCookies).toBe(false);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp://'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL'],
  ])('stops with a clear message for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('takes TRUST_PROXY as a hop count or the proxies’ addresses, never as plain true', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const value of ['true', 'TRUE', '0', 'yes', '10.0.0.0/99', '300.1.1.1', '1.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*hop count/);
  });

  it('takes the shop’s details from SHOP_*, checked by the settings’ own rules', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SHOP_TRADING_NAME: 'Ravi Steel Works',
      SHOP_LEGAL_NAME: 'Ravi Steel Works Private Limited',
      SHOP_UPI_ID: 'ravisteel@okaxis',
      SHOP_PAYEE_NAME: 'Ravi Steel Works',
      SHOP_PHONES: '+91 94430 55501, 0422 2671234',
      SHOP_EMAIL: 'Orders@RaviSteel.example',
    });
    expect(config.shopSeed).toEqual({
      tradingName: 'Ravi Steel Works',
      legalName: 'Ravi Steel Works Private Limited',
      upiId: 'ravisteel@okaxis',
      payeeName: 'Ravi Steel Works',
      phones: ['+91 94430 55501', '0422 2671234'],
      email: 'orders@ravisteel.example',
    });
    // The seeded name and e-mail send the mail through the shop's settings; MAIL_FROM alone is config.
    expect(config.mailFrom).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_FROM: 'Works <works@example.com>' }).mailFrom).toBe(
      'Works <works@example.com>',
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).shopSeed).toEqual({});
    for (const [name, value] of [
      ['SHOP_UPI_ID', 'ravi steel'],
      ['SHOP_PHONES', '+91 94430 55501, 12'],
      ['SHOP_EMAIL', 'nope'],
      ['SHOP_TRADING_NAME', 'R'],
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value }), name).toThrow(new RegExp(`^[^]*${name}`));
    }
  });

  it('reads drawings in worker threads, leaving one core to the event loop, within the limits it checks', () => {
    const { drawings } = loadConfig({ DATA_DIR: dataDir() });
    expect(drawings).toEqual({
      workers: Math.max(1, Math.min(4, availableParallelism() - 1)),
      queue: 16,
      perCaller: 4,
      timeLimitMs: 5000,
    });
    const set = loadConfig({
      DATA_DIR: dataDir(),
      DRAWING_WORKERS: '2',
      DRAWING_QUEUE: '0',
      DRAWING_QUEUE_PER_CALLER: '1',
      DRAWING_TIME_LIMIT_MS: '800',
    });
    expect(set.drawings).toEqual({ workers: 2, queue: 0, perCaller: 1, timeLimitMs: 800 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), DRAWING_WORKERS: '0' })).toThrow(
      'DRAWING_WORKERS must be a whole number from 1 to 16',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), DRAWING_TIME_LIMIT_MS: 'soon' })).toThrow(ConfigError);
  });

  it('uses secure cookies behind an https PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.in/' })).toMatchObject({
      publicUrl: 'https://shop.example.in',
      secureCookies: true,
    });
  });
});
