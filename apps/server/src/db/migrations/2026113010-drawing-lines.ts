import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../write-together';
import { withId } from './helpers';

/**
 * A cart line and an order line may be cut from a customer's drawing (issue 23) instead of a
 * catalogue shape: `drawing_id` in place of `shape_id`, exactly one of the two. An order line
 * keeps the drawing as it was ordered (`drawing`: its figures, preview and outline in mm, JSON),
 * so the order, its invoices and its job pack never depend on the drawing or its file again.
 * SQLite cannot drop a NOT NULL, so there the two tables are built again with their rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table cart_items alter column shape_id drop not null`.execute(db);
    await sql`alter table cart_items add column drawing_id text references drawings(id)`.execute(db);
    await sql`alter table order_items alter column shape_id drop not null`.execute(db);
    await sql`alter table order_items add column drawing_id text`.execute(db);
    await sql`alter table order_items add column drawing text`.execute(db);
    await sql`alter table cart_items add constraint cart_items_one_source check ((shape_id is null) <> (drawing_id is null))`.execute(
      db,
    );
  } else {
    await rebuildSqlite(db);
  }
  await db.schema.createIndex('cart_items_drawing').on('cart_items').column('drawing_id').execute();
}

async function rebuildSqlite(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('cart_items_next'), db)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shape_id', 'integer', (col) => col.references('shapes.id'))
    .addColumn('drawing_id', 'text', (col) => col.references('drawings.id'))
    .addColumn('material_name', 'text', (col) => col.notNull())
    .addColumn('thickness', 'double precision', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('finish', 'text', (col) => col.notNull())
    .addColumn('parameters', 'text', (col) => col.notNull())
    .addColumn('image_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('cart_items_one_source', sql`(shape_id is null) <> (drawing_id is null)`)
    .execute();
  await sql`insert into cart_items_next (id, user_id, shape_id, material_name, thickness, quantity, finish, parameters, image_file_id, created_at)
    select id, user_id, shape_id, material_name, thickness, quantity, finish, parameters, image_file_id, created_at from cart_items`.execute(
    db,
  );
  await db.schema.dropTable('cart_items').execute();
  await sql`alter table cart_items_next rename to cart_items`.execute(db);
  await db.schema.createIndex('cart_items_user').on('cart_items').column('user_id').execute();
  await db.schema.createIndex('cart_items_image_file').on('cart_items').column('image_file_id').execute();

  await withId(db.schema.createTable('order_items_next'), db)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('shape_id', 'integer')
    .addColumn('shape_slug', 'text', (col) => col.notNull())
    .addColumn('shape_name', 'text', (col) => col.notNull())
    .addColumn('material_name', 'text', (col) => col.notNull())
    .addColumn('thickness', 'double precision', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('finish', 'text', (col) => col.notNull())
    .addColumn('dimensions', 'text', (col) => col.notNull())
    .addColumn('image_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('drawing_id', 'text')
    .addColumn('drawing', 'text')
    .execute();
  await sql`insert into order_items_next (id, order_id, shape_id, shape_slug, shape_name, material_name, thickness, quantity, finish, dimensions, image_file_id)
    select id, order_id, shape_id, shape_slug, shape_name, material_name, thickness, quantity, finish, dimensions, image_file_id from order_items`.execute(
    db,
  );
  await db.schema.dropTable('order_items').execute();
  await sql`alter table order_items_next rename to order_items`.execute(db);
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_image_file').on('order_items').column('image_file_id').execute();
}

/** Orders cut from drawings cannot become catalogue orders again: this migration is one way. */
export async function down(): Promise<void> {
  throw new Error('2026113010-drawing-lines cannot be undone: order lines cut from drawings would be lost');
}
