import {
  addQuantity,
  type AddOutcome,
  CART_IMAGE,
  CART_MSG,
  isSamePart,
  readCartPart,
  readDrawingPart,
  lineDrawing,
} from '@steelcut/domain/schemas/cart';
import type { Part, PartDraft, PartRequest } from '@steelcut/domain/part';
import { formField, itemField, partColumns, partOf, sourceOf, wireOf } from '@steelcut/domain/part-wire';
import { drawingPartOf, lineDrawingOf, type Drawing } from '@steelcut/domain/schemas/drawing';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import type { FieldError } from '@steelcut/domain/shapes/types';
import type { ShopOffer } from '@steelcut/domain/shop-offer';
import type { CartItemView } from '@steelcut/domain/schemas/views';
import type { Db } from '../../db/database';
import { invalidFields, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { FileService, Upload } from '../files/service';
import { definitionOf, isOrderable, type ShapeRow, type ShapesService } from '../shapes/service';
import type { UserRows } from '../auth/user-rows';
import type { UserRow } from '../../db/types';
import type { ShopSettingsReader } from '../shop-rules/current';
import type { CartRow } from '../../db/queries/cart-items';
import { createCartRepository, type NewCartItem } from './repository';

/** A part checked and ready for its cart row (the row's own columns are added as it is stored). */
type CheckedRow = Omit<NewCartItem, 'user_id' | 'created_at' | 'image_file_id'>;
type Checked = { ok: true; row: CheckedRow; part: Part } | { ok: false; errors: FieldError[] };

/** What the cart needs of the customer's drawings (the drawings module's, handed in by app.ts). */
export interface LineDrawings {
  /** The drawing if it is `userId`'s to order (theirs, or an unclaimed guest's), checked for this thickness. */
  forLine(userId: number, id: string, thicknessMm: number): Promise<{ drawing: Drawing } | undefined>;
  claimDrawings(userId: number, ids: string[]): Promise<string[]>;
}

/** What an item's check needs of its shape. */
export type ShapeStatus = Pick<ShapeRow, 'id' | 'slug' | 'is_hide' | 'is_active'>;

/**
 * Re-checks an item against today's catalogue and what the shop stocks and offers (its settings),
 * whatever the browser said: every path that takes a part (add, merge, reorder, quote, placement).
 */
export function checkItem(shape: ShapeStatus | undefined, draft: PartDraft, offer: ShopOffer): Checked {
  if (!shape || !isOrderable(shape))
    return { ok: false, errors: [{ key: 'shapeId', message: CART_MSG.shapeUnavailable }] };
  const read = readCartPart(definitionOf(shape), draft, offer);
  if (!read.ok) return read;
  return {
    ok: true,
    part: read.part,
    row: rowOf(read.part, { shape_id: shape.id, drawing_id: null, drawing_part: null }),
  };
}

/**
 * A part of the customer's drawing (one of its parts, `drawingPart`, where it holds several),
 * checked like a catalogue part and then by that part's own checks for that thickness (a blocking
 * one refuses it, with its message).
 */
export async function checkDrawingItem(
  drawings: LineDrawings,
  userId: number,
  drawingId: string,
  drawingPart: number | undefined,
  draft: PartDraft,
  offer: ShopOffer,
): Promise<Checked> {
  const read = readDrawingPart(draft, offer);
  if (!read.ok) return read;
  const reading = await drawings.forLine(userId, drawingId, read.part.thicknessMm);
  const line = lineDrawing(reading?.drawing, drawingPart);
  if (!line.ok) return { ok: false, errors: [{ key: line.field, message: line.message }] };
  const source = { shape_id: null, drawing_id: drawingId, drawing_part: line.drawing.part ?? null };
  return { ok: true, part: read.part, row: rowOf(read.part, source) };
}

const rowOf = (part: Part, source: Pick<CheckedRow, 'shape_id' | 'drawing_id' | 'drawing_part'>): CheckedRow => {
  const wire = wireOf(part);
  return { ...source, ...wire, parameters: JSON.stringify(wire.parameters) };
};

/** A row, stored or about to be, as the part it holds (to tell two parts apart). */
const sourcedPart = (row: CartRow | CheckedRow) => ({
  ...sourceOf(row),
  ...partOf({ ...row, parameters: JSON.parse(row.parameters) }),
});

/**
 * Where new items go: onto a line of the same part without a drawing (`increases`, by line id),
 * onto an earlier new item of the same part, or a new line. `capped` when a line reached the cap.
 */
export function foldLines(existing: CartRow[], rows: CheckedRow[]) {
  const candidates = existing
    .filter((line) => line.image_file_id === null)
    .map((line) => ({ line, part: sourcedPart(line) }));
  const increases = new Map<number, number>();
  const inserts: CheckedRow[] = [];
  let capped = false;
  for (const row of rows) {
    const part = sourcedPart(row);
    const match = candidates.find((c) => isSamePart(c.part, part));
    if (match) {
      const by = (increases.get(match.line.id) ?? 0) + Number(row.quantity);
      increases.set(match.line.id, by);
      capped ||= addQuantity(match.line.quantity, by).capped;
      continue;
    }
    const earlier = inserts.find((insert) => isSamePart(sourcedPart(insert), part));
    if (!earlier) {
      inserts.push({ ...row });
      continue;
    }
    const sum = addQuantity(Number(earlier.quantity), Number(row.quantity));
    earlier.quantity = sum.quantity;
    capped ||= sum.capped;
  }
  return { inserts, increases: [...increases].map(([id, by]) => ({ id, by })), capped };
}

/** A drawing line's drawing as kept (without a plate): the part it is cut from, where it names one. */
function keptLineDrawing(row: CartRow) {
  const kept = {
    ...JSON.parse(row.drawing_measures!),
    id: row.drawing_id!,
    name: row.drawing_name!,
    preview: JSON.parse(row.drawing_preview!),
  };
  if (row.drawing_part === null || !kept.parts) return kept;
  const part = drawingPartOf(kept as Drawing, row.drawing_part);
  return part.ok ? part.drawing : kept;
}

/** Cached cart answers live this long: well inside the signed image URLs' hour. */
const CART_CACHE_TTL_MS = 10 * 60_000;
const CART_CACHE_SIZE = 10_000;

export function createCartService(
  db: Db,
  shapes: ShapesService,
  files: FileService,
  users: UserRows,
  shop: ShopSettingsReader,
  drawings: LineDrawings,
) {
  const repo = createCartRepository(db);
  /** The admin may fill any user's cart, but only one that exists (not a foreign-key failure). */
  const mustExist = async (userId: number) => {
    if (!(await repo.userExists(userId))) throw notFound(AUTH_MSG.userMissing, 'USER_MISSING');
  };
  type Answer = { version: number; json: Buffer; expires: number; shapeIds: number[]; hidden: string };
  const answers = new Map<number, Answer>();

  /** Which of these shapes the shop has hidden, as the catalogue read of the last 2 s says. */
  async function hiddenAmong(shapeIds: number[]): Promise<string> {
    if (shapeIds.length === 0) return '';
    const rows = await shapes.recentRows();
    return shapeIds.filter((id) => !rows.has(id) || !isOrderable(rows.get(id)!)).join(',');
  }

  const toView = (row: CartRow): CartItemView => {
    // A drawing's line can always be ordered as far as the catalogue goes: no shape to hide.
    const orderable = row.drawing_id !== null || isOrderable(row as ShapeStatus);
    const drawing = row.drawing_id ? lineDrawingOf(keptLineDrawing(row)) : null;
    return {
      id: row.id,
      shape_id: row.shape_id,
      // A drawing's line by its drawing's name, and its part where the drawing holds several.
      shape_name: row.shape_name ?? drawing?.name ?? '',
      shape_slug: row.slug ?? '',
      ...partColumns(row),
      parameters: JSON.parse(row.parameters),
      image_path: row.image_file_id ? files.signedPath(row.image_file_id) : null,
      image_name: row.image_name ?? null,
      image_type: row.image_type ?? null,
      isGuestItem: false,
      // Flagged here, so the customer learns it on the cart, not at 'Place order'.
      unavailable: !orderable,
      unavailable_reason: orderable ? null : CART_MSG.shapeUnavailable,
      drawing,
    };
  };

  async function shapeRows(ids: number[]) {
    if (ids.length === 0) return new Map<number, ShapeRow>();
    const rows = await shapes.findRows([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** How a refused guest item is named: its shape's name, else its place. */
  async function nameOf(item: PartRequest, index: number): Promise<string> {
    const shape = 'shapeId' in item ? (await shapeRows([item.shapeId])).get(item.shapeId) : undefined;
    return shape?.shape_name ?? `Item ${index + 1}`;
  }

  return {
    list: async (userId: number) => (await repo.listForUser(userId)).map(toView),

    /**
     * `{ items, message }` as UTF-8 JSON, encoded once (a kept text was encoded again for every
     * answer). The cart is read on every page for the badge; its answer is kept until the user's
     * cart_version moves, which every cart write bumps, or the shop hides or shows one of its
     * shapes (the items say whether they can be ordered).
     * The version is read before the items, so a write in between can only cause a rebuild.
     */
    async listJson(userId: number, known?: Readonly<UserRow>): Promise<Buffer> {
      const version = (known ?? (await users.get(userId)))?.cart_version ?? -1;
      const cached = answers.get(userId);
      if (
        cached &&
        cached.version === version &&
        cached.expires > Date.now() &&
        (await hiddenAmong(cached.shapeIds)) === cached.hidden
      )
        return cached.json;
      const items = await this.list(userId);
      const json = Buffer.from(JSON.stringify({ items, message: CART_MSG.fetched }));
      const shapeIds = [...new Set(items.flatMap((item) => item.shape_id ?? []))];
      const hidden = items
        .filter((item) => item.unavailable)
        .flatMap((item) => item.shape_id ?? [])
        .filter((id, index, all) => all.indexOf(id) === index)
        .join(',');
      answers.delete(userId);
      if (answers.size >= CART_CACHE_SIZE) answers.delete(answers.keys().next().value!);
      answers.set(userId, { version, json, expires: Date.now() + CART_CACHE_TTL_MS, shapeIds, hidden });
      return json;
    },

    /**
     * Adds one item. Without a drawing, the same part already in the cart gets the pieces
     * instead of a second line (up to QUANTITY.max); a drawing always makes its own line.
     */
    async add(
      userId: number,
      request: PartRequest,
      upload?: Upload,
    ): Promise<{ items: CartItemView[]; outcome: AddOutcome }> {
      const [checked] = await this.check(userId, [request]);
      if (!checked.ok)
        throw invalidFields(checked.errors.map((e) => ({ field: formField(e.key), message: e.message })));
      await mustExist(userId);
      if ('drawingId' in request) await drawings.claimDrawings(userId, [request.drawingId]);
      if (!upload) {
        const { increases, capped } = await this.addLines(userId, [checked.row]);
        const outcome = increases.length === 0 ? 'added' : capped ? 'capped' : 'increased';
        return { items: await this.list(userId), outcome };
      }
      const image = await files.store(userId, 'cart-image', upload, {
        maxBytes: CART_IMAGE.maxBytes,
        allowed: CART_IMAGE.mimeTypes,
        tooLarge: CART_MSG.imageTooLarge,
        wrongType: CART_MSG.imageType,
      });
      try {
        await repo.insertMany([{ ...checked.row, user_id: userId, image_file_id: image.id, created_at: nowIso() }]);
      } catch (error) {
        await files.discard(image);
        throw error;
      }
      return { items: await this.list(userId), outcome: 'added' };
    },

    /**
     * Each item checked against today's catalogue, the shop's offer and (for a drawing's part) the
     * drawing, which must be `userId`'s or a guest's; the same drawing and thickness is read once.
     */
    async check(userId: number, requests: PartRequest[]): Promise<Checked[]> {
      const shapeIds = requests.flatMap((request) => ('shapeId' in request ? [request.shapeId] : []));
      const [rows, offer] = await Promise.all([shapeRows(shapeIds), shop()]);
      const reads = new Map<string, ReturnType<LineDrawings['forLine']>>();
      const once: LineDrawings = {
        ...drawings,
        forLine(user, id, thicknessMm) {
          const key = `${id}:${thicknessMm}`;
          if (!reads.has(key)) reads.set(key, drawings.forLine(user, id, thicknessMm));
          return reads.get(key)!;
        },
      };
      return Promise.all(
        requests.map((request) =>
          'shapeId' in request
            ? checkItem(rows.get(request.shapeId), request.draft, offer)
            : checkDrawingItem(once, userId, request.drawingId, request.drawingPart, request.draft, offer),
        ),
      );
    },

    /** Checked items without drawings into the cart, folded onto lines of the same part. */
    async addLines(userId: number, rows: CheckedRow[]) {
      const folded = foldLines(await repo.listForUser(userId), rows);
      const now = nowIso();
      await repo.addLines(
        userId,
        folded.inserts.map((row) => ({ ...row, user_id: userId, image_file_id: null, created_at: now })),
        folded.increases,
      );
      return folded;
    },

    /** The line's new quantity (checked by the route's schema); another user's line is 404. */
    async setQuantity(userId: number, itemId: number, quantity: number): Promise<CartItemView[]> {
      await repo.setQuantityOwned(userId, itemId, quantity, () =>
        notFound(CART_MSG.itemNotFound, 'CART_ITEM_NOT_FOUND'),
      );
      return this.list(userId);
    },

    async remove(userId: number, itemId: number): Promise<void> {
      await repo.deleteOwned(userId, itemId, () => notFound(CART_MSG.itemNotFound, 'CART_ITEM_NOT_FOUND'));
    },

    /**
     * All valid or nothing stored; the invalid ones are named. Parts the cart already has go
     * onto their lines; `capped` when a line was held at QUANTITY.max.
     */
    async mergeLines(userId: number, guestItems: PartRequest[]): Promise<{ items: CartItemView[]; capped: boolean }> {
      const checked = await this.check(userId, guestItems);
      const errors = checked.flatMap((result, index) =>
        result.ok
          ? []
          : result.errors.map((e) => ({ field: `guestItems.${index}.${itemField(e.key)}`, message: e.message })),
      );
      if (errors.length > 0) {
        const first = guestItems.findIndex((_, index) => !checked[index].ok);
        throw invalidFields(
          errors,
          `${CART_MSG.mergeFailed}: ${await nameOf(guestItems[first], first)}: ${errors[0].message}`,
        );
      }
      await mustExist(userId);
      // The guest's drawings become the customer's as they go into the customer's cart.
      await drawings.claimDrawings(
        userId,
        guestItems.flatMap((item) => ('drawingId' in item ? [item.drawingId] : [])),
      );
      const { capped } = await this.addLines(
        userId,
        checked.map((result) => (result as Extract<Checked, { ok: true }>).row),
      );
      return { items: await this.list(userId), capped };
    },

    /** mergeLines, for callers that need only the cart. */
    async merge(userId: number, guestItems: PartRequest[]): Promise<CartItemView[]> {
      return (await this.mergeLines(userId, guestItems)).items;
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
