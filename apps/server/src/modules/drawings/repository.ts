import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { DrawingsTable } from '../../db/types';

export type DrawingRow = Selectable<DrawingsTable>;

/** The newest this many of a customer's drawings are listed. */
export const LISTED_DRAWINGS = 100;

export function createDrawingRepository(db: Db) {
  return {
    find: (id: string) => db.selectFrom('drawings').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (row: Insertable<DrawingsTable>) => db.insertInto('drawings').values(row).execute(),

    /** The figures of a drawing measured again (its units chosen). */
    remeasured: (id: string, row: Pick<DrawingsTable, 'units' | 'units_from' | 'measures' | 'preview'>) =>
      db.updateTable('drawings').set(row).where('id', '=', id).execute(),

    listForUser: (userId: number) =>
      db
        .selectFrom('drawings')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LISTED_DRAWINGS)
        .execute(),

    /** Guests' drawings uploaded before `cutoff` that no one claimed (a claimed one has a user), a batch at a time. */
    unclaimedBefore: async (cutoff: string, limit: number) =>
      (
        await db
          .selectFrom('drawings')
          .select('id')
          .where('user_id', 'is', null)
          .where('created_at', '<', cutoff)
          .orderBy('created_at')
          .limit(limit)
          .execute()
      ).map((row) => row.id),

    /** Removes these drawings if still unclaimed, answering the ids removed. */
    async removeUnclaimed(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .deleteFrom('drawings')
        .where('id', 'in', ids)
        .where('user_id', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Gives the guests' drawings among `ids` (no user yet) to the user; answers the ids claimed. */
    async claim(userId: number, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('drawings')
        .set({ user_id: userId })
        .where('id', 'in', ids)
        .where('user_id', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
