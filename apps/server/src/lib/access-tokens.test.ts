import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const secret = 'a-test-secret-that-is-long-enough-1234';
const tokens = createAccessTokens(secret);
const key = new TextEncoder().encode(secret);

describe('access tokens', () => {
  it('round-trips the claims and is a standard HS256 JWT', async () => {
    const token = await tokens.sign({ userId: 42, role: 'user' });
    expect(tokens.verify(token)).toEqual({ userId: 42, role: 'user', tokenVersion: 0 });
    const versioned = await tokens.sign({ userId: 42, role: 'user', tokenVersion: 3 });
    expect(tokens.verify(versioned)).toEqual({ userId: 42, role: 'user', tokenVersion: 3 });
    // An independent implementation accepts it.
    const { payload, protectedHeader } = await jwtVerify(token, key, { issuer: 'steelcut', audience: 'steelcut-api' });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: '42', role: 'user' });
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('refuses other algorithms, other keys, tampering, expiry and junk', async () => {
    const good = await tokens.sign({ userId: 7, role: 'user' });
    const [header, payload] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const standard = (extra = {}) =>
      new SignJWT({ role: 'admin', ...extra }).setSubject('1').setIssuer('steelcut').setAudience('steelcut-api');
    const candidates = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, role: 'admin' })}.`,
      `${header}.${b64({ ...claims, role: 'admin' })}.${good.split('.')[2]}`,
      await standard()
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('other-secret-other-secret-other-secret')),
      await standard().setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).setExpirationTime('5m').sign(key),
      await standard()
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
        .sign(key),
      await new SignJWT({ role: 'superuser' })
        .setSubject('1')
        .setIssuer('steelcut')
        .setAudience('steelcut-api')
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime('5m')
        .sign(key),
      await standard()
        .setAudience('someone-else')
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setExpirationTime('5m')
        .sign(key),
      'a.b.c',
      '',
      good.slice(0, -2),
    ];
    for (const token of candidates) expect(tokens.verify(token), token).toBeNull();
  });
});

describe('tokens verified before', () => {
  it('are still refused once expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T04:00:00Z'), toFake: ['Date'] });
    try {
      const token = await tokens.sign({ userId: 9, role: 'user' });
      expect(tokens.verify(token)).toEqual({ userId: 9, role: 'user', tokenVersion: 0 });
      vi.setSystemTime(new Date('2026-11-23T04:14:59Z'));
      expect(tokens.verify(token)).not.toBeNull();
      vi.setSystemTime(new Date('2026-11-23T04:15:01Z'));
      expect(tokens.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not confused with a token differing in one character', async () => {
    const token = await tokens.sign({ userId: 10, role: 'user' });
    expect(tokens.verify(token)).not.toBeNull();
    // The signature's first character: its last one also holds two padding bits, which decode alike.
    const signatureAt = token.lastIndexOf('.') + 1;
    const flipped = token[signatureAt] === 'A' ? 'Q' : 'A';
    const tampered = `${token.slice(0, signatureAt)}${flipped}${token.slice(signatureAt + 1)}`;
    expect(tokens.verify(tampered)).toBeNull();
  });

  it('refuse a kept token’s signature under other claims', async () => {
    const token = await tokens.sign({ userId: 11, role: 'user' });
    expect(tokens.verify(token)).not.toBeNull(); // now kept, found by its signature
    const [header, , signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ sub: '1', role: 'admin', ver: 0 })).toString('base64url');
    expect(tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
  });
});
