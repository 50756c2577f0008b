import { z } from 'zod';
import { MSG, IdSchema } from './fields';
import { FINISHES, MATERIAL_MSG, MATERIAL_NAMES, readNumber, thicknessError } from '../materials';
import { DEFAULT_OFFER, finishError, OFFER_MSG, stockError, type ShopOffer } from '../shop-offer';
import type { FieldError, ShapeDefinition } from '../shapes/types';
import { sortParameters } from '../shapes/catalogue';
import { validate } from '../shapes/validate';
import { blockingCheck, DrawingIdSchema, DrawingPartNumberSchema, drawingPartOf, type Drawing } from './drawing';
import { DRAWING_MSG } from '../drawings/drawing-words';
import { QUANTITY, type AddOutcome } from '../cart-lines';
import type { Part, PartDraft } from '../part';

// The rules the guest cart needs on every page live apart from zod (cart-lines); kept here too.
export { QUANTITY, addQuantity, isSamePart, type AddOutcome } from '../cart-lines';

export const CART_IMAGE = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'application/pdf'],
  accept: '.jpg,.jpeg,.png,.gif,.svg,.pdf,image/jpeg,image/png,image/gif,image/svg+xml,application/pdf',
} as const;

export const CART_MSG = {
  quantityRequired: 'Quantity is required',
  quantityMin: `Quantity must be at least ${QUANTITY.min}`,
  quantityMax: `Quantity must be at most ${QUANTITY.max}`,
  quantityWhole: 'Quantity must be a whole number',
  finishInvalid: OFFER_MSG.finishNotOffered(FINISHES),
  imageTooLarge: 'Image size should be less than 5MB',
  imageType: 'Only JPG, PNG, GIF, SVG, and PDF files are allowed',
  guestImage: 'Please login to add items with images to cart. Images require user authentication.',
  added: 'Added to cart',
  fetched: 'Fetched cart successfully',
  removed: 'Removed from cart',
  merged: 'Guest cart merged',
  noGuestItems: 'No guest items to merge',
  userIdRequired: MSG.userIdRequired,
  shapeUnavailable: 'This shape is not available',
  /** Ours: under shapeUnavailable on the cart line whose shape the shop has hidden. */
  unavailableLine: 'We no longer cut this shape, so this line cannot be ordered. Remove it to go on.',
  /** Ours: why ordering waits while a line's shape is hidden. */
  unavailableBlocksOrder: 'Remove the parts marked unavailable before you order: we no longer cut those shapes.',
  quantityUpdated: 'Quantity updated',
  quantityUpdateFailed: 'Failed to update the quantity',
  /** Ours: adding a part the cart already holds raises that line's quantity. */
  addedToLine: 'This part was already in your cart, so its quantity went up',
  addedCapped: `This part was already in your cart; its quantity is now ${QUANTITY.max}, the most one line holds`,
  mergedCapped: `Guest cart merged; parts already in your cart were added to their lines, up to ${QUANTITY.max} each`,
  itemNotFound: 'Cart item not found',
  addFailed: 'Failed to add to cart',
  removeFailed: 'Failed to remove item from cart',
  mergeFailed: 'Failed to merge guest cart items',
  emptyCart: 'Your cart is empty',
  loginToOrder: 'Please login to proceed with your order',
  unexpected: 'An unexpected error occurred.',
  addWithImageFailed: 'Failed to add cart item with image',
  processImage: 'Failed to process image',
  /** Ours: localStorage holds about 5 MB, so a large drawing cannot wait there for login. */
  imageTooLargeToKeep: 'This drawing is too large to keep until you log in. Please log in first, then add it.',
} as const;

export function quantityError(value: unknown): string | undefined {
  const quantity = readNumber(value);
  if (quantity === undefined) return CART_MSG.quantityRequired;
  if (!Number.isFinite(quantity)) return CART_MSG.quantityWhole;
  if (!Number.isInteger(quantity)) return CART_MSG.quantityWhole;
  if (quantity < QUANTITY.min) return CART_MSG.quantityMin;
  if (quantity > QUANTITY.max) return CART_MSG.quantityMax;
  return undefined;
}

/** A quantity as typed or sent, read by the same rule as adding (1 to 9999, whole). */
export const QuantitySchema = z
  .union([z.number(), z.string().max(20)], { error: CART_MSG.quantityRequired })
  .transform((value, ctx) => {
    const message = quantityError(value);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return readNumber(value)!;
  });

/** PUT /cart/updateCartItem/{userId}/{cartItemId}. */
export const CartQuantityBodySchema = z.object({ quantity: QuantitySchema });

export const ADDED_MESSAGE: Record<AddOutcome, string> = {
  added: CART_MSG.added,
  increased: CART_MSG.addedToLine,
  capped: CART_MSG.addedCapped,
};

export function materialError(value: unknown): string | undefined {
  return typeof value === 'string' && (MATERIAL_NAMES as readonly string[]).includes(value)
    ? undefined
    : MATERIAL_MSG.materialRequired;
}

/** A dimension as the cart stores and SPEC names it (WireDimension, part-wire.ts). */
const DimensionSchema = z.object({
  param_key: z.string().min(1).max(40),
  param_value: z.union([z.number(), z.string().max(40)]),
});

/**
 * Every rule of SPEC section 5 and the shape's geometry, then what the shop offers (its stock and
 * finishes; a fresh install's offer is every thickness and Mill Finish); one message per field.
 */
export function cartPartErrors(shape: ShapeDefinition, draft: PartDraft, offer = DEFAULT_OFFER): FieldError[] {
  const errors: FieldError[] = [];
  const material = materialError(draft.material);
  if (material) errors.push({ key: 'material', message: material });
  const quantity = quantityError(draft.quantity);
  if (quantity) errors.push({ key: 'quantity', message: quantity });
  const finish = finishError(offer.finishes, draft.finish);
  if (finish) errors.push({ key: 'finish', message: finish });
  const shapeErrors = validate(shape, draft.dimensions ?? {}, draft.thicknessMm);
  const thicknessRead = !shapeErrors.some((error) => error.key === 'thicknessMm');
  const stock =
    !material && thicknessRead
      ? stockError(offer.stock, String(draft.material), readNumber(draft.thicknessMm)!)
      : undefined;
  return [...errors, ...(stock ? [stock] : []), ...shapeErrors];
}

/** Thickness is given to 0.1 mm (SPEC section 9, step 0.1). */
export const roundThickness = (mm: number) => Math.round(mm * 10) / 10;

/** The part, if every rule holds: the one place a part's numbers are read and rounded. */
export function readCartPart(shape: ShapeDefinition, draft: PartDraft, offer: ShopOffer = DEFAULT_OFFER): PartReading {
  const errors = cartPartErrors(shape, draft, offer);
  if (errors.length > 0) return { ok: false, errors };
  const dimensions = sortParameters(shape.parameters).map((p) => ({
    key: p.key,
    value: readNumber(draft.dimensions?.[p.key])!,
  }));
  return { ok: true, part: partOf(draft, offer, dimensions) };
}

type PartReading = { ok: true; part: Part } | { ok: false; errors: FieldError[] };

/** A draft's grade, thickness, quantity and finish, read and rounded once its rules hold. */
const partOf = (draft: PartDraft, offer: ShopOffer, dimensions: Part['dimensions']): Part => ({
  material: String(draft.material),
  thicknessMm: roundThickness(readNumber(draft.thicknessMm)!),
  quantity: readNumber(draft.quantity)!,
  finish: draft.finish ? String(draft.finish) : offer.finishes[0].name,
  dimensions,
});

/** A part's own fields as SPEC names them, as sent: read by the rules afterwards (readCartPart). */
const partFields = {
  material_name: z.string().max(40),
  thickness: z.union([z.number(), z.string().max(20)]),
  quantity: z.union([z.number(), z.string().max(20)]),
  finish: z.string().max(40).optional(),
};

/** A guest cart item as SPEC section 3 describes it and mergeGuestCart receives it. */
export const GuestCartItemSchema = z.object({
  shape_id: IdSchema,
  shape_name: z.string().max(100).optional(),
  ...partFields,
  parameters: z.array(DimensionSchema).max(20),
});
export type GuestCartItem = z.infer<typeof GuestCartItemSchema>;

/** A part cut from the customer's own drawing: the drawing in place of the shape and its parameters. */
export const DrawingItemSchema = z.object({
  drawingId: DrawingIdSchema,
  /** Which part of the drawing (its number); needed where the drawing holds more than one. */
  drawingPart: DrawingPartNumberSchema.optional(),
  ...partFields,
});
export type DrawingItem = z.infer<typeof DrawingItemSchema>;

/** A part as the quote takes it: a catalogue shape with its dimensions, or a drawing. */
export const PartItemSchema = z.union([GuestCartItemSchema, DrawingItemSchema]);
export type PartItem = z.infer<typeof PartItemSchema>;

export const isDrawingItem = (item: PartItem): item is DrawingItem => 'drawingId' in item;

/**
 * A drawing part's grade, thickness, quantity and finish by the cart's rules and the shop's offer;
 * the drawing's own checks (for that thickness) are the geometry's.
 */
export function drawingPartErrors(draft: PartDraft, offer = DEFAULT_OFFER): FieldError[] {
  const errors: FieldError[] = [];
  const material = materialError(draft.material);
  if (material) errors.push({ key: 'material', message: material });
  const thickness = thicknessError(draft.thicknessMm);
  if (thickness) errors.push({ key: 'thicknessMm', message: thickness });
  const quantity = quantityError(draft.quantity);
  if (quantity) errors.push({ key: 'quantity', message: quantity });
  const finish = finishError(offer.finishes, draft.finish);
  if (finish) errors.push({ key: 'finish', message: finish });
  const stock =
    !material && !thickness
      ? stockError(offer.stock, String(draft.material), readNumber(draft.thicknessMm)!)
      : undefined;
  return stock ? [...errors, stock] : errors;
}

/** A drawing part's grade, thickness, quantity and finish, read as readCartPart reads a catalogue part's. */
export function readDrawingPart(draft: PartDraft, offer: ShopOffer = DEFAULT_OFFER): PartReading {
  const errors = drawingPartErrors(draft, offer);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, part: partOf(draft, offer, []) };
}

/**
 * Why a drawing's part cannot be cut, once its drawing is read for the part's thickness (with the
 * plate's checks): not found (missing, or not the caller's), or its blocking check; else undefined.
 */
export const drawingRefusal = (drawing: Pick<Drawing, 'checks'> | undefined): string | undefined =>
  drawing ? blockingCheck(drawing)?.message : DRAWING_MSG.notFound;

/**
 * The part of the drawing a line is cut from, or why it cannot be: the drawing not found, no such
 * part (or none named where there are several: field drawingPart), or the part's blocking check.
 */
export function lineDrawing(
  drawing: Drawing | undefined,
  drawingPart: number | undefined,
):
  | { ok: true; drawing: Drawing & { part?: number } }
  | { ok: false; field: 'drawingId' | 'drawingPart'; message: string } {
  if (!drawing) return { ok: false, field: 'drawingId', message: DRAWING_MSG.notFound };
  const part = drawingPartOf(drawing, drawingPart);
  if (!part.ok) return { ok: false, field: 'drawingPart', message: part.message };
  const refusal = drawingRefusal(part.drawing);
  return refusal ? { ok: false, field: 'drawingId', message: refusal } : part;
}

export const MergeGuestCartBodySchema = z.object({
  userId: z.coerce.number({ error: CART_MSG.userIdRequired }).int().positive(CART_MSG.userIdRequired),
  /** Catalogue parts and parts of the guest's drawings (`drawingId` in place of the shape). */
  guestItems: z.array(PartItemSchema).max(100),
});
