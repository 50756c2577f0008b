import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { AddressesTable } from '../../db/types';

export type AddressRow = Selectable<AddressesTable>;

export function createAddressRepository(db: Db) {
  return {
    listForUser: (userId: number) =>
      db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute(),
    findOwned: (userId: number, id: number) =>
      db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
    hasFingerprint: async (userId: number, fingerprint: string) =>
      Boolean(
        await db
          .selectFrom('addresses')
          .select('id')
          .where('user_id', '=', userId)
          .where('fingerprint', '=', fingerprint)
          .executeTakeFirst(),
      ),
    countForUser: async (userId: number) =>
      (
        await db
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    insert: (row: Insertable<AddressesTable>) =>
      db.insertInto('addresses').values(row).returningAll().executeTakeFirstOrThrow(),
    update: (id: number, row: Updateable<AddressesTable>) =>
      db.updateTable('addresses').set(row).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    clearDefault: (userId: number) =>
      db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).execute(),
    setDefault: (id: number) => db.updateTable('addresses').set({ is_default: 1 }).where('id', '=', id).execute(),
    remove: (id: number) => db.deleteFrom('addresses').where('id', '=', id).execute(),
    userExists: async (userId: number) =>
      Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()),
  };
}
