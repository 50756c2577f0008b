import type { Db } from '../../db/database';
import type { NewUser, UserRow, UserUpdate } from '../../db/types';
import { nowIso } from '../../lib/time';

/** The only place that speaks SQL for accounts, sessions and one-time codes. */
export function createAuthRepository(db: Db) {
  return {
    findUserById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findUserByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    findUserByMobile: (mobile: string) =>
      db.selectFrom('users').selectAll().where('mobile_number', '=', mobile).executeTakeFirst(),

    async findUserByEmailOrMobile(email: string, mobile: string, exceptId = 0) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'mobile_number'])
        .where((eb) => eb.or([eb('email', '=', email), eb('mobile_number', '=', mobile)]))
        .where('id', '!=', exceptId)
        .executeTakeFirst();
    },

    async insertUser(user: NewUser): Promise<UserRow> {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    async updateUser(id: number, changes: UserUpdate): Promise<UserRow> {
      return db
        .updateTable('users')
        .set({ ...changes, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A new password hash, and a new token version: access tokens issued before stop working. */
    /** A new e-mail address; the access tokens issued before stop working, as for a new password. */
    changeEmail: (id: number, email: string): Promise<UserRow> =>
      db
        .updateTable('users')
        .set((eb) => ({ email, token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    async setPassword(id: number, passwordHash: string): Promise<UserRow> {
      return db
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: nowIso(),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    // ---- refresh tokens ----
    insertRefreshToken: (row: { user_id: number; family_id: string; token_hash: string; expires_at: string }) =>
      db
        .insertInto('refresh_tokens')
        .values({ ...row, created_at: nowIso() })
        .execute(),

    findRefreshToken: (tokenHash: string) =>
      db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),

    /** Marks the token used; false when another request already used it. */
    async revokeRefreshToken(id: number): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: nowIso() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether a session lives on: a token of its family is neither revoked nor expired. */
    async familyAlive(familyId: string): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return row !== undefined;
    },

    revokeFamily: (familyId: string) =>
      db
        .updateTable('refresh_tokens')
        .set({ revoked_at: nowIso() })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute(),

    revokeAllForUser: (userId: number) =>
      db
        .updateTable('refresh_tokens')
        .set({ revoked_at: nowIso() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute(),

    // ---- password OTPs ----
    async replaceOtp(userId: number, codeHash: string, expiresAt: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('password_otps').where('user_id', '=', userId).execute();
        await trx
          .insertInto('password_otps')
          .values({
            user_id: userId,
            code_hash: codeHash,
            expires_at: expiresAt,
            failed_attempts: 0,
            created_at: nowIso(),
          })
          .execute();
      });
    },

    findOtp: (userId: number) =>
      db.selectFrom('password_otps').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /**
     * Counts a try at the user's live code before it is compared, in one UPDATE, so simultaneous
     * tries cannot outnumber `maxTries`; undefined when there is no live code or no try left.
     * (failed_attempts counts every try; the right one deletes the code.)
     */
    takeOtpTry: (userId: number, maxTries: number) =>
      db
        .updateTable('password_otps')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('failed_attempts', '<', maxTries)
        .where('expires_at', '>', nowIso())
        .returning(['code_hash', 'failed_attempts'])
        .executeTakeFirst(),

    /** Consumes the OTP: true only for the one request that deleted it. */
    async deleteOtp(userId: number, codeHash?: string): Promise<boolean> {
      let query = db.deleteFrom('password_otps').where('user_id', '=', userId);
      if (codeHash) query = query.where('code_hash', '=', codeHash);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    // ---- reset tokens ----
    insertResetToken: (row: { token_hash: string; user_id: number; expires_at: string }) =>
      db
        .insertInto('reset_tokens')
        .values({ ...row, used_at: null })
        .execute(),

    /** Marks an unused, unexpired reset token used; returns its user or undefined. */
    async useResetToken(tokenHash: string): Promise<number | undefined> {
      const row = await db
        .updateTable('reset_tokens')
        .set({ used_at: nowIso() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Whether the token is unused, unexpired and the account's with this e-mail: one indexed read. */
    async resetTokenValidFor(tokenHash: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('reset_tokens')
        .innerJoin('users', 'users.id', 'reset_tokens.user_id')
        .select('reset_tokens.user_id')
        .where('reset_tokens.token_hash', '=', tokenHash)
        .where('reset_tokens.used_at', 'is', null)
        .where('reset_tokens.expires_at', '>', nowIso())
        .where('users.email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
