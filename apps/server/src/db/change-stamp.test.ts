import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStampedCache } from './change-stamp';
import { openDatabase, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

const dir = mkdtempSync(path.join(tmpdir(), 'steelcut-stamp-'));
const file = path.join(dir, 'shop.sqlite');
const handles: DatabaseHandle[] = [];
const open = () => {
  const handle = openDatabase({ sqliteFile: file });
  handles.push(handle);
  return handle;
};
afterAll(async () => {
  for (const handle of handles) await handle.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A kept read that counts its loads: the cache must load again after any write, from anywhere. */
function countingNames(handle: DatabaseHandle) {
  let loads = 0;
  const cache = createStampedCache(handle.changeStamp, async (id: number) => {
    loads += 1;
    const row = await handle.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
    return row?.name;
  });
  return { get: (id: number) => cache.get(id), loads: () => loads };
}

describe('values kept while the SQLite database is unchanged', async () => {
  const first = open();
  await migrateToLatest(first.db);
  const second = open(); // a second process on the same file
  const now = new Date().toISOString();
  const { id } = await first.db
    .insertInto('users')
    .values({
      name: 'Anbu',
      email: 'anbu@test.example',
      mobile_number: '9876500001',
      password_hash: 'x',
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = countingNames(first);

  it('answers from memory while nothing was written', async () => {
    expect(await names.get(id)).toBe('Anbu');
    expect(await names.get(id)).toBe('Anbu');
    expect(names.loads()).toBe(1);
  });

  it('reads again after a write on its own connection, even to another table', async () => {
    await first.db.updateTable('users').set({ name: 'Anbu K' }).where('id', '=', id).execute();
    expect(await names.get(id)).toBe('Anbu K');
    await first.db.insertInto('rate_limits').values({ key: 'stamp-test', hits: 1, window_start: 0 }).execute();
    await names.get(id);
    expect(names.loads()).toBe(3);
  });

  it('reads again after a write in a transaction, committed or rolled back', async () => {
    await first.db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ name: 'Anbu T' }).where('id', '=', id).execute();
    });
    expect(await names.get(id)).toBe('Anbu T');
    await first.db
      .transaction()
      .execute(async (tx) => {
        await tx.updateTable('users').set({ name: 'never' }).where('id', '=', id).execute();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await names.get(id)).toBe('Anbu T');
    // Asked while another request's transaction has written and not committed: the read waits
    // for the connection and gets the committed name, which is then kept.
    let written!: () => void;
    const updated = new Promise<void>((resolve) => (written = resolve));
    const pending = first.db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ name: 'Anbu K' }).where('id', '=', id).execute();
      written();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await updated;
    const during = names.get(id);
    await pending;
    expect(await during).toBe('Anbu K');
    expect(await names.get(id)).toBe('Anbu K');
    expect(names.loads()).toBe(6);
  });

  it('reads again after another connection commits', async () => {
    await second.db.updateTable('users').set({ name: 'Anbu Kumar' }).where('id', '=', id).execute();
    expect(await names.get(id)).toBe('Anbu Kumar');
    expect(names.loads()).toBe(7);
  });

  it('shares one data_version among the requests of one poll phase, and reads it again in the next', async () => {
    first.changeStamp!.requestArrived();
    expect(await names.get(id)).toBe('Anbu Kumar');
    // Another process commits while these requests are handled: concurrent with them.
    await second.db.updateTable('users').set({ name: 'Anbu R' }).where('id', '=', id).execute();
    first.changeStamp!.requestArrived();
    expect(await names.get(id)).toBe('Anbu Kumar');
    // This connection's own writes show at once, shared or not.
    await first.db.insertInto('rate_limits').values({ key: 'stamp-batch', hits: 1, window_start: 0 }).execute();
    expect(await names.get(id)).toBe('Anbu R');
    await second.db.updateTable('users').set({ name: 'Anbu S' }).where('id', '=', id).execute();
    await nextTurn(); // the check phase ends the sharing; a later request reads afresh
    first.changeStamp!.requestArrived();
    expect(await names.get(id)).toBe('Anbu S');
    expect(names.loads()).toBe(9);
  });

  it('keeps nothing without a stamp (PostgreSQL)', async () => {
    let loads = 0;
    const cache = createStampedCache(undefined, async (key: number) => (loads += key));
    await cache.get(1);
    await cache.get(1);
    expect(loads).toBe(2);
  });
});
