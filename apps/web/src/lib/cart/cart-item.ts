import type { CartPart, PartItem } from '@steelcut/domain/schemas/cart';
import type { LineDrawing } from '@steelcut/domain/schemas/drawing';
import { specDimensions } from '@steelcut/domain/cart-lines';
import type { ServerCartItem } from './server-cart';

export type CartDimension = { param_key: string; param_value: number };

/**
 * What the configurator or the drawing page produces: one part, read by the domain
 * (readCartPart, readDrawingPart), of a catalogue shape or of the customer's own drawing.
 */
export type ConfiguredItem =
  { shape: { id: number; name: string; slug: string }; part: CartPart } | { drawing: LineDrawing; part: CartPart };

/** A guest's item in localStorage 'guest_cart', in SPEC section 3's names, with a local id. */
export type LocalCartItem = {
  id: string;
  /** null on a part of the guest's drawing */
  shape_id: number | null;
  shape_name: string;
  shape_slug: string;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  parameters: CartDimension[];
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
  return {
    id,
    ...source,
    material_name: part.materialName,
    thickness: part.thickness,
    quantity: part.quantity,
    finish: part.finish,
    parameters: specDimensions(part),
    image_path: null,
    isGuestItem: true,
  };
}

/** Back from the guest cart's stored shape. */
export function fromLocalItem(item: Omit<LocalCartItem, 'image_path'>): ConfiguredItem {
  const part = {
    materialName: item.material_name,
    thickness: item.thickness,
    quantity: item.quantity,
    finish: item.finish,
    dimensions: item.parameters.map((d) => ({ key: d.param_key, value: d.param_value })),
  };
  if (item.drawing) return { drawing: item.drawing, part };
  return { shape: { id: item.shape_id!, name: item.shape_name, slug: item.shape_slug }, part };
}

type WireFields = 'shape_id' | 'shape_name' | 'material_name' | 'thickness' | 'quantity' | 'finish' | 'parameters';

/**
 * A line as the server reads cart items (DECISIONS section 4): mergeGuestCart and the quote; a
 * drawing's part by its drawing's id in place of the shape and its dimensions.
 */
export function toWireItem(line: Pick<LocalCartItem, WireFields | 'drawing'>): PartItem {
  const { shape_id, shape_name, material_name, thickness, quantity, finish, parameters, drawing } = line;
  if (drawing) return { drawingId: drawing.id, material_name, thickness, quantity, finish };
  return { shape_id: shape_id!, shape_name, material_name, thickness, quantity, finish, parameters };
}

/** The fields that tell two parts apart (isSamePart), a drawing's by its id. */
export const partKey = (line: Pick<LocalCartItem, WireFields | 'drawing'>) => ({
  ...line,
  drawing_id: line.drawing?.id ?? null,
});
