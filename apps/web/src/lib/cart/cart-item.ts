import type { PartItem } from '@steelcut/domain/schemas/cart';
import type { LineDrawing } from '@steelcut/domain/schemas/drawing';
import type { Part, PartSource } from '@steelcut/domain/part';
import {
  partColumns,
  partOf,
  sourceOf,
  wireOf,
  type PartColumns,
  type WireDimension,
} from '@steelcut/domain/part-wire';
import type { ServerCartItem } from './server-cart';

/**
 * What the configurator or the drawing page produces: one part, read by the domain
 * (readCartPart, readDrawingPart), of a catalogue shape or of the customer's own drawing, with
 * what the cart screen shows of its source (the shape's name and picture, the drawing's preview).
 */
export type ConfiguredItem =
  { shape: { id: number; name: string; slug: string }; part: Part } | { drawing: LineDrawing; part: Part };

/** A guest's item in localStorage 'guest_cart', in SPEC section 3's names, with a local id. */
export type LocalCartItem = PartColumns & {
  id: string;
  /** null on a part of the guest's drawing */
  shape_id: number | null;
  shape_name: string;
  shape_slug: string;
  parameters: WireDimension[];
  image_path: null;
  isGuestItem: true;
  /** The guest's drawing this part is cut from (absent on a catalogue part). */
  drawing?: LineDrawing | null;
};

/** A guest's item waiting for login because it carries a drawing ('pendingCartItemWithImage'). */
export type PendingCartItemWithImage = Omit<LocalCartItem, 'image_path'> & {
  image_data: string;
  image_name: string;
  image_type: string;
};

/** One line of the cart screen: the server's item for customers, the local one for guests. */
export type CartLine = ServerCartItem | LocalCartItem;

/**
 * localStorage holds about 5 MB for the whole site: a drawing's preview larger than this (a
 * perforated plate's thousands of holes) is left out of the guest cart, which then names the part.
 */
const KEPT_PREVIEW_CHARS = 200_000;

const keptDrawing = (drawing: LineDrawing): LineDrawing =>
  JSON.stringify(drawing.preview).length <= KEPT_PREVIEW_CHARS ? drawing : { ...drawing, preview: { paths: [] } };

/** Into the guest cart's stored shape (SPEC's names): the storage edge. */
export function toLocalItem(item: ConfiguredItem): LocalCartItem {
  const id = `guest-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const { part } = item;
  const source =
    'drawing' in item
      ? { shape_id: null, shape_name: item.drawing.name, shape_slug: '', drawing: keptDrawing(item.drawing) }
      : { shape_id: item.shape.id, shape_name: item.shape.name, shape_slug: item.shape.slug };
  return { id, ...source, ...wireOf(part), image_path: null, isGuestItem: true };
}

/** Back from the guest cart's stored shape. */
export function fromLocalItem(item: Omit<LocalCartItem, 'image_path'>): ConfiguredItem {
  const part = partOf(item);
  if (item.drawing) return { drawing: item.drawing, part };
  return { shape: { id: item.shape_id!, name: item.shape_name, slug: item.shape_slug }, part };
}

/** drawingPart where the line's drawing names one (a drawing of several parts), else nothing. */
export const drawingPartOfLine = (drawing: Pick<LineDrawing, 'part'>) =>
  drawing.part == null ? {} : { drawingPart: drawing.part };

type WireFields = keyof PartColumns | 'shape_id' | 'shape_name' | 'parameters';

/**
 * A line as the server reads cart items (DECISIONS section 4): mergeGuestCart and the quote; a
 * drawing's part by its drawing's id in place of the shape and its dimensions.
 */
export function toWireItem(line: Pick<LocalCartItem, WireFields | 'drawing'>): PartItem {
  if (line.drawing) return { drawingId: line.drawing.id, ...drawingPartOfLine(line.drawing), ...partColumns(line) };
  return { shape_id: line.shape_id!, shape_name: line.shape_name, ...partColumns(line), parameters: line.parameters };
}

/** The part a line holds and what it is cut from (isSamePart tells two apart), a drawing's by its id and part. */
export const sourcedPart = (line: Pick<LocalCartItem, WireFields | 'drawing'>): PartSource & Part => ({
  ...sourceOf({ shape_id: line.shape_id, drawing_id: line.drawing?.id, drawing_part: line.drawing?.part }),
  ...partOf(line),
});
