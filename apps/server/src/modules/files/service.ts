import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { FilesTable } from '../../db/types';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sameHash } from '../../lib/secrets';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { detectFileType } from './detect';

export interface UploadRules {
  maxBytes: number;
  /** Allowed MIME types by content; undefined allows any. */
  allowed?: readonly string[];
  tooLarge: string;
  wrongType: string;
}

export interface Upload {
  filename: string;
  bytes: Buffer;
}

export type StoredFile = FilesTable;

const URL_LIFETIME_S = 3600;

/** Whether a signed-in user other than the owner and the admin may read a file of some kind. */
export type ReaderCheck = (fileId: string, userId: number) => Promise<boolean>;

export function createFileService(db: Db, storage: Storage, secret: string) {
  const readerChecks = new Map<FilesTable['kind'], ReaderCheck>();
  const sign = (id: string, exp: number) =>
    createHmac('sha256', secret).update(`file:${id}:${exp}`).digest('base64url');

  return {
    /** Checks the bytes, writes them, records the file. */
    async store(ownerId: number, kind: FilesTable['kind'], upload: Upload, rules: UploadRules): Promise<StoredFile> {
      if (upload.bytes.length > rules.maxBytes) throw new AppError(413, 'FILE_TOO_LARGE', rules.tooLarge);
      if (upload.bytes.length === 0) throw badRequest(rules.wrongType, 'FILE_TYPE');
      const type = await detectFileType(upload.bytes);
      const mime = type?.mime ?? 'application/octet-stream';
      if (rules.allowed && !rules.allowed.includes(mime)) throw badRequest(rules.wrongType, 'FILE_TYPE');
      const id = randomUUID();
      const row: StoredFile = {
        id,
        owner_id: ownerId,
        kind,
        original_name: cleanName(upload.filename, type?.ext),
        mime_type: mime,
        size: upload.bytes.length,
        storage_key: `${kind}/${id}`,
        created_at: nowIso(),
      };
      await storage.put(row.storage_key, upload.bytes);
      try {
        await db.insertInto('files').values(row).execute();
      } catch (error) {
        await storage.remove(row.storage_key);
        throw error;
      }
      return row;
    },

    /** Forget a file whose record could not be used (the caller's write failed). */
    async discard(file: StoredFile): Promise<void> {
      await db.deleteFrom('files').where('id', '=', file.id).execute();
      await storage.remove(file.storage_key);
    },

    /**
     * A path relative to /api/ that works in an <img> tag for an hour. The expiry is
     * rounded to the hour so the same file keeps one URL and browsers can cache it.
     */
    signedPath(id: string): string {
      const exp = (Math.floor(Date.now() / 1000 / URL_LIFETIME_S) + 2) * URL_LIFETIME_S;
      return `files/${id}?exp=${exp}&sig=${sign(id, exp)}`;
    },

    /** Lets `check` grant reading files of `kind` (a chat attachment to the other party). */
    allowReaders(kind: FilesTable['kind'], check: ReaderCheck) {
      readerChecks.set(kind, check);
    },

    /** The bytes, for a valid signature, the owner, an admin, or whom the kind's check allows. */
    async open(id: string, access: { exp?: string; sig?: string; auth: AccessClaims | null }) {
      const file = await db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
      const missing = notFound('File not found', 'FILE_NOT_FOUND');
      if (!file) throw missing;
      const exp = Number(access.exp);
      const signed =
        access.sig && Number.isInteger(exp) && exp > Date.now() / 1000 && sameHash(access.sig, sign(id, exp));
      const entitled = signed || (access.auth && (await mayRead(file, access.auth)));
      if (!entitled) throw missing; // 404, not 403: do not confirm the file exists
      return { file, bytes: await storage.get(file.storage_key) };
    },
  };

  async function mayRead(file: StoredFile, auth: AccessClaims): Promise<boolean> {
    if (auth.role === 'admin' || auth.userId === file.owner_id) return true;
    const check = readerChecks.get(file.kind);
    return check ? check(file.id, auth.userId) : false;
  }
}
export type FileService = ReturnType<typeof createFileService>;

function cleanName(filename: string, ext: string | undefined): string {
  const base =
    filename
      .split(/[\\/]/)
      .pop()!
      .replace(/[^\w .()-]/g, '_')
      .slice(0, 120)
      .trim() || 'file';
  if (!ext || base.toLowerCase().endsWith(`.${ext}`)) return base;
  return `${base.replace(/\.[^.]*$/, '')}.${ext}`;
}
