import {
  CART_IMAGE,
  CART_MSG,
  dimensionsOf,
  readCartPart,
  specDimensions,
  type CartPartDraft,
} from '@steelcut/domain/schemas/cart';
import type { FieldError } from '@steelcut/domain/shapes/types';
import type { CartItemView } from '@steelcut/domain/schemas/views';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { FileService, Upload } from '../files/service';
import { definitionOf, isOrderable, type ShapeRow, type ShapesService } from '../shapes/service';
import { createCartRepository, type CartRow, type NewCartItem } from './repository';

/** An item as a request or a stored row gives it: which shape, and the part as sent. */
export interface CartItemRequest {
  shapeId: number;
  draft: CartPartDraft;
}

/** A 400 that names every field at fault; the first message leads. */
export function invalidFields(
  errors: { field: string; message: string }[],
  lead = errors[0]?.message ?? 'Invalid request',
) {
  return new AppError(400, 'VALIDATION', lead, { errors });
}

type Checked =
  | { ok: true; row: Omit<NewCartItem, 'user_id' | 'created_at' | 'image_file_id'> }
  | { ok: false; errors: FieldError[] };

/** What an item's check needs of its shape. */
export type ShapeStatus = Pick<ShapeRow, 'id' | 'slug' | 'is_hide' | 'is_active'>;

/** Re-checks an item against today's catalogue, whatever the browser said. */
export function checkItem(shape: ShapeStatus | undefined, draft: CartPartDraft): Checked {
  if (!shape || !isOrderable(shape))
    return { ok: false, errors: [{ key: 'shapeId', message: CART_MSG.shapeUnavailable }] };
  const read = readCartPart(definitionOf(shape), draft);
  if (!read.ok) return read;
  const { part } = read;
  return {
    ok: true,
    row: {
      shape_id: shape.id,
      material_name: part.materialName,
      thickness: part.thickness,
      quantity: part.quantity,
      finish: part.finish,
      parameters: JSON.stringify(specDimensions(part)),
    },
  };
}

/** A stored item (a cart row or an order's copy) as a draft, to check it again. */
export function storedDraft(row: {
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  dimensions: readonly { param_key: string; param_value: unknown }[];
}): CartPartDraft {
  return {
    materialName: row.material_name,
    thickness: row.thickness,
    quantity: row.quantity,
    finish: row.finish,
    dimensions: dimensionsOf(row.dimensions),
  };
}

/** Cached cart answers live this long: well inside the signed image URLs' hour. */
const CART_CACHE_TTL_MS = 10 * 60_000;
const CART_CACHE_SIZE = 10_000;

export function createCartService(db: Db, shapes: ShapesService, files: FileService) {
  const repo = createCartRepository(db);
  const answers = new Map<number, { version: number; json: string; expires: number }>();

  const toView = (row: CartRow): CartItemView => ({
    id: row.id,
    shape_id: row.shape_id,
    shape_name: row.shape_name,
    shape_slug: row.slug,
    material_name: row.material_name,
    thickness: row.thickness,
    quantity: row.quantity,
    finish: row.finish,
    parameters: JSON.parse(row.parameters),
    image_path: row.image_file_id ? files.signedPath(row.image_file_id) : null,
    image_name: row.image_name ?? null,
    image_type: row.image_type ?? null,
    isGuestItem: false,
  });

  async function shapeRows(ids: number[]) {
    const rows = await shapes.findRows([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    list: async (userId: number) => (await repo.listForUser(userId)).map(toView),

    /**
     * `{ items, message }` as JSON text. The cart is read on every page for the badge; its
     * answer is kept until the user's cart_version moves, which every cart write bumps.
     * The version is read before the items, so a write in between can only cause a rebuild.
     */
    async listJson(userId: number): Promise<string> {
      const version = (await repo.cartVersion(userId)) ?? -1;
      const cached = answers.get(userId);
      if (cached && cached.version === version && cached.expires > Date.now()) return cached.json;
      const json = JSON.stringify({ items: await this.list(userId), message: CART_MSG.fetched });
      answers.delete(userId);
      if (answers.size >= CART_CACHE_SIZE) answers.delete(answers.keys().next().value!);
      answers.set(userId, { version, json, expires: Date.now() + CART_CACHE_TTL_MS });
      return json;
    },

    async add(userId: number, { shapeId, draft }: CartItemRequest, upload?: Upload): Promise<CartItemView[]> {
      const checked = checkItem((await shapeRows([shapeId])).get(shapeId), draft);
      if (!checked.ok) throw invalidFields(checked.errors.map((e) => ({ field: e.key, message: e.message })));
      const image = upload
        ? await files.store(userId, 'cart-image', upload, {
            maxBytes: CART_IMAGE.maxBytes,
            allowed: CART_IMAGE.mimeTypes,
            tooLarge: CART_MSG.imageTooLarge,
            wrongType: CART_MSG.imageType,
          })
        : undefined;
      try {
        await repo.insertMany([
          { ...checked.row, user_id: userId, image_file_id: image?.id ?? null, created_at: nowIso() },
        ]);
      } catch (error) {
        if (image) await files.discard(image);
        throw error;
      }
      return this.list(userId);
    },

    async remove(userId: number, itemId: number): Promise<void> {
      await repo.deleteOwned(userId, itemId, () => notFound(CART_MSG.itemNotFound, 'CART_ITEM_NOT_FOUND'));
    },

    /** All valid or nothing stored; the invalid ones are named. */
    async merge(userId: number, guestItems: CartItemRequest[]): Promise<CartItemView[]> {
      const rows = await shapeRows(guestItems.map((item) => item.shapeId));
      const checked = guestItems.map((item) => checkItem(rows.get(item.shapeId), item.draft));
      const errors = checked.flatMap((result, index) =>
        result.ok ? [] : result.errors.map((e) => ({ field: `guestItems.${index}.${e.key}`, message: e.message })),
      );
      if (errors.length > 0) {
        const first = guestItems.findIndex((_, index) => !checked[index].ok);
        const name = rows.get(guestItems[first].shapeId)?.shape_name ?? `Item ${first + 1}`;
        throw invalidFields(errors, `${CART_MSG.mergeFailed}: ${name}: ${errors[0].message}`);
      }
      const now = nowIso();
      await repo.insertMany(
        checked.map((result) => ({
          ...(result as Extract<Checked, { ok: true }>).row,
          user_id: userId,
          image_file_id: null,
          created_at: now,
        })),
      );
      return this.list(userId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
