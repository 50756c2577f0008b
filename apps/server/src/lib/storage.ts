import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { nowIso } from './time';

/** Where uploaded bytes live; a cloud object store can implement the same four calls. */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Puts the bytes unless the key holds some already: for keys named after what their bytes are
   * made from, where whoever writes first writes the same bytes.
   */
  keep(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*$/i;

/** Files and folders readable by the shop's user only; the root exists from start-up. */
export function createDiskStorage(root: string): Storage {
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    },
    async keep(key, bytes) {
      await this.put(key, bytes).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    },
    get: (key) => readFile(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

/**
 * Bytes kept in the database itself: with several server processes on one PostgreSQL, each
 * reaches every upload without a shared disk or an object store (STORAGE=database).
 */
export function createDatabaseStorage(db: Db): Storage {
  return {
    async put(key, bytes) {
      await db.insertInto('stored_files').values({ key, bytes, created_at: nowIso() }).execute();
    },
    async keep(key, bytes) {
      await db
        .insertInto('stored_files')
        .values({ key, bytes, created_at: nowIso() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('stored_files').select('bytes').where('key', '=', key).executeTakeFirst();
      if (!row) throw Object.assign(new Error(`no stored file ${key}`), { code: 'ENOENT' });
      return Buffer.from(row.bytes);
    },
    async remove(key) {
      await db.deleteFrom('stored_files').where('key', '=', key).execute();
    },
  };
}
