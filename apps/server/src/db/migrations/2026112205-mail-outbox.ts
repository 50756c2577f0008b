import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

/** Mail written in the same transaction as the change it reports, sent by a dispatcher. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('mail_outbox'), db)
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // Only unsent mail is ever looked for; sent rows stay as a record without slowing the search.
  await db.schema
    .createIndex('mail_outbox_pending')
    .on('mail_outbox')
    .column('id')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
