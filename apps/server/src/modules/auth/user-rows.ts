import type { Db } from '../../db/database';
import { createStampedCache, type ChangeStamp } from '../../db/change-stamp';
import type { UserRow } from '../../db/types';
import { createAuthRepository } from './repository';

/**
 * Users' rows as every signed-in request reads them (the token version, the profile, the cart
 * version), kept while nothing in the database has changed; on PostgreSQL, read each time.
 * Frozen: one object serves many requests.
 */
export function createUserRows(db: Db, changeStamp: ChangeStamp | undefined) {
  const repo = createAuthRepository(db);
  return createStampedCache(changeStamp, async (id: number): Promise<Readonly<UserRow> | undefined> => {
    const row = await repo.findUserById(id);
    return row && Object.freeze(row);
  });
}
export type UserRows = ReturnType<typeof createUserRows>;
