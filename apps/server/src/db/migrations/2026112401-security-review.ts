import type { Kysely } from 'kysely';

/**
 * users.token_version: bumped by a password reset or change, carried in access tokens, so the
 * tokens issued before stop working. Indexes for the sweep of unreferenced uploads: files by age,
 * and the columns that reference a file.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('files_created').on('files').column('created_at').execute();
  await db.schema.createIndex('cart_items_image_file').on('cart_items').column('image_file_id').execute();
  await db.schema.createIndex('order_items_image_file').on('order_items').column('image_file_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['order_items_image_file', 'cart_items_image_file', 'files_created']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
