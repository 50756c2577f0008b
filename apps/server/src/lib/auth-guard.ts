import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/types';
import type { AccessClaims, AccessTokens } from './access-tokens';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
    /** The signed-in caller's user row as the auth reader read it for this request. */
    callerRow: Readonly<UserRow> | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Reads the bearer token, if any, into request.auth; never rejects by itself. A token issued
 * before the user's last password reset or change (an older token version) counts as none. The
 * user's row is read per request (on SQLite from memory while the database is unchanged, see
 * modules/auth/user-rows.ts), so a change made through any process holds at once; it is kept on
 * the request as callerRow, so the handler does not read it a second time.
 */
export function createAuthReader(
  tokens: AccessTokens,
  userRowOf: (userId: number) => Promise<Readonly<UserRow> | undefined>,
) {
  return async function readAuth(request: FastifyRequest) {
    const token = bearerToken(request);
    const verified = token ? await tokens.verify(token) : null;
    const row = verified ? await userRowOf(verified.userId) : undefined;
    const current = verified && row && row.token_version === verified.tokenVersion;
    request.auth = current ? { userId: verified.userId, role: verified.role } : null;
    request.callerRow = current ? row : null;
  };
}

/** This user's row when it is the caller's, as read for this request; otherwise undefined. */
export function rowIfCaller(request: FastifyRequest, userId: number): Readonly<UserRow> | undefined {
  return request.callerRow?.id === userId ? request.callerRow : undefined;
}

export async function requireUser(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (!request.auth) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
  if (!request.auth) throw unauthorized();
  if (request.auth.role !== 'admin') throw forbidden();
}

/** Every {userId} in a path or body must be the caller's own; an admin may name any. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): AccessClaims {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (auth.role !== 'admin' && auth.userId !== userId) throw forbidden();
  return auth;
}

/** For handlers behind requireUser. */
export function callerOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
