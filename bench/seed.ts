/**
 * Bench customers written straight into the database a running server uses, after the server
 * has migrated and seeded it. Registering through the API would cost an argon2id hash (~20 ms)
 * per customer; these customers never log in, so they share one precomputed hash and the
 * bench signs their access tokens itself.
 */
import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import { formatOrderNo } from '@steelcut/domain/order-no';
import { addressFingerprint } from '@steelcut/domain/schemas/address';
import { anAddressInput, anAddressView, RECTANGLE } from '@steelcut/domain/testing/factories';
import { openDatabase, sqliteFileIn } from '../apps/server/src/db/database';
import type { OrdersTable } from '../apps/server/src/db/types';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { randomToken, sha256 } from '../apps/server/src/lib/secrets';

const ADDRESS = anAddressInput();
/** The same address as its columns, on a saved address and on an order's copy. */
const { id: _id, is_default: _default, ...ADDRESS_COLUMNS } = anAddressView();
/** The rectangle, stored as the cart stores it. */
const STORED_RECTANGLE = {
  material_name: RECTANGLE.material_name,
  thickness: RECTANGLE.thickness,
  quantity: RECTANGLE.quantity,
  finish: RECTANGLE.finish,
  parameters: JSON.stringify(RECTANGLE.parameters),
};
/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

export interface SeededCustomer {
  userId: number;
  addressId: number;
  /** Ascending. */
  cartItemIds: number[];
}

function chunks<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
}

/** PostgreSQL when databaseUrl is given, otherwise the server's SQLite file in dataDir (WAL, busy_timeout 5 s). */
export async function openSeeder(target: { databaseUrl?: string; dataDir: string }) {
  const database = openDatabase(
    target.databaseUrl ? { url: target.databaseUrl, poolSize: 2 } : { sqliteFile: sqliteFileIn(target.dataDir) },
  );
  const { db } = database;
  const passwordHash = await hashPassword('Bench-never-logs-in-1');
  const rectangle = await db
    .selectFrom('shapes')
    .select(['id', 'slug', 'shape_name'])
    .where('slug', '=', 'rectangle')
    .executeTakeFirstOrThrow();
  // Numbers the bench customers' e-mails and mobiles, past every user already there.
  const last = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  let sequence = last.id ?? 0;

  return {
    /** count customers, each with one default address and cartItems rectangles in the cart. */
    customers: (count: number, cartItems: number) =>
      db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const users = Array.from({ length: count }, () => {
          sequence += 1;
          const n = String(sequence).padStart(9, '0');
          return {
            name: `Bench customer ${n}`,
            email: `bench${n}@bench.example`,
            mobile_number: `9${n}`,
            password_hash: passwordHash,
            role: 'user' as const,
            created_at: now,
            updated_at: now,
          };
        });
        const userIds: number[] = [];
        for (const rows of chunks(users)) {
          const ids = new Map(
            (await trx.insertInto('users').values(rows).returning(['id', 'email']).execute()).map((u) => [
              u.email,
              u.id,
            ]),
          );
          userIds.push(...rows.map((row) => ids.get(row.email)!));
        }

        const addressOf = new Map<number, number>();
        const addresses = userIds.map((user_id) => ({
          user_id,
          ...ADDRESS_COLUMNS,
          is_default: 1,
          fingerprint: addressFingerprint(ADDRESS),
          created_at: now,
        }));
        for (const rows of chunks(addresses)) {
          for (const a of await trx.insertInto('addresses').values(rows).returning(['id', 'user_id']).execute())
            addressOf.set(a.user_id, a.id);
        }

        const cartOf = new Map<number, number[]>(userIds.map((id) => [id, []]));
        const items = userIds.flatMap((user_id) =>
          Array.from({ length: cartItems }, () => ({
            ...STORED_RECTANGLE,
            user_id,
            shape_id: rectangle.id,
            image_file_id: null,
            created_at: now,
          })),
        );
        for (const rows of chunks(items)) {
          for (const item of await trx.insertInto('cart_items').values(rows).returning(['id', 'user_id']).execute())
            cartOf.get(item.user_id)!.push(item.id);
        }

        return userIds.map((userId): SeededCustomer => ({
          userId,
          addressId: addressOf.get(userId)!,
          cartItemIds: cartOf.get(userId)!.sort((a, b) => a - b),
        }));
      }),

    /**
     * count past orders for the customer, as placing them would have left them: a lead with
     * order_no set, a snapshot of the address and itemsEach rectangles in order_items.
     */
    async orders(userId: number, count: number, itemsEach: number) {
      // Read before the transaction: on SQLite a transaction that reads first cannot wait for
      // the server's writes (SQLITE_BUSY_SNAPSHOT); one that writes first waits (busy_timeout).
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
      await db.transaction().execute(async (trx) => {
        const start = Date.now() - count * 3_600_000;
        // order_no is required (and unique): a placeholder, numbered below once the id is known.
        const placeholder = randomUUID();
        const orders: Insertable<OrdersTable>[] = Array.from({ length: count }, (_, i) => ({
          order_no: `bench-${placeholder}-${i}`,
          user_id: userId,
          order_type: 1,
          status: 'Pending',
          total_qty: itemsEach,
          total_pieces: itemsEach * STORED_RECTANGLE.quantity,
          customer_name: user.name,
          customer_email: user.email,
          customer_phone: user.mobile_number,
          ...ADDRESS_COLUMNS,
          order_date: new Date(start + i * 3_600_000).toISOString(),
          dispatched_date: null,
          delivered_date: null,
          cancelled_date: null,
          converted_date: null,
        }));
        for (const rows of chunks(orders)) {
          const inserted = await trx.insertInto('orders').values(rows).returning(['id', 'order_date']).execute();
          for (const { id, order_date } of inserted) {
            // The server's own numbering: SCyymmdd-<id, 5 digits>.
            await trx
              .updateTable('orders')
              .set({ order_no: formatOrderNo(id, order_date) })
              .where('id', '=', id)
              .execute();
          }
          const items = inserted.flatMap(({ id }) =>
            Array.from({ length: itemsEach }, () => ({
              order_id: id,
              shape_id: rectangle.id,
              shape_slug: rectangle.slug,
              shape_name: rectangle.shape_name,
              material_name: STORED_RECTANGLE.material_name,
              thickness: STORED_RECTANGLE.thickness,
              quantity: STORED_RECTANGLE.quantity,
              finish: STORED_RECTANGLE.finish,
              dimensions: STORED_RECTANGLE.parameters,
              image_file_id: null,
            })),
          );
          for (const itemRows of chunks(items)) await trx.insertInto('order_items').values(itemRows).execute();
        }
      });
    },

    /**
     * A signed-in session (a refresh token row, valid for a day) for each of userIds, as logging
     * in leaves one: returns each user's raw token, the refreshToken cookie that opens
     * GET /api/auth/events. The admin (user 1) may be among them.
     */
    async sessions(userIds: number[]): Promise<Map<number, string>> {
      const now = new Date();
      const expires = new Date(now.getTime() + 24 * 3_600_000).toISOString();
      const raw = new Map(userIds.map((id) => [id, randomToken()]));
      const rows = [...raw].map(([user_id, token]) => ({
        user_id,
        family_id: randomUUID(),
        token_hash: sha256(token),
        expires_at: expires,
        revoked_at: null,
        created_at: now.toISOString(),
      }));
      for (const chunk of chunks(rows)) await db.insertInto('refresh_tokens').values(chunk).execute();
      return raw;
    },

    close: () => database.destroy(),
  };
}
