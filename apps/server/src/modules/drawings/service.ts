import { createHash, randomBytes } from 'node:crypto';
import type { DrawingLayer } from '@steelcut/domain/drawings/layers';
import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import { DrawingError } from '@steelcut/domain/drawings/errors';
import type { DrawingCheck } from '@steelcut/domain/drawings/checks';
import { withPartLimits } from '@steelcut/domain/drawings/part-limits';
import { withPlateParts, type PlateReading } from '@steelcut/domain/drawings/geometry';
import { DEFAULT_PART_LIMITS, type PartLimits } from '@steelcut/domain/shapes/limits';
import type { DrawingMeasures } from '@steelcut/domain/drawings/measure-drawing';
import { HEAD_CHARS, refuseByHead } from '@steelcut/domain/drawings/scan';
import { DRAWING_UNITS, type ChosenUnit, type DrawingUnit } from '@steelcut/domain/drawings/units';
import type { Outline } from '@steelcut/domain/shapes/types';
import { DRAWING_ERROR_CODE } from '@steelcut/domain/error-codes';
import { DRAWING_FILE, DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { thumbnailOf } from '@steelcut/domain/drawings/thumbnail';
import {
  DRAWINGS_PAGE_SIZE,
  type Drawing,
  type DrawingListItem,
  type DrawingListReply,
  type DrawingPartView,
  type DrawingPreview,
} from '@steelcut/domain/schemas/drawing';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { callerKey, customerKey, type Caller } from '../../lib/caller';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { RATE_POLICIES, type RateLimiter, type RatePolicy } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import { CallerBusy, ReaderBusy, type KeptMeasures, type ReadPool } from './read-pool';
import { createDrawingRepository, type DrawingRow, type ListedDrawingRow } from './repository';
import { createTurns } from './turns';

export interface DrawingUpload {
  filename: string;
  bytes: Buffer;
}

/**
 * What the row keeps of a reading besides its preview: the figures and the checks without a
 * thickness. The part's geometry (hundreds of kilobytes for a perforated plate) is kept in storage
 * beside the file; the plate's checks and the outline are made from it, never from the file again.
 */
type StoredMeasures = Omit<
  DrawingMeasures,
  'units' | 'unitsFrom' | 'fileUnits' | 'preview' | 'outline' | 'geometry' | 'parts' | 'layers'
> & {
  /** Unset: read before layers were kept. */
  layers?: DrawingLayer[];
  /** Each kind of part, without its geometry (kept in storage). Unset: read before parts were. */
  parts?: KeptMeasures['parts'];
  /** Unset: measured before the file's own units were kept. */
  fileUnits?: DrawingUnit | null;
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
/**
 * One caller's plate checks go to the readers this many at a time; the rest wait here, at most
 * as many as one quote may hold (its 200 items).
 */
const CHECKS_AT_ONCE = 2;
const CHECKS_WAITING = 200;

/**
 * Whom a reading is for: the readers' queue takes it as one of `key`'s, and it counts in the
 * budget of `meter` (a customer's id, the files' daily quota's own key; `ip:…` for a guest); the
 * shop's own account has no meter.
 */
interface Payer {
  key: string;
  meter: string | undefined;
}
const customerPayer = (userId: number): Payer => ({
  key: customerKey(userId),
  meter: userId === ADMIN_USER_ID ? undefined : String(userId),
});
const payerOf = (caller: Caller): Payer =>
  caller.auth ? customerPayer(caller.auth.userId) : { key: callerKey(caller), meter: `ip:${caller.ip}` };

/** Each reading and each check counts in its own budget, under these names. */
const BUDGETS = {
  read: { prefix: 'drawings', policy: RATE_POLICIES.drawingsPerCaller },
  check: { prefix: 'drawing-checks', policy: RATE_POLICIES.drawingChecksPerCaller },
} satisfies Record<string, { prefix: string; policy: RatePolicy }>;

/** 128 random bits in 22 characters of base64url: the id is the capability to a guest's drawing. */
const newDrawingId = () => randomBytes(16).toString('base64url');
const storageKey = (id: string) => `drawings/${id}`;
/**
 * The geometry depends on the units the file is read in and the layers left out: one key each,
 * written once (the default layers' key is the one kept before layers could be chosen).
 */
const geometryKey = (id: string, units: DrawingUnit, excluded: string | null = null) =>
  `drawing-geometry/${id}-${units}${excluded === null ? '' : `-${createHash('sha256').update(excluded).digest('base64url').slice(0, 22)}`}`;
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
  if (error instanceof CallerBusy) return tooManyRequests(DRAWING_MSG.yoursWaiting, BUSY_RETRY_SECONDS);
  if (error instanceof ReaderBusy) {
    return new AppError(503, 'UNAVAILABLE', DRAWING_MSG.busy, { retryAfterSeconds: BUSY_RETRY_SECONDS });
  }
  return error;
}

/**
 * The units the file states. A drawing measured before they were kept: its units when they came
 * from the file, else unknown (none, or the customer answered before the file's were kept).
 */
const fileUnitsOf = (row: Pick<DrawingRow, 'units' | 'units_from'>, measures: StoredMeasures): DrawingUnit | null =>
  measures.fileUnits !== undefined ? measures.fileUnits : row.units_from === 'file' ? row.units : null;

/** A drawing kept before parts were: its one sound part is the whole drawing; else none is known. */
function keptParts(measures: StoredMeasures, checks: DrawingCheck[], preview: DrawingPreview): DrawingPartView[] {
  if (measures.parts) return measures.parts;
  if (!measures.geometryKept) return [];
  const { widthMm, heightMm, areaMm2, cutLengthMm, pierces } = measures;
  const paths = preview.paths.map((_, i) => i);
  return [{ part: 1, copies: 1, widthMm, heightMm, areaMm2, cutLengthMm, pierces, checks, xMm: 0, yMm: 0, paths }];
}

/**
 * The row as the API answers it: as just read (`fresh`), or as kept; with each part's plate
 * checks if given; its sizes checked against the shop's part limits as they are now.
 */
function toDrawing(
  row: DrawingRow,
  limits: PartLimits,
  fresh?: KeptMeasures,
  plates?: (PlateReading | null)[],
): Drawing {
  const measures: StoredMeasures = fresh ?? JSON.parse(row.measures);
  const sized = withPartLimits(
    { checks: measures.checks, parts: measures.parts, widthMm: measures.widthMm, heightMm: measures.heightMm },
    limits,
  );
  const keptPreview = (fresh?.preview ?? JSON.parse(row.preview)) as DrawingPreview;
  const kept = {
    checks: sized.checks,
    preview: keptPreview,
    parts: sized.parts ?? keptParts(measures, sized.checks, keptPreview),
  };
  const { checks, preview, parts } = plates
    ? withPlateParts(
        kept,
        plates.map((plate) => plate ?? undefined),
      )
    : kept;
  return {
    id: row.id,
    name: row.name,
    units: fresh?.units ?? row.units,
    unitsFrom: fresh?.unitsFrom ?? row.units_from,
    ...sizeOf(row, measures),
    checks,
    parts,
    preview,
    layers: measures.layers ?? [],
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  };
}

/** What the drawing measures, as its view and its list item show it. */
function sizeOf(row: Pick<DrawingRow, 'units' | 'units_from'>, measures: StoredMeasures) {
  return {
    fileUnits: fileUnitsOf(row, measures),
    widthMm: measures.widthMm,
    heightMm: measures.heightMm,
    areaMm2: measures.areaMm2,
    cutLengthMm: measures.cutLengthMm,
    pierces: measures.pierces,
  };
}

function columnsOf(read: KeptMeasures) {
  const { units, unitsFrom, preview, thumbnail, outline: _outline, geometry, ...measures } = read;
  return {
    units,
    units_from: unitsFrom,
    measures: JSON.stringify({ ...measures, geometryKept: geometry !== undefined } satisfies StoredMeasures),
    preview: JSON.stringify(preview),
    thumbnail,
  };
}

/** The row as the customer's list shows it: no preview, the thumbnail (made by `withThumbnails`). */
function toListItem(row: ListedDrawingRow & { thumbnail: string }): DrawingListItem {
  const measures: StoredMeasures = JSON.parse(row.measures);
  return {
    id: row.id,
    name: row.name,
    units: row.units,
    unitsFrom: row.units_from,
    ...sizeOf(row, measures),
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
    thumbnail: row.thumbnail,
  };
}

export function createDrawingService({
  db,
  storage,
  reader,
  limiter,
  partLimits = async () => DEFAULT_PART_LIMITS,
}: {
  db: Db;
  storage: Storage;
  reader: ReadPool;
  limiter: RateLimiter;
  /** The shop's smallest part and largest sheet now (the owner's settings). */
  partLimits?: () => Promise<PartLimits>;
}) {
  const repo = createDrawingRepository(db);
  const removeFiles = (id: string) => removeDrawingFiles(storage, id);
  const inTurn = createTurns(CHECKS_AT_ONCE, CHECKS_WAITING, () =>
    tooManyRequests(DRAWING_MSG.yoursWaiting, BUSY_RETRY_SECONDS),
  );

  /** Counted before the readers' work, refusals included: the work is what costs. */
  async function spend(payer: Payer, kind: keyof typeof BUDGETS): Promise<void> {
    if (!payer.meter) return;
    const { prefix, policy } = BUDGETS[kind];
    await limiter.consume(`${prefix}:${payer.meter}`, policy);
  }

  /** A signed-in uploader's drawing is theirs and the admin's; a guest's, whoever holds its id. */
  async function reachable(id: string, auth: AccessClaims | null): Promise<DrawingRow> {
    const row = await repo.find(id);
    const allowed = row && (row.user_id === null || auth?.role === 'admin' || auth?.userId === row.user_id);
    if (!allowed) throw notFound(DRAWING_MSG.notFound, 'DRAWING_NOT_FOUND');
    return row;
  }

  /** The stored file read again, in the units given: a customer's answer, or a drawing kept before its geometry was. */
  async function readAgain(
    row: DrawingRow,
    units: ChosenUnit | undefined,
    payer: Payer,
    excluded: string | null = row.excluded_layers,
  ) {
    const bytes = await storage.get(storageKey(row.id));
    const excludedLayers = excluded === null ? undefined : (JSON.parse(excluded) as string[]);
    return reader.read(bytes, payer.key, { ...MEASURES_ONLY, units, excludedLayers }).catch((error: unknown) => {
      throw refused(error);
    });
  }

  const keepGeometry = async (id: string, read: KeptMeasures, excluded: string | null) => {
    if (read.geometry !== undefined) {
      await storage.keep(geometryKey(id, read.units, excluded), Buffer.from(read.geometry));
    }
  };

  const chosenUnits = (row: DrawingRow) => (row.units_from === 'chosen' ? (row.units as ChosenUnit) : undefined);

  /** The part's kept geometry (JSON); undefined when the drawing is not one sound part. */
  async function geometryOf(row: DrawingRow, payer: Payer): Promise<string | undefined> {
    const { geometryKept }: StoredMeasures = JSON.parse(row.measures);
    if (geometryKept === false) return undefined;
    if (geometryKept) {
      const kept = await storage
        .get(geometryKey(row.id, row.units as DrawingUnit, row.excluded_layers))
        .catch(whenMissing);
      if (kept) return kept.toString('utf8');
    }
    // Uploaded before geometry was kept, or its file lost: made from the drawing once more, and kept.
    const read = await readAgain(row, chosenUnits(row), payer);
    await keepGeometry(row.id, read, row.excluded_layers);
    await repo.remeasured(row.id, columnsOf(read));
    return read.geometry;
  }

  /**
   * The drawing checked against a plate from its kept geometry, for `payer` (in their budget, and
   * a few of theirs at a time); with one part's outline if asked (`outlinePart`, its number),
   * moved so the part's lower-left corner is the origin.
   */
  async function onPlate(
    row: DrawingRow,
    thicknessMm: number,
    payer: Payer,
    { outlinePart }: { outlinePart?: number } = {},
  ) {
    await spend(payer, 'check');
    return inTurn(payer.key, async () => {
      const geometry = await geometryOf(row, payer);
      if (geometry === undefined) return { drawing: toDrawing(row, await partLimits()), outline: undefined };
      // geometryOf may have read the file again: the row's parts as now kept.
      const now = outlinePart === undefined ? row : ((await repo.find(row.id)) ?? row);
      const { parts } = toDrawing(now, await partLimits());
      const at = parts.findIndex((p) => p.part === outlinePart);
      const outline = at >= 0 ? { index: at, origin: { x: parts[at].xMm, y: parts[at].yMm } } : undefined;
      const plate = await reader.plate(geometry, thicknessMm, payer.key, { outline }).catch((error: unknown) => {
        throw refused(error);
      });
      return { drawing: toDrawing(row, await partLimits(), undefined, plate.plates), outline: plate.outline };
    });
  }

  /** Rows kept before thumbnails were: each made from its preview once, and kept. */
  async function withThumbnails(rows: ListedDrawingRow[]) {
    const missing = rows.filter((row) => row.thumbnail === null).map((row) => row.id);
    const previews = await repo.previews(missing);
    return Promise.all(
      rows.map(async (row) => {
        if (row.thumbnail !== null) return { ...row, thumbnail: row.thumbnail };
        const { widthMm, heightMm }: StoredMeasures = JSON.parse(row.measures);
        // A row gone since the page was read has no preview: it is listed without a picture.
        const preview: DrawingPreview = JSON.parse(previews.get(row.id) ?? '{"paths":[]}');
        const thumbnail = thumbnailOf(preview, widthMm, heightMm);
        await repo.setThumbnail(row.id, thumbnail);
        return { ...row, thumbnail };
      }),
    );
  }

  return {
    /** Reads the file and keeps it with what it measured; a file that cannot be read leaves nothing behind. */
    async upload(caller: Caller, upload: DrawingUpload | undefined): Promise<Drawing> {
      if (!upload) throw badRequest(DRAWING_MSG.fileRequired, 'DRAWING_REQUIRED');
      if (upload.bytes.length > DRAWING_FILE.maxBytes) throw new AppError(413, 'FILE_TOO_LARGE', DRAWING_MSG.tooLarge);
      const payer = payerOf(caller);
      await spend(payer, 'read');
      let read: KeptMeasures;
      try {
        refuseByHead(upload.bytes.subarray(0, HEAD_CHARS).toString('latin1'));
        read = await reader.read(upload.bytes, payer.key, MEASURES_ONLY);
      } catch (error) {
        throw refused(error);
      }
      // The bytes kept count in the customer's daily upload quota, with their other uploads'.
      const giveBack = payer.meter
        ? await limiter.take(`upload-bytes:${payer.meter}`, RATE_POLICIES.uploadBytesPerDay, upload.bytes.length)
        : undefined;
      const row: DrawingRow = {
        id: newDrawingId(),
        user_id: caller.auth?.userId ?? null,
        name: drawingName(upload.filename),
        size_bytes: upload.bytes.length,
        ...columnsOf(read),
        excluded_layers: null,
        created_at: nowIso(),
      };
      try {
        await storage.put(storageKey(row.id), upload.bytes);
        await keepGeometry(row.id, read, null)
          .then(() => repo.insert(row))
          .catch(async (error: unknown) => {
            await removeFiles(row.id);
            throw error;
          });
      } catch (error) {
        await giveBack?.();
        throw error;
      }
      return toDrawing(row, await partLimits(), read);
    },

    /** The drawing; with a thickness, the checks that depend on the plate too (a check in the caller's budget). */
    async get(caller: Caller, id: string, thicknessMm?: number): Promise<Drawing> {
      const row = await reachable(id, caller.auth);
      if (thicknessMm === undefined) return toDrawing(row, await partLimits());
      return (await onPlate(row, thicknessMm, payerOf(caller))).drawing;
    },

    /** The customer's answer to 'millimetres or inches?': measured again (a reading in the caller's budget) and kept. */
    async setUnits(caller: Caller, id: string, units: ChosenUnit): Promise<Drawing> {
      const row = await reachable(id, caller.auth);
      const payer = payerOf(caller);
      await spend(payer, 'read');
      const read = await readAgain(row, units, payer);
      const columns = columnsOf(read);
      await keepGeometry(row.id, read, row.excluded_layers);
      await repo.remeasured(row.id, columns);
      return toDrawing({ ...row, ...columns }, await partLimits(), read);
    },

    /**
     * The layers the customer leaves out: measured again without them (a reading in the caller's
     * budget) and kept, so quotes and orders read the drawing as the customer saw it.
     */
    async setLayers(caller: Caller, id: string, excluded: string[]): Promise<Drawing> {
      const row = await reachable(id, caller.auth);
      const names = [...new Set(excluded)].sort();
      const known = new Set(((JSON.parse(row.measures) as StoredMeasures).layers ?? []).map((layer) => layer.name));
      const unknown = names.filter((name) => !known.has(name));
      if (unknown.length > 0) throw badRequest(DRAWING_MSG.layersUnknown(unknown), 'VALIDATION');
      if (names.length > 0 && names.length === known.size) throw badRequest(DRAWING_MSG.layersAll, 'VALIDATION');
      const payer = payerOf(caller);
      await spend(payer, 'read');
      const excludedLayers = JSON.stringify(names);
      const read = await readAgain(row, chosenUnits(row), payer, excludedLayers);
      const columns = { ...columnsOf(read), excluded_layers: excludedLayers };
      await keepGeometry(row.id, read, excludedLayers);
      await repo.remeasured(row.id, columns);
      return toDrawing({ ...row, ...columns }, await partLimits(), read);
    },

    /** One page of the customer's drawings, newest first, each with its thumbnail (no preview). */
    async list(userId: number, page: number): Promise<DrawingListReply> {
      const [rows, total] = await Promise.all([
        repo.pageForUser(userId, page, DRAWINGS_PAGE_SIZE),
        repo.countForUser(userId),
      ]);
      const drawings = (await withThumbnails(rows)).map(toListItem);
      return { drawings, total, totalPages: Math.ceil(total / DRAWINGS_PAGE_SIZE), page };
    },

    /**
     * The drawing for a line of `userId`'s cart or order (theirs, or a guest's no one has claimed),
     * with the plate's checks, counted in their budget; with `outline`, the outline in mm of
     * `part` (its number; 1 when left out) too (an order keeps it). Undefined when it is not theirs to order.
     */
    async forLine(
      userId: number,
      id: string,
      thicknessMm: number,
      { outline = false, part }: { outline?: boolean; part?: number } = {},
    ): Promise<{ drawing: Drawing; outline: Outline | undefined } | undefined> {
      const row = await repo.find(id);
      if (!row || (row.user_id !== null && row.user_id !== userId)) return undefined;
      return onPlate(row, thicknessMm, customerPayer(userId), { outlinePart: outline ? (part ?? 1) : undefined });
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
