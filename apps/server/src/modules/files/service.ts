import { createHmac, randomUUID } from 'node:crypto';
import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import type { Db } from '../../db/database';
import type { FilesTable } from '../../db/types';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { sameHash } from '../../lib/secrets';
import { RATE_POLICIES, type RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { detectFileType } from './detect';
import { programKind } from './programs';
import { createFileRepository } from './repository';

export interface UploadRules {
  maxBytes: number;
  /** Allowed MIME types by content; undefined allows any. */
  allowed?: readonly string[];
  tooLarge: string;
  wrongType: string;
  /** Set: programs and scripts (programs.ts) are refused with this message. */
  refusePrograms?: string;
}

export interface Upload {
  filename: string;
  bytes: Buffer;
}

export type StoredFile = FilesTable;

/**
 * Signed URLs serve <img> tags, which cannot send the bearer token; downloads the app opens go
 * with the token instead. Short, so a URL copied from a page or a log dies within minutes, even
 * after its holder signed out; rounded, so one file keeps one URL for a while and can be cached.
 */
const URL_LIFETIME_S = 5 * 60;
/** An upload nobody references is kept this long (a form may still be on its way), then deleted. */
export const ORPHAN_GRACE_MS = 24 * 3600_000;
const SWEEP_BATCH = 500;

/**
 * Deletes uploads older than the grace period that no cart item, order item or chat message
 * uses: the row first (conditionally, so a reference that appeared meanwhile wins), then the
 * bytes. Answers how many went.
 */
export async function sweepOrphanFiles(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const repo = createFileRepository(db);
  const orphans = await repo.orphansBefore(new Date(now - ORPHAN_GRACE_MS).toISOString(), SWEEP_BATCH);
  let removed = 0;
  for (const file of orphans) {
    const deleted = await repo.deleteOrphan(file.id).catch(() => false); // referenced from elsewhere
    if (!deleted) continue;
    await storage.remove(file.storage_key);
    removed += 1;
  }
  return removed;
}

/** Whether a signed-in user other than the owner and the admin may read a file of some kind. */
export type ReaderCheck = (fileId: string, userId: number) => Promise<boolean>;

/** Uploads the daily quota does not count: the shop's own, and thumbnails the server makes. */
const unmetered = (ownerId: number, kind: FilesTable['kind']) => ownerId === ADMIN_USER_ID || kind === 'chat-thumb';

export function createFileService(db: Db, storage: Storage, secret: string, limiter: RateLimiter) {
  const repo = createFileRepository(db);
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
      if (rules.refusePrograms && programKind(upload.bytes, upload.filename, type)) {
        throw badRequest(rules.refusePrograms, 'FILE_TYPE');
      }
      const giveBack = unmetered(ownerId, kind) ? undefined : await takeQuota(ownerId, upload.bytes.length);
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
      try {
        await storage.put(row.storage_key, upload.bytes);
        await repo.insert(row).catch(async (error: unknown) => {
          await storage.remove(row.storage_key);
          throw error;
        });
      } catch (error) {
        await giveBack?.();
        throw error;
      }
      return row;
    },

    sweepOrphans: (now?: number) => sweepOrphanFiles(db, storage, now),

    /** Forget a file whose record could not be used (the caller's write failed). */
    async discard(file: StoredFile): Promise<void> {
      await repo.remove(file.id);
      await storage.remove(file.storage_key);
    },

    /** A path relative to /api/ that works in an <img> tag for 5 to 10 minutes (URL_LIFETIME_S). */
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
      const file = await repo.find(id);
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

  /** Counts the file and its bytes against the owner's day; 429 past either. */
  async function takeQuota(ownerId: number, bytes: number): Promise<() => Promise<void>> {
    const giveFile = await limiter.take(`uploads:${ownerId}`, RATE_POLICIES.uploadsPerDay);
    const giveBytes = await limiter
      .take(`upload-bytes:${ownerId}`, RATE_POLICIES.uploadBytesPerDay, bytes)
      .catch(async (error: unknown) => {
        await giveFile();
        throw error;
      });
    return async () => {
      await giveFile();
      await giveBytes();
    };
  }

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
