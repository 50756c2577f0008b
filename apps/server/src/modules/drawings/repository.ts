import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { DrawingsTable } from '../../db/types';

/** A drawing with its preview (JSON, up to hundreds of kilobytes, kept in drawing_previews). */
export type DrawingRow = Selectable<DrawingsTable> & { preview: string };

/** What the customer's list reads of a row. */
const LISTED_COLUMNS = [
  'id',
  'name',
  'units',
  'units_from',
  'measures',
  'size_bytes',
  'created_at',
  'thumbnail',
] as const;
export type ListedDrawingRow = Pick<DrawingRow, (typeof LISTED_COLUMNS)[number]>;

export function createDrawingRepository(db: Db) {
  return {
    find: (id: string): Promise<DrawingRow | undefined> =>
      db
        .selectFrom('drawings')
        .innerJoin('drawing_previews', 'drawing_previews.drawing_id', 'drawings.id')
        .selectAll('drawings')
        .select('drawing_previews.preview')
        .where('drawings.id', '=', id)
        .executeTakeFirst(),

    insert: ({ preview, ...row }: DrawingRow) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('drawings').values(row).execute();
        await trx.insertInto('drawing_previews').values({ drawing_id: row.id, preview }).execute();
      }),

    /** The figures of a drawing measured again (its units chosen). */
    remeasured: (
      id: string,
      {
        preview,
        ...row
      }: Pick<DrawingRow, 'units' | 'units_from' | 'measures' | 'preview'> & {
        thumbnail: string;
        excluded_layers?: string | null;
      },
    ) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('drawings').set(row).where('id', '=', id).execute();
        await trx.updateTable('drawing_previews').set({ preview }).where('drawing_id', '=', id).execute();
      }),

    /** Page `page` (from 1) of the user's drawings, `size` a page, newest first. */
    pageForUser: (userId: number, page: number, size: number): Promise<ListedDrawingRow[]> =>
      db
        .selectFrom('drawings')
        .select(LISTED_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),

    countForUser: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('drawings')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The previews of these drawings (JSON), by id. */
    previews: async (ids: string[]): Promise<Map<string, string>> => {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('drawing_previews')
        .select(['drawing_id', 'preview'])
        .where('drawing_id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.drawing_id, row.preview]));
    },

    setThumbnail: (id: string, thumbnail: string) =>
      db.updateTable('drawings').set({ thumbnail }).where('id', '=', id).execute(),

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
