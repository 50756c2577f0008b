import type { Kysely } from 'kysely';

/**
 * The layers a customer left out of their drawing (issue 32), as a JSON array of names: quotes,
 * orders and the job pack read the drawing as the customer last saw it. Null: the default, every
 * layer but those of notes only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drawings').addColumn('excluded_layers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drawings').dropColumn('excluded_layers').execute();
}
