import type { Kysely } from 'kysely';

/**
 * A cart line and a quotation line may be cut from one part of a drawing of several (issue 32):
 * `drawing_part`, the part's number, beside `drawing_id`; null for a drawing of one part (and a
 * catalogue line). An order line keeps its part in its `drawing` JSON, as ordered.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart_items').addColumn('drawing_part', 'integer').execute();
  await db.schema.alterTable('quotation_lines').addColumn('drawing_part', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotation_lines').dropColumn('drawing_part').execute();
  await db.schema.alterTable('cart_items').dropColumn('drawing_part').execute();
}
