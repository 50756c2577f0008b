import type { Kysely } from 'kysely';

/**
 * A drawing's thumbnail for the customer's list (issue 31): its contours simplified to SVG path
 * data of at most a kilobyte, written when the drawing is read or read again. Null for a drawing
 * kept before: made from its preview the first time the list shows it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drawings').addColumn('thumbnail', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drawings').dropColumn('thumbnail').execute();
}
