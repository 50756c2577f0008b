import { rmSync } from 'node:fs';
import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import { createHmac, randomUUID } from 'node:crypto';
import {
  AUTH_MSG,
  RECENT_PASSWORD_SECONDS,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
  type VerifyOtpBody,
} from '@steelcut/domain/schemas/auth';
import { OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS } from '@steelcut/domain/constants';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/types';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors';
import type { AccessClaims, AccessTokens } from '../../lib/access-tokens';
import type { LiveEvents } from '../../lib/events';
import type { Mailer } from '../../lib/mail';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { RATE_POLICIES, type RateLimiter } from '../../lib/rate-limit';
import { randomDigits, randomToken, sameHash, sha256 } from '../../lib/secrets';
import { isoIn, MINUTE, nowIso } from '../../lib/time';
import { createDeviceCookies } from './device-cookies';
import { createAuthRepository } from './repository';
import type { UserRows } from './user-rows';
import type { ShopService } from '../shop/service';
import { emailChangedMail, otpMail } from './mails';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * MINUTE;
const OTP_TTL_MINUTES = 10;
const OTP_MAX_TRIES = 5;
const RESET_TOKEN_TTL_MS = 15 * MINUTE;
const ROTATION_GRACE_MS = 2 * MINUTE;

export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Keys the OTP hash, so a leaked table cannot be brute-forced offline. */
  secret: string;
  users: UserRows;
  onMailError: (error: unknown) => void;
  /** An ended session's live streams end on every server process ('session.ended'). */
  events: LiveEvents;
  /** Whose name and phone the mails carry. */
  shop: ShopService;
  /** The admin's generated password, kept by the first start: deleted once the admin chooses one. */
  generatedPasswordFile?: string;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobileNumber: row.mobile_number,
    role: row.role,
    gstin: row.gstin,
    company: row.company,
  };
}

export function createAuthService(deps: AuthDeps) {
  const { db, tokens, limiter } = deps;
  const repo = createAuthRepository(db);
  const devices = createDeviceCookies(deps.secret);
  const otpHash = (userId: number, code: string) =>
    createHmac('sha256', deps.secret).update(`${userId}:${code}`).digest('hex');

  /** `passwordChecked`: the password was typed for this session just now (sign-in, a new password). */
  async function startSession(
    row: UserRow,
    familyId: string = randomUUID(),
    into = repo,
    passwordChecked = false,
  ): Promise<Session> {
    const refreshToken = randomToken();
    await into.insertRefreshToken({
      user_id: row.id,
      family_id: familyId,
      token_hash: sha256(refreshToken),
      expires_at: isoIn(REFRESH_TOKEN_TTL_MS),
    });
    const passwordAt = passwordChecked ? Math.floor(Date.now() / 1000) : undefined;
    const accessToken = await tokens.sign({
      userId: row.id,
      role: row.role,
      tokenVersion: row.token_version,
      passwordAt,
    });
    return { user: toUser(row), accessToken, refreshToken };
  }

  async function assertFree(email: string, mobile: string, exceptId = 0) {
    const taken = await repo.findUserByEmailOrMobile(email, mobile, exceptId);
    if (!taken) return;
    throw conflict(taken.email === email ? AUTH_MSG.emailTaken : AUTH_MSG.mobileTaken, 'ACCOUNT_EXISTS');
  }

  async function sendOtp(email: string) {
    await limiter.cooldown(`otp-cooldown:${email}`, OTP_RESEND_COOLDOWN_SECONDS * 1000, AUTH_MSG.otpCooldown);
    await limiter.consume(`otp-send:${email}`, RATE_POLICIES.otpSendPerAccount);
    const user = await repo.findUserByEmail(email);
    if (!user) return; // same answer either way: the e-mail's owner is not revealed
    const code = randomDigits(OTP_LENGTH);
    await repo.replaceOtp(user.id, otpHash(user.id, code), isoIn(OTP_TTL_MINUTES * MINUTE));
    // Not awaited: the answer must not take longer for an existing account.
    deps.shop
      .get()
      .then((shop) => deps.mailer.send(otpMail(shop, user.email, user.name, code, OTP_TTL_MINUTES)))
      .catch(deps.onMailError);
  }

  return {
    startSession,

    async register(body: RegisterBody): Promise<Session> {
      await assertFree(body.email, body.mobileNumber);
      const passwordHash = await hashPassword(body.password);
      const now = nowIso();
      const row = await repo
        .insertUser({
          name: body.name,
          email: body.email,
          mobile_number: body.mobileNumber,
          password_hash: passwordHash,
          role: 'user',
          created_at: now,
          updated_at: now,
        })
        .catch(async (error: unknown) => {
          await assertFree(body.email, body.mobileNumber); // a simultaneous registration won
          throw error;
        });
      return startSession(row, randomUUID(), repo, true);
    },

    /**
     * A try is counted before the password is checked (so simultaneous tries cannot outrun the
     * limit) against the account, whichever identifier was typed; the right password gives its
     * try back, so only failures stay counted. An unknown identifier is counted by itself, and a
     * browser that signed in to this account before (its device cookie) against that cookie
     * alone, so that nobody can lock the account's owner out. Answers a renewed device cookie.
     */
    async login(body: LoginBody, deviceCookie: string | undefined): Promise<Session & { deviceCookie: string }> {
      const email = body.email?.trim().toLowerCase();
      const identifier = email || body.mobileNumber!.trim();
      const row = email ? await repo.findUserByEmail(email) : await repo.findUserByMobile(identifier);
      const device = row && devices.deviceOf(deviceCookie, row.id);
      const key = device
        ? `login-failures:device:${device}`
        : row
          ? `login-failures:user:${row.id}`
          : `login-failures:unknown:${identifier}`;
      const giveBack = await limiter.take(key, RATE_POLICIES.loginFailuresPerAccount);
      const valid = await verifyPassword(row?.password_hash ?? (await decoyPasswordHash()), body.password!);
      if (!row || !valid) throw unauthorized(AUTH_MSG.invalidCredentials, 'INVALID_CREDENTIALS');
      await giveBack();
      return { ...(await startSession(row, randomUUID(), repo, true)), deviceCookie: devices.issue(row.id) };
    },

    /** Rotates the refresh token; a token used twice ends its whole family. */
    async refresh(rawToken: string | undefined): Promise<Session> {
      const expired = unauthorized(AUTH_MSG.sessionExpired, 'SESSION_EXPIRED');
      if (!rawToken) throw expired;
      const token = await repo.findRefreshToken(sha256(rawToken));
      if (!token) throw expired;
      const firstUse = token.revoked_at === null && (await repo.revokeRefreshToken(token.id));
      if (!firstUse) {
        await repo.revokeFamily(token.family_id);
        await deps.events.publish('session.ended', [token.user_id], { familyIds: [token.family_id] });
        throw unauthorized(AUTH_MSG.sessionExpired, 'REFRESH_TOKEN_REUSED');
      }
      if (token.expires_at <= nowIso()) throw expired;
      const user = await repo.findUserById(token.user_id);
      if (!user) throw expired;
      return startSession(user, token.family_id);
    },

    /**
     * Whose session a refresh cookie is, without using it up: for the live events stream, which
     * EventSource opens with cookies only. A token rotated in the last minutes still names its
     * session while the session lives, since a reconnect may race the rotation.
     */
    async sessionOf(rawToken: string | undefined): Promise<{ userId: number; familyId: string } | null> {
      if (!rawToken) return null;
      const token = await repo.findRefreshToken(sha256(rawToken));
      if (!token || token.expires_at <= nowIso()) return null;
      if (token.revoked_at !== null && token.revoked_at < isoIn(-ROTATION_GRACE_MS)) return null;
      if (!(await repo.familyAlive(token.family_id))) return null;
      return { userId: token.user_id, familyId: token.family_id };
    },

    sessionAlive: (familyId: string) => repo.familyAlive(familyId),

    async logout(rawToken: string | undefined): Promise<void> {
      if (!rawToken) return;
      const token = await repo.findRefreshToken(sha256(rawToken));
      if (!token) return;
      await repo.revokeFamily(token.family_id);
      await deps.events.publish('session.ended', [token.user_id], { familyIds: [token.family_id] });
    },

    forgotPassword: (email: string) => sendOtp(email),
    resendOtp: (email: string) => sendOtp(email),

    async verifyOtp({ email, otp }: VerifyOtpBody): Promise<string> {
      const invalid = badRequest(AUTH_MSG.otpInvalid, 'OTP_INVALID');
      const user = await repo.findUserByEmail(email);
      const stored = user && (await repo.takeOtpTry(user.id, OTP_MAX_TRIES));
      if (!user || !stored) throw invalid;
      const hash = otpHash(user.id, otp);
      if (!sameHash(hash, stored.code_hash)) throw invalid;
      if (!(await repo.deleteOtp(user.id, hash))) throw invalid; // a parallel request used it
      const resetToken = randomToken();
      await repo.insertResetToken({
        token_hash: sha256(resetToken),
        user_id: user.id,
        expires_at: isoIn(RESET_TOKEN_TTL_MS),
      });
      return resetToken;
    },

    async resetPassword({ email, newPassword, resetToken }: ResetPasswordBody): Promise<void> {
      const invalid = badRequest(AUTH_MSG.resetTokenInvalid, 'RESET_TOKEN_INVALID');
      if (!resetToken) throw invalid;
      await limiter.consume(`reset:${email}`, RATE_POLICIES.resetPerAccount);
      // A cheap read first: only a live token of this account is worth an argon2id hash.
      if (!(await repo.resetTokenValidFor(sha256(resetToken), email))) throw invalid;
      const passwordHash = await hashPassword(newPassword);
      const ended = await db.transaction().execute(async (trx) => {
        const tx = createAuthRepository(trx);
        const userId = await tx.useResetToken(sha256(resetToken));
        const user = userId === undefined ? undefined : await tx.findUserById(userId);
        if (!user || user.email !== email) throw invalid; // rolls back: the token stays unused
        await tx.setPassword(user.id, passwordHash);
        await tx.revokeAllForUser(user.id);
        await tx.deleteOtp(user.id);
        return deps.events.record(trx, 'session.ended', [user.id], { familyIds: 'all' });
      });
      deps.events.announce(ended);
    },

    /** `known`: the row already read for this request (auth-guard's callerRow). */
    async profile(userId: number, known?: Readonly<UserRow>): Promise<User> {
      const row = known ?? (await deps.users.get(userId));
      if (!row) throw unauthorized(AUTH_MSG.userMissing, 'USER_MISSING');
      return toUser(row);
    },

    async updateProfile(
      userId: number,
      changes: { name?: string; email?: string; mobileNumber?: string; gstin?: string | null; company?: string | null },
    ): Promise<{ user: User; accessToken: string }> {
      const current = await this.profile(userId);
      if (changes.email !== undefined || changes.mobileNumber !== undefined) {
        await assertFree(changes.email ?? '', changes.mobileNumber ?? '', userId);
      }
      const row = await repo
        .updateUser(userId, {
          name: changes.name,
          email: changes.email,
          mobile_number: changes.mobileNumber,
          gstin: changes.gstin,
          company: changes.company,
        })
        .catch(async (error: unknown) => {
          await assertFree(changes.email ?? current.email, changes.mobileNumber ?? current.mobileNumber, userId);
          throw error;
        });
      const accessToken = await tokens.sign({ userId, role: row.role, tokenVersion: row.token_version });
      return { user: toUser(row), accessToken };
    },

    /**
     * A new e-mail address, from a session that typed the password in the last 10 minutes or with
     * the current password. The old address is told; every other session ends (their access
     * tokens too) and this browser gets a fresh one.
     */
    async updateEmail(caller: AccessClaims, newEmail: string, currentPassword: string | undefined): Promise<Session> {
      const row = await repo.findUserById(caller.userId);
      if (!row) throw unauthorized(AUTH_MSG.userMissing, 'USER_MISSING');
      if (currentPassword === undefined) {
        const recent =
          caller.passwordAt !== undefined && Date.now() / 1000 - caller.passwordAt < RECENT_PASSWORD_SECONDS;
        if (!recent) throw forbidden(AUTH_MSG.emailNeedsPassword, 'PASSWORD_REQUIRED');
      } else {
        // Counted like sign-in failures, but apart from them: a stolen token cannot lock the owner out.
        const giveBack = await limiter.take(`password-checks:user:${row.id}`, RATE_POLICIES.loginFailuresPerAccount);
        if (!(await verifyPassword(row.password_hash, currentPassword))) {
          throw badRequest(AUTH_MSG.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
        }
        await giveBack();
      }
      await assertFree(newEmail, '', row.id);
      const { session, ended } = await db
        .transaction()
        .execute(async (trx) => {
          const tx = createAuthRepository(trx);
          const updated = await tx.changeEmail(row.id, newEmail);
          await tx.revokeAllForUser(row.id);
          const ended = await deps.events.record(trx, 'session.ended', [row.id], { familyIds: 'all' });
          return { session: await startSession(updated, randomUUID(), tx, currentPassword !== undefined), ended };
        })
        .catch(async (error: unknown) => {
          await assertFree(newEmail, '', row.id); // a simultaneous registration took it
          throw error;
        });
      deps.events.announce(ended);
      if (row.email !== newEmail) {
        deps.shop
          .get()
          .then((shop) => deps.mailer.send(emailChangedMail(shop, row.email, row.name, newEmail)))
          .catch(deps.onMailError);
      }
      return session;
    },

    /** A new password ends every other session; this device gets a fresh one. */
    async updatePassword(userId: number, currentPassword: string, newPassword: string): Promise<Session> {
      const row = await repo.findUserById(userId);
      if (!row) throw unauthorized(AUTH_MSG.userMissing, 'USER_MISSING');
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        throw badRequest(AUTH_MSG.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
      }
      const passwordHash = await hashPassword(newPassword);
      const { session, ended } = await db.transaction().execute(async (trx) => {
        const tx = createAuthRepository(trx);
        const updated = await tx.setPassword(userId, passwordHash);
        await tx.revokeAllForUser(userId);
        // The new session has no stream yet (its cookie leaves with this answer): 'all' ends the old ones'.
        const ended = await deps.events.record(trx, 'session.ended', [userId], { familyIds: 'all' });
        return { session: await startSession(updated, randomUUID(), tx, true), ended };
      });
      deps.events.announce(ended);
      if (userId === ADMIN_USER_ID && deps.generatedPasswordFile) rmSync(deps.generatedPasswordFile, { force: true });
      return session;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
