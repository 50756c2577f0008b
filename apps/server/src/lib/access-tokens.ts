import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@steelcut/domain/constants';

/**
 * HS256 access tokens on node:crypto. jose (WebCrypto) spent 300-500 µs per verify on
 * these machines against ~10 µs here, and every API call verifies one (docs/decisions.md).
 * The algorithm is pinned: only our exact header is accepted, so 'none' or RS/HS confusion
 * cannot get in.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'steelcut';
const AUDIENCE = 'steelcut-api';
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export interface AccessClaims {
  userId: number;
  role: Role;
  /** When this token's holder last typed the password (unix seconds): set by sign-in, not by refresh. */
  passwordAt?: number;
}

/** What a token says: the claims and the user's token version when it was issued. */
export interface VerifiedToken extends AccessClaims {
  tokenVersion: number;
}

interface Payload {
  sub: string;
  role: Role;
  /** users.token_version at issue; absent in tokens from before it existed (read as 0). */
  ver?: number;
  /** AccessClaims.passwordAt. */
  pwd?: number;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** Tokens verified lately, by their exact text: a signed-in page asks several times a minute. */
const KEPT_TOKENS = 10_000;

interface Kept {
  token: string;
  claims: VerifiedToken;
  exp: number;
}

/**
 * A kept token is found by its signature and then compared whole: looking up the whole text
 * hashed all ~250 characters of a new string on every request, most of the lookup's cost.
 */
const signaturePart = (token: string) => token.slice(token.lastIndexOf('.') + 1);

export function createAccessTokens(secret: string) {
  const signature = (signingInput: string) => createHmac('sha256', secret).update(signingInput).digest();
  // Two generations: a full one is dropped whole instead of one entry at a time.
  let recent = new Map<string, Kept>();
  let older = new Map<string, Kept>();
  const keep = (token: string, claims: VerifiedToken, exp: number) => {
    if (recent.size >= KEPT_TOKENS) [older, recent] = [recent, new Map()];
    recent.set(signaturePart(token), { token, claims, exp });
  };
  const kept = (token: string) => {
    const key = signaturePart(token);
    const found = recent.get(key) ?? older.get(key);
    return found?.token === token ? found : undefined;
  };

  return {
    async sign(claims: AccessClaims & { tokenVersion?: number }): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      const payload: Payload = {
        sub: String(claims.userId),
        role: claims.role,
        ver: claims.tokenVersion ?? 0,
        ...(claims.passwordAt !== undefined && { pwd: claims.passwordAt }),
        iss: ISSUER,
        aud: AUDIENCE,
        iat: now,
        exp: now + ACCESS_TOKEN_TTL_SECONDS,
      };
      const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
      return `${signingInput}.${signature(signingInput).toString('base64url')}`;
    },

    /** Null for anything but a valid, unexpired token of ours. Synchronous: node:crypto's HMAC is. */
    verify(token: string): VerifiedToken | null {
      const known = kept(token);
      if (known) return known.exp > Date.now() / 1000 ? known.claims : null;
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return null;
      const given = Buffer.from(parts[2], 'base64url');
      const expected = signature(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: Partial<Payload>;
      try {
        payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver ?? 0;
      const valid =
        Number.isInteger(tokenVersion) &&
        payload.iss === ISSUER &&
        payload.aud === AUDIENCE &&
        typeof payload.exp === 'number' &&
        payload.exp > Date.now() / 1000 &&
        Number.isInteger(userId) &&
        (payload.role === 'admin' || payload.role === 'user');
      if (!valid) return null;
      const passwordAt = Number.isInteger(payload.pwd) ? payload.pwd : undefined;
      const claims = Object.freeze({ userId, role: payload.role as Role, tokenVersion, passwordAt });
      keep(token, claims, payload.exp as number);
      return claims;
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
