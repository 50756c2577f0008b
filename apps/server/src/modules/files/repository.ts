import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FilesTable } from '../../db/types';

/**
 * No cart item, quotation line, order item or chat message names the file. (A reference from a table not named
 * here is still guarded by its foreign key: deleting such a file fails and it is skipped.)
 */
function unreferenced(eb: ExpressionBuilder<Database, 'files'>) {
  const usedBy = (table: 'cart_items' | 'quotation_lines' | 'order_items' | 'messages', column: string) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom(table)
          .select(`${table}.id`)
          .whereRef(`${table}.${column}` as 'cart_items.image_file_id', '=', 'files.id'),
      ),
    );
  return eb.and([
    usedBy('cart_items', 'image_file_id'),
    usedBy('quotation_lines', 'image_file_id'),
    usedBy('order_items', 'image_file_id'),
    usedBy('messages', 'attachment_file_id'),
    usedBy('messages', 'thumbnail_file_id'),
  ]);
}

/** The SQL of the uploads' records, and of the sweep of those nobody uses. */
export function createFileRepository(db: Db) {
  return {
    insert: (row: Insertable<FilesTable>) => db.insertInto('files').values(row).execute(),
    remove: (id: string) => db.deleteFrom('files').where('id', '=', id).execute(),
    find: (id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst(),

    orphansBefore: (createdBefore: string, limit: number) =>
      db
        .selectFrom('files')
        .select(['id', 'storage_key'])
        .where('created_at', '<', createdBefore)
        .where(unreferenced)
        .orderBy('created_at')
        .limit(limit)
        .execute(),

    /** Deletes the row if it is still unreferenced; true when it did. */
    async deleteOrphan(id: string): Promise<boolean> {
      const result = await db.deleteFrom('files').where('id', '=', id).where(unreferenced).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
