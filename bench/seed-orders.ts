/**
 * 100,000 orders for the back office's figures: realistic south-Indian names, phones and e-mails,
 * 1-5 items each, every status, leads and orders, placed over the last two years. Written straight
 * into a migrated database (the server's, or a fresh one):
 *
 *   node --import tsx bench/seed-orders.ts [count] [postgres://… | path/to/shop.sqlite]
 *
 * The bench (BENCH_ONLY=search) calls seedOrders on the database of the server it measures.
 */
import { sql, type Insertable } from 'kysely';
import { formatOrderNo } from '@steelcut/domain/order-no';
import { ORDER_STATUSES } from '@steelcut/domain/schemas/order';
import { anAddressView, RECTANGLE } from '@steelcut/domain/testing/factories';
import { openDatabase, type Db } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedCatalogue } from '../apps/server/src/seed/catalogue';
import { isPostgres } from '../apps/server/src/db/write-together';
import type { OrderItemsTable, OrdersTable } from '../apps/server/src/db/types';
import { hashPassword } from '../apps/server/src/lib/passwords';

const FIRST = [
  'Arun',
  'Lakshmi',
  'Karthik',
  'Priya',
  'Suresh',
  'Meena',
  'Venkatesh',
  'Divya',
  'Ramesh',
  'Anitha',
  'Senthil',
  'Kavitha',
  'Murugan',
  'Deepa',
  'Prakash',
  'Revathi',
  'Ganesh',
  'Sangeetha',
  'Vijay',
  'Bhavani',
  'Harish',
  'Saranya',
  'Manoj',
  'Nithya',
  'Rajesh',
  'Gayathri',
  'Dinesh',
  'Padma',
  'Balaji',
  'Shalini',
];
export const SURNAMES = [
  'Kumar',
  'Subramanian',
  'Iyer',
  'Nair',
  'Reddy',
  'Raman',
  'Krishnan',
  'Pillai',
  'Rao',
  'Natarajan',
  'Srinivasan',
  'Menon',
  'Gowda',
  'Shetty',
  'Balasubramanian',
  'Chandrasekar',
  'Venkataraman',
  'Naidu',
  'Selvam',
  'Rajan',
];
const COMPANY = ['Engineering Works', 'Fabricators', 'Steel Traders', 'Industries', 'Enterprises', ''];
const GRADES = ['SS 304', 'SS 316', 'SS 202', 'SS 430'];
const DAY_MS = 86_400_000;
/** Rows per INSERT: within both databases' bound-parameter limits. */
const CHUNK = 250;

/** A small deterministic generator, so two runs seed the same shop. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeededOrders {
  /** A few of what was written, to search for. */
  phones: string[];
  orderNos: string[];
}

/** `count` orders from `customers` customers (users with one shared, never-used password). */
export async function seedOrders(db: Db, count: number, customers = Math.ceil(count / 5)): Promise<SeededOrders> {
  const next = random(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const now = Date.now();
  const passwordHash = await hashPassword('Seeded-never-logs-in-1');
  const shape = await db
    .selectFrom('shapes')
    .select(['id', 'slug', 'shape_name'])
    .where('slug', '=', 'rectangle')
    .executeTakeFirstOrThrow();
  const { id: _id, is_default: _default, ...address } = anAddressView();
  const lastUser =
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0;
  const lastOrder =
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id ?? 0;

  const people = Array.from({ length: customers }, (_, i) => {
    const n = lastUser + i + 1;
    const name = `${pick(FIRST)} ${pick(SURNAMES)}`;
    const company = pick(COMPANY);
    return {
      id: n,
      name: company ? `${name}, ${name.split(' ')[1]} ${company}` : name,
      email: `${name.toLowerCase().replace(' ', '.')}.${n}@example.in`,
      mobile_number: `${pick(['9', '8', '7', '6'])}${String(Math.floor(next() * 1e9)).padStart(9, '0')}`,
    };
  });
  const seeded: SeededOrders = { phones: [], orderNos: [] };
  await db.transaction().execute(async (trx) => {
    const created = new Date(now).toISOString();
    for (let i = 0; i < people.length; i += CHUNK)
      await trx
        .insertInto('users')
        .values(
          people.slice(i, i + CHUNK).map((p) => ({
            ...p,
            password_hash: passwordHash,
            role: 'user' as const,
            created_at: created,
            updated_at: created,
          })),
        )
        .execute();

    for (let start = 0; start < count; start += CHUNK) {
      const orders: Insertable<OrdersTable>[] = [];
      const items: Insertable<OrderItemsTable>[] = [];
      for (let k = start; k < Math.min(count, start + CHUNK); k += 1) {
        const id = lastOrder + k + 1;
        // Oldest first, so ids follow dates as they do when customers place orders.
        const placed = new Date(now - (count - k) * ((730 * DAY_MS) / count)).toISOString();
        const person = people[Math.floor(next() * people.length)];
        const status = k > count - 200 ? 'Pending' : pick(ORDER_STATUSES);
        const lines = 1 + Math.floor(next() * 5);
        const quantities = Array.from({ length: lines }, () => 1 + Math.floor(next() * 40));
        const later = (days: number) => new Date(Date.parse(placed) + days * DAY_MS).toISOString();
        orders.push({
          id,
          order_no: formatOrderNo(id, placed),
          user_id: person.id,
          order_type: status === 'Pending' && next() < 0.5 ? 1 : 2,
          status,
          total_qty: lines,
          total_pieces: quantities.reduce((a, b) => a + b, 0),
          customer_name: person.name,
          customer_email: person.email,
          customer_phone: person.mobile_number,
          ...address,
          order_date: placed,
          dispatched_date: status === 'Dispatched' || status === 'Delivered' ? later(3) : null,
          delivered_date: status === 'Delivered' ? later(6) : null,
          cancelled_date: status === 'Cancelled' ? later(1) : null,
          converted_date: null,
          customer_gstin: null,
          amount_paise: null,
        });
        for (const quantity of quantities)
          items.push({
            order_id: id,
            shape_id: shape.id,
            shape_slug: shape.slug,
            shape_name: shape.shape_name,
            material_name: pick(GRADES),
            thickness: RECTANGLE.thickness,
            quantity,
            finish: RECTANGLE.finish,
            dimensions: JSON.stringify([
              { param_key: 'a', param_value: 50 + Math.floor(next() * 950) },
              { param_key: 'b', param_value: 50 + Math.floor(next() * 950) },
            ]),
            image_file_id: null,
          });
        if (k % 1000 === 0) {
          seeded.phones.push(person.mobile_number.slice(2, 8));
          seeded.orderNos.push(formatOrderNo(id, placed));
        }
      }
      await trx.insertInto('orders').values(orders).execute();
      for (let i = 0; i < items.length; i += CHUNK)
        await trx
          .insertInto('order_items')
          .values(items.slice(i, i + CHUNK))
          .execute();
    }
  });
  // Ids were given explicitly: move PostgreSQL's sequences past them (SQLite's AUTOINCREMENT follows by itself).
  if (isPostgres(db))
    for (const table of ['users', 'orders'])
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      );
  return seeded;
}

async function main() {
  const [countText = '100000', target = 'data/shop.sqlite'] = process.argv.slice(2);
  const database = openDatabase(target.startsWith('postgres') ? { url: target } : { sqliteFile: target });
  try {
    await migrateToLatest(database.db);
    await seedCatalogue(database.db);
    const started = performance.now();
    await seedOrders(database.db, Number(countText));
    console.log(`${countText} orders seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
