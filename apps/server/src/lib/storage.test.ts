import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addRectangleWithDrawing,
  asUser,
  buildTestApp,
  registerUser,
  SAMPLE_FILES,
  type TestApp,
} from '../../test/helpers';
import { createDatabaseStorage, createDiskStorage } from './storage';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function appWith(storage: 'disk' | 'database') {
  const t = await buildTestApp({ env: { STORAGE: storage } });
  apps.push(t);
  return t;
}

/** A customer's drawing uploaded through one process, its path as the cart answers it. */
async function uploadThrough(t: TestApp) {
  const customer = await registerUser(t.app);
  const [item] = await addRectangleWithDrawing(t.app, customer, t.db);
  return { customer, imagePath: item.image_path };
}

describe('uploads in the database (STORAGE=database)', () => {
  it('keeps, reads and removes bytes', async () => {
    const t = await appWith('database');
    const storage = createDatabaseStorage(t.db);
    await storage.put('test/one', SAMPLE_FILES.pdf);
    expect((await storage.get('test/one')).equals(SAMPLE_FILES.pdf)).toBe(true);
    await storage.put('test/two', Buffer.alloc(0));
    expect((await storage.get('test/two')).length).toBe(0);
    await storage.remove('test/one');
    await expect(storage.get('test/one')).rejects.toThrow();
  });

  it.each(['disk', 'database'] as const)(
    'on %s, keeps bytes once: a second keep of the key changes nothing',
    async (kind) => {
      const t = await appWith(kind);
      const storage =
        kind === 'database' ? createDatabaseStorage(t.db) : createDiskStorage(path.join(t.config.dataDir, 'keep-test'));
      await storage.keep('test/kept', SAMPLE_FILES.pdf);
      await storage.keep('test/kept', SAMPLE_FILES.png);
      expect((await storage.get('test/kept')).equals(SAMPLE_FILES.pdf)).toBe(true);
      await expect(storage.put('test/kept', SAMPLE_FILES.png)).rejects.toThrow();
    },
  );

  it('serves an upload made through one process from another with a DATA_DIR of its own', async () => {
    const t = await appWith('database');
    const { customer, imagePath } = await uploadThrough(t);
    const other = await t.openPeer({ ownDataDir: true });
    const read = await other.inject(asUser(customer, { method: 'GET', url: `/api/${imagePath}` }));
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it('is refused as a setting it does not know', async () => {
    await expect(buildTestApp({ env: { STORAGE: 's3' } })).rejects.toThrow('STORAGE must be disk or database');
  });
});

describe('uploads on disk (the default for one process)', () => {
  it('serves an upload from the process that keeps the folder', async () => {
    const t = await appWith('disk');
    const { customer, imagePath } = await uploadThrough(t);
    const read = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/${imagePath}` }));
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(await t.db.selectFrom('stored_files').selectAll().execute()).toEqual([]);
  });
});
