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
