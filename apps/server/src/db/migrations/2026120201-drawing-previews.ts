import { sql, type Kysely } from 'kysely';

/**
 * A drawing's preview (up to hundreds of kilobytes of JSON) in a table of its own (issue 31).
 * SQLite keeps a row's columns in order and reads past a large one through its overflow pages, so
 * every column after the preview (its date, its thumbnail) cost a walk through it: a page of the
 * customer's list of 20 large drawings read 7 MB. The list reads drawings alone now; a drawing's
 * own page and the cart join its preview.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('drawing_previews')
    .addColumn('drawing_id', 'text', (col) => col.primaryKey().references('drawings.id').onDelete('cascade'))
    .addColumn('preview', 'text', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO drawing_previews (drawing_id, preview) SELECT id, preview FROM drawings`.execute(db);
  await db.schema.alterTable('drawings').dropColumn('preview').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('drawings')
    .addColumn('preview', 'text', (col) => col.notNull().defaultTo('{"paths":[]}'))
    .execute();
  await sql`UPDATE drawings SET preview = COALESCE((SELECT preview FROM drawing_previews WHERE drawing_id = drawings.id), preview)`.execute(
    db,
  );
  await db.schema.dropTable('drawing_previews').execute();
}
