import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { UserRow } from '../db/types';
import type { AccessClaims, AccessTokens, VerifiedToken } from './access-tokens';
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
/** Users' rows by id (modules/auth/user-rows.ts): `peek` gives one kept and current, without a query. */
export interface UserRowReader {
  get(userId: number): Promise<Readonly<UserRow> | undefined>;
  peek(userId: number): { value: Readonly<UserRow> | undefined } | undefined;
}

export function createAuthReader(tokens: AccessTokens, users: UserRowReader) {
  const admit = (request: FastifyRequest, verified: VerifiedToken, row: Readonly<UserRow> | undefined) => {
    const current = row !== undefined && row.token_version === verified.tokenVersion;
    request.auth = current ? { userId: verified.userId, role: verified.role, passwordAt: verified.passwordAt } : null;
    request.callerRow = current ? row : null;
  };
  // A callback hook, answered at once when the token and the row are kept: no promise per request.
  return function readAuth(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const token = bearerToken(request);
    const verified = token ? tokens.verify(token) : null;
    if (!verified) {
      request.auth = null;
      request.callerRow = null;
      return done();
    }
    const kept = users.peek(verified.userId);
    if (kept) {
      admit(request, verified, kept.value);
      return done();
    }
    users.get(verified.userId).then((row) => {
      admit(request, verified, row);
      done();
    }, done);
  };
}

/** This user's row when it is the caller's, as read for this request; otherwise undefined. */
export function rowIfCaller(request: FastifyRequest, userId: number): Readonly<UserRow> | undefined {
  return request.callerRow?.id === userId ? request.callerRow : undefined;
}

// Route hooks with a callback, not async: a promise per request is a measurable part of a small call.
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.auth ? undefined : unauthorized());
}

export function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!request.auth) return done(unauthorized());
  done(request.auth.role === 'admin' ? undefined : forbidden());
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
