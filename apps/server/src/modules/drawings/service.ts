import { randomBytes } from 'node:crypto';
import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import { DrawingError } from '@steelcut/domain/drawings/errors';
import { withPlate, type PlateReading } from '@steelcut/domain/drawings/geometry';
import type { DrawingMeasures } from '@steelcut/domain/drawings/measure-drawing';
import { HEAD_CHARS, refuseByHead } from '@steelcut/domain/drawings/scan';
import { DRAWING_UNITS, type ChosenUnit, type DrawingUnit } from '@steelcut/domain/drawings/units';
import type { Outline } from '@steelcut/domain/shapes/types';
import { DRAWING_ERROR_CODE } from '@steelcut/domain/error-codes';
import { DRAWING_FILE, DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { type Drawing, type DrawingPreview } from '@steelcut/domain/schemas/drawing';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { RATE_POLICIES, type RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { ReaderBusy, type KeptMeasures, type ReadPool } from './read-pool';
import { createDrawingRepository, type DrawingRow } from './repository';

/** Who asks: a session, or a guest known only by address (for the upload limits). */
export interface DrawingCaller {
  auth: AccessClaims | null;
  ip: string;
}

export interface DrawingUpload {
  filename: string;
  bytes: Buffer;
}

/**
 * What the row keeps of a reading besides its preview: the figures and the checks without a
 * thickness. The part's geometry (hundreds of kilobytes for a perforated plate) is kept in storage
 * beside the file; the plate's checks and the outline are made from it, never from the file again.
 */
type StoredMeasures = Omit<DrawingMeasures, 'units' | 'unitsFrom' | 'preview' | 'outline' | 'geometry'> & {
  /** The part's geometry is in storage (one sound part). Unset: read before geometry was kept. */
  geometryKept?: boolean;
};

/** Readings here need no Outline: one is made from the kept geometry where an order needs it. */
const MEASURES_ONLY = { outline: false } as const;

/** A guest's drawing waits this long for them to sign in with it. */
export const GUEST_DRAWING_DAYS = 30;
const SWEEP_BATCH = 500;

/** Busy readers: come back in a few seconds. */
const BUSY_RETRY_SECONDS = 5;

/** 128 random bits in 22 characters of base64url: the id is the capability to a guest's drawing. */
const newDrawingId = () => randomBytes(16).toString('base64url');
const storageKey = (id: string) => `drawings/${id}`;
/** The geometry depends on the units the file is read in: one key each, written once. */
const geometryKey = (id: string, units: DrawingUnit) => `drawing-geometry/${id}-${units}`;
const allGeometryKeys = (id: string) =>
  Object.keys(DRAWING_UNITS).map((units) => geometryKey(id, units as DrawingUnit));

/** The file's own name, without folders or control characters, as the cart and order show it. */
export function drawingName(filename: string): string {
  const base = filename
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|]/g, '')
    .trim()
    .slice(0, 120);
  return base || 'drawing.dxf';
}

function refused(error: unknown): unknown {
  if (error instanceof DrawingError) return badRequest(error.message, DRAWING_ERROR_CODE[error.code]);
  if (error instanceof ReaderBusy) {
    return new AppError(503, 'UNAVAILABLE', DRAWING_MSG.busy, { retryAfterSeconds: BUSY_RETRY_SECONDS });
  }
  return error;
}

/** The row as the API answers it: as just read (`fresh`), or as kept; with a plate's checks if given. */
function toDrawing(row: DrawingRow, fresh?: KeptMeasures, plate?: PlateReading): Drawing {
  const measures: StoredMeasures = fresh ?? JSON.parse(row.measures);
  const kept = { checks: measures.checks, preview: (fresh?.preview ?? JSON.parse(row.preview)) as DrawingPreview };
  const { checks, preview } = plate ? withPlate(kept, plate) : kept;
  return {
    id: row.id,
    name: row.name,
    units: fresh?.units ?? row.units,
    unitsFrom: fresh?.unitsFrom ?? row.units_from,
    widthMm: measures.widthMm,
    heightMm: measures.heightMm,
    areaMm2: measures.areaMm2,
    cutLengthMm: measures.cutLengthMm,
    pierces: measures.pierces,
    checks,
    preview,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  };
}

function columnsOf(read: KeptMeasures) {
  const { units, unitsFrom, preview, outline: _outline, geometry, ...measures } = read;
  return {
    units,
    units_from: unitsFrom,
    measures: JSON.stringify({ ...measures, geometryKept: geometry !== undefined } satisfies StoredMeasures),
    preview: JSON.stringify(preview),
  };
}

export function createDrawingService({
  db,
  storage,
  reader,
  limiter,
}: {
  db: Db;
  storage: Storage;
  reader: ReadPool;
  limiter: RateLimiter;
}) {
  const repo = createDrawingRepository(db);
  const removeFiles = (id: string) => removeDrawingFiles(storage, id);

  /** A signed-in uploader's drawing is theirs and the admin's; a guest's, whoever holds its id. */
  async function reachable(id: string, auth: AccessClaims | null): Promise<DrawingRow> {
    const row = await repo.find(id);
    const allowed = row && (row.user_id === null || auth?.role === 'admin' || auth?.userId === row.user_id);
    if (!allowed) throw notFound(DRAWING_MSG.notFound, 'DRAWING_NOT_FOUND');
    return row;
  }

  /** The stored file read again, in the units given: a customer's answer, or a drawing kept before its geometry was. */
  async function readAgain(row: DrawingRow, units: ChosenUnit | undefined) {
    const bytes = await storage.get(storageKey(row.id));
    return reader.read(bytes, { ...MEASURES_ONLY, units }).catch((error: unknown) => {
      throw refused(error);
    });
  }

  const keepGeometry = async (id: string, read: KeptMeasures) => {
    if (read.geometry !== undefined) await storage.keep(geometryKey(id, read.units), Buffer.from(read.geometry));
  };

  const chosenUnits = (row: DrawingRow) => (row.units_from === 'chosen' ? (row.units as ChosenUnit) : undefined);

  /** The part's kept geometry (JSON); undefined when the drawing is not one sound part. */
  async function geometryOf(row: DrawingRow): Promise<string | undefined> {
    const { geometryKept }: StoredMeasures = JSON.parse(row.measures);
    if (geometryKept === false) return undefined;
    if (geometryKept) {
      const kept = await storage.get(geometryKey(row.id, row.units as DrawingUnit)).catch(whenMissing);
      if (kept) return kept.toString('utf8');
    }
    // Uploaded before geometry was kept, or its file lost: made from the drawing once more, and kept.
    const read = await readAgain(row, chosenUnits(row));
    await keepGeometry(row.id, read);
    await repo.remeasured(row.id, columnsOf(read));
    return read.geometry;
  }

  /** The drawing checked against a plate from its kept geometry; with the part's outline if asked. */
  async function onPlate(row: DrawingRow, thicknessMm: number, { outline = false } = {}) {
    const geometry = await geometryOf(row);
    if (geometry === undefined) return { drawing: toDrawing(row), outline: undefined };
    const plate = await reader.plate(geometry, thicknessMm, { outline }).catch((error: unknown) => {
      throw refused(error);
    });
    return { drawing: toDrawing(row, undefined, plate), outline: plate.outline };
  }

  /**
   * Uploads are counted per customer (their bytes with their other uploads'), or per address for
   * a guest; the shop's own account is not counted.
   */
  const meterOf = ({ auth, ip }: DrawingCaller) =>
    auth?.userId === ADMIN_USER_ID ? undefined : auth ? String(auth.userId) : `ip:${ip}`;

  return {
    /** Reads the file and keeps it with what it measured; a file that cannot be read leaves nothing behind. */
    async upload(caller: DrawingCaller, upload: DrawingUpload | undefined): Promise<Drawing> {
      if (!upload) throw badRequest(DRAWING_MSG.fileRequired, 'DRAWING_REQUIRED');
      if (upload.bytes.length > DRAWING_FILE.maxBytes) throw new AppError(413, 'FILE_TOO_LARGE', DRAWING_MSG.tooLarge);
      const meter = meterOf(caller);
      // Counted before reading, failures too: reading is what costs.
      if (meter) await limiter.consume(`drawings:${meter}`, RATE_POLICIES.drawingsPerCaller);
      let read: KeptMeasures;
      try {
        refuseByHead(upload.bytes.subarray(0, HEAD_CHARS).toString('latin1'));
        read = await reader.read(upload.bytes, MEASURES_ONLY);
      } catch (error) {
        throw refused(error);
      }
      const giveBack = meter
        ? await limiter.take(`upload-bytes:${meter}`, RATE_POLICIES.uploadBytesPerDay, upload.bytes.length)
        : undefined;
      const row: DrawingRow = {
        id: newDrawingId(),
        user_id: caller.auth?.userId ?? null,
        name: drawingName(upload.filename),
        size_bytes: upload.bytes.length,
        ...columnsOf(read),
        created_at: nowIso(),
      };
      try {
        await storage.put(storageKey(row.id), upload.bytes);
        await keepGeometry(row.id, read)
          .then(() => repo.insert(row))
          .catch(async (error: unknown) => {
            await removeFiles(row.id);
            throw error;
          });
      } catch (error) {
        await giveBack?.();
        throw error;
      }
      return toDrawing(row, read);
    },

    /** The drawing; with a thickness, the checks that depend on the plate too. */
    async get(auth: AccessClaims | null, id: string, thicknessMm?: number): Promise<Drawing> {
      const row = await reachable(id, auth);
      if (thicknessMm === undefined) return toDrawing(row);
      return (await onPlate(row, thicknessMm)).drawing;
    },

    /** The customer's answer to 'millimetres or inches?': measured again and kept. */
    async setUnits(auth: AccessClaims | null, id: string, units: ChosenUnit): Promise<Drawing> {
      const row = await reachable(id, auth);
      const read = await readAgain(row, units);
      const columns = columnsOf(read);
      await keepGeometry(row.id, read);
      await repo.remeasured(row.id, columns);
      return toDrawing({ ...row, ...columns }, read);
    },

    list: async (userId: number): Promise<Drawing[]> => (await repo.listForUser(userId)).map((row) => toDrawing(row)),

    /**
     * The drawing for a line of `userId`'s cart or order (theirs, or a guest's no one has claimed),
     * with the plate's checks; with `outline`, the part's outline in mm too (an order keeps it).
     * Undefined when it is not theirs to order.
     */
    async forLine(
      userId: number,
      id: string,
      thicknessMm: number,
      { outline = false } = {},
    ): Promise<{ drawing: Drawing; outline: Outline | undefined } | undefined> {
      const row = await repo.find(id);
      if (!row || (row.user_id !== null && row.user_id !== userId)) return undefined;
      return onPlate(row, thicknessMm, { outline });
    },

    claimDrawings: (userId: number, ids: string[]) => repo.claim(userId, ids),

    /** Guests' drawings left unclaimed for GUEST_DRAWING_DAYS, removed (housekeeping). */
    sweepUnclaimed: (now?: number) => sweepUnclaimedDrawings(db, storage, now),

    /** The customer's file as they sent it (for the job pack, of an order already read by its caller). */
    original: (id: string) => storage.get(storageKey(id)),
  };
}
export type DrawingService = ReturnType<typeof createDrawingService>;

/**
 * Guests' drawings nobody signed in with for GUEST_DRAWING_DAYS go, files and all: a guest's cart
 * line of one is then refused at sign-in as not found. A drawing in a cart or an order is a
 * customer's (claimed as it went in), so it stays.
 */
export async function sweepUnclaimedDrawings(db: Db, storage: Storage, now = Date.now()): Promise<number> {
  const repo = createDrawingRepository(db);
  const cutoff = new Date(now - GUEST_DRAWING_DAYS * 86_400_000).toISOString();
  const removed = await repo.removeUnclaimed(await repo.unclaimedBefore(cutoff, SWEEP_BATCH));
  for (const id of removed) await removeDrawingFiles(storage, id);
  return removed.length;
}

/** A stored file that is not there: undefined; any other failure stands. */
function whenMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code !== 'ENOENT') throw error;
  return undefined;
}

/** The customer's file and its geometry in whatever units it was read. */
async function removeDrawingFiles(storage: Storage, id: string): Promise<void> {
  for (const key of [storageKey(id), ...allGeometryKeys(id)]) await storage.remove(key);
}

/** A guest's drawings become the user's when they sign in with them in the guest cart (the cart's merge). */
export const claimDrawings = (db: Db, userId: number, ids: string[]) => createDrawingRepository(db).claim(userId, ids);
