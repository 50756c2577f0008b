import type { Kysely } from 'kysely';

const COLUMNS = ['po_number', 'courier', 'tracking_number', 'tracking_url'] as const;

/**
 * Issue 26: the customer's purchase-order number (given when ordering) and the parcel's courier,
 * tracking number and the courier's tracking page for it (set when the shop dispatches). All
 * optional: orders placed before have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('orders').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('orders').dropColumn(column).execute();
}
