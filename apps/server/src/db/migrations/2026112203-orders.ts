import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('addresses'), db)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('addresses_user_fingerprint', ['user_id', 'fingerprint'])
    .execute();

  await withId(db.schema.createTable('orders'), db)
    .addColumn('order_no', 'text', (col) => col.unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('order_type', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_qty', 'integer', (col) => col.notNull())
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text', (col) => col.notNull())
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('order_date', 'text', (col) => col.notNull())
    .addColumn('dispatched_date', 'text')
    .addColumn('delivered_date', 'text')
    .addColumn('cancelled_date', 'text')
    .addColumn('converted_date', 'text')
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_type').on('orders').columns(['order_type', 'id']).execute();

  await withId(db.schema.createTable('order_items'), db)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('shape_id', 'integer', (col) => col.notNull())
    .addColumn('shape_slug', 'text', (col) => col.notNull())
    .addColumn('shape_name', 'text', (col) => col.notNull())
    .addColumn('material_name', 'text', (col) => col.notNull())
    .addColumn('thickness', 'double precision', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('finish', 'text', (col) => col.notNull())
    .addColumn('dimensions', 'text', (col) => col.notNull())
    .addColumn('image_file_id', 'text', (col) => col.references('files.id'))
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await withId(db.schema.createTable('order_status_history'), db)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('changed_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_notifications', 'integer', (col) => col.notNull())
    .addColumn('message_notifications', 'integer', (col) => col.notNull())
    .addColumn('order_status_notifications', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notification_settings',
    'idempotency_keys',
    'order_status_history',
    'order_items',
    'orders',
    'addresses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
