import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from './access-tokens';

/**
 * Who asks, as their budgets and their share of shared work know them: a session, or a guest known
 * only by address. A signed-in caller's address does not matter (their account is counted).
 */
export type Caller = { auth: AccessClaims; ip?: string } | { auth: null; ip: string };

export const requestCaller = (request: FastifyRequest): Caller =>
  request.auth ? { auth: request.auth, ip: request.ip } : { auth: null, ip: request.ip };

/** A signed-in customer by id, as the lines of their cart, quote or order are checked for them. */
export const customerKey = (userId: number): string => `user:${userId}`;

/** The caller's account, or their address for a guest: what their counts and their queue go under. */
export const callerKey = (caller: Caller): string =>
  caller.auth ? customerKey(caller.auth.userId) : `ip:${caller.ip}`;
