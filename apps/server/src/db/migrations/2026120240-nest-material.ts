import type { Kysely } from 'kysely';

/** A nest's plate grade is `material`, as the part, the shop's stock and its rates name it. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('nests').renameColumn('grade', 'material').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('nests').renameColumn('material', 'grade').execute();
}
