import { describe, expect, it } from 'vitest';
import { registerUser, useTestApp } from '../../test/helpers';
import { startHousekeeping, sweepExpiredRows } from './housekeeping';
import { RATE_POLICIES } from './rate-limit';

const t = useTestApp();

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** What each table holds of this test's rows (their keys start with 'sweep-'). */
const left = async () => ({
  rateLimits: (await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'sweep-%').execute()).map(
    (row) => row.key,
  ),
  refreshTokens: (
    await t.db.selectFrom('refresh_tokens').select('token_hash').where('token_hash', 'like', 'sweep-%').execute()
  ).map((row) => row.token_hash),
  resetTokens: (
    await t.db.selectFrom('reset_tokens').select('token_hash').where('token_hash', 'like', 'sweep-%').execute()
  ).map((row) => row.token_hash),
});

describe('sweepExpiredRows', () => {
  it('deletes expired counters, sessions, reset tokens and codes, and keeps live ones', async () => {
    const now = Date.now();
    const longest = Math.max(...Object.values(RATE_POLICIES).map((policy) => policy.windowMs));
    const old = await registerUser(t.app);
    const live = await registerUser(t.app);
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'sweep-old', window_start: now - longest - HOUR, hits: 3 },
        { key: 'sweep-live', window_start: now - 1000, hits: 1 },
      ])
      .execute();
    await t.db
      .insertInto('refresh_tokens')
      .values([
        {
          user_id: old.userId,
          family_id: 'f1',
          token_hash: 'sweep-expired',
          expires_at: iso(now - HOUR),
          created_at: iso(now - 2 * HOUR),
        },
        {
          user_id: live.userId,
          family_id: 'f2',
          token_hash: 'sweep-live',
          expires_at: iso(now + HOUR),
          created_at: iso(now),
        },
      ])
      .execute();
    await t.db
      .insertInto('reset_tokens')
      .values([
        { token_hash: 'sweep-expired', user_id: old.userId, expires_at: iso(now - 1000), used_at: null },
        { token_hash: 'sweep-used', user_id: old.userId, expires_at: iso(now + HOUR), used_at: iso(now - 1000) },
        { token_hash: 'sweep-live', user_id: live.userId, expires_at: iso(now + HOUR), used_at: null },
      ])
      .execute();
    await t.db
      .insertInto('password_otps')
      .values([
        {
          user_id: old.userId,
          code_hash: 'x',
          expires_at: iso(now - 1000),
          failed_attempts: 0,
          created_at: iso(now - HOUR),
        },
        { user_id: live.userId, code_hash: 'y', expires_at: iso(now + HOUR), failed_attempts: 0, created_at: iso(now) },
      ])
      .execute();

    await sweepExpiredRows(t.db, now);

    expect(await left()).toEqual({
      rateLimits: ['sweep-live'],
      refreshTokens: ['sweep-live'],
      resetTokens: ['sweep-live'],
    });
    const otps = await t.db.selectFrom('password_otps').select('user_id').execute();
    expect(otps.map((row) => row.user_id)).toEqual([live.userId]);
    // The sessions registration started are live and stay.
    expect(
      (await t.db.selectFrom('refresh_tokens').select('user_id').where('user_id', '=', old.userId).execute()).length,
    ).toBe(1);
  });
});

describe('startHousekeeping', () => {
  it('runs every task on its interval, logs a failing one, and stops', async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const housekeeping = startHousekeeping(
      {
        counting: async () => void (runs += 1),
        failing: async () => {
          throw new Error('disk gone');
        },
      },
      { error: (details) => void errors.push(details), info() {} },
      20,
    );
    await new Promise((resolve) => setTimeout(resolve, 110));
    await housekeeping.stop();
    const stoppedAt = runs;
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(stoppedAt);
  });
});
