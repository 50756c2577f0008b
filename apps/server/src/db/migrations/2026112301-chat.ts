import { sql, type Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Chat messages (every conversation is between the shop, user 1, and one customer), the live
 * events pushed to browsers (kept a while so a reconnecting browser catches up), and the last
 * chat notice mailed per recipient and conversation (at most one per 10 minutes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('messages'), db)
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('attachment_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('thumbnail_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('messages_customer').on('messages').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('messages_order').on('messages').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('messages_attachment').on('messages').column('attachment_file_id').execute();
  await db.schema.createIndex('messages_thumbnail').on('messages').column('thumbnail_file_id').execute();
  // Unread counts look only at unread rows.
  await db.schema
    .createIndex('messages_unread')
    .on('messages')
    .columns(['receiver_id', 'customer_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();

  await withId(db.schema.createTable('live_events'), db)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('live_events_user').on('live_events').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('live_events_created').on('live_events').column('created_at').execute();

  await db.schema
    .createTable('chat_mail_notices')
    .addColumn('recipient_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_mail_notices_pk', ['recipient_id', 'customer_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_mail_notices').execute();
  await db.schema.dropTable('live_events').execute();
  await db.schema.dropTable('messages').execute();
}
