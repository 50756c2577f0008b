import { findShapeBySlug, sortByDisplayOrder } from '@steelcut/domain/shapes/catalogue';
import { plateOf } from '@steelcut/domain/part-wire';
import type { Params, ShapeDefinition } from '@steelcut/domain/shapes/types';
import { validate } from '@steelcut/domain/shapes/validate';
import { paramsOf } from '@steelcut/domain/part-wire';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { API_BASE } from '../../lib/api-client';
import type { CartLine } from '../../lib/cart/cart-item';
import { partMeasures, pieceWeightKg } from '@steelcut/domain/shapes/measures';
import { formatMm, formatValue } from '@steelcut/domain/shapes/rules';
import type { LineDrawing } from '@steelcut/domain/schemas/drawing';

export type LineDetails = {
  /** Set when the part can be drawn: its shape is known and its dimensions still validate. */
  drawing: { definition: ShapeDefinition; params: Params } | undefined;
  /** The customer's own drawing the part is cut from, drawn from its preview. */
  drawn: LineDrawing | undefined;
  dimensions: { key: string; label: string; value: string }[];
  weightKg: number | undefined;
};

/** What the cart shows of one line: its dimensions in display order, a drawing and the weight. */
export function describeLine(line: CartLine): LineDetails {
  const { material, thicknessMm } = plateOf(line);
  if (line.drawing) {
    const { widthMm, heightMm, areaMm2 } = line.drawing;
    return {
      drawing: undefined,
      drawn: line.drawing,
      dimensions: [{ key: 'size', label: 'Size', value: `${formatMm(widthMm)} × ${formatMm(heightMm)} mm` }],
      weightKg: pieceWeightKg(areaMm2, thicknessMm, material),
    };
  }
  const definition = findShapeBySlug(line.shape_slug);
  const params: Params = paramsOf(line.parameters);
  const dimensions = sortByDisplayOrder(line.parameters, (d) => d.param_key).map((d) => {
    const param = definition?.parameters.find((p) => p.key === d.param_key);
    return {
      key: d.param_key,
      label: param?.label ?? d.param_key,
      value: formatValue(Number(d.param_value), param?.unit),
    };
  });
  if (!definition || validate(definition, params, thicknessMm).length > 0) {
    return { drawing: undefined, drawn: undefined, dimensions, weightKg: undefined };
  }
  const { weightKg } = partMeasures(definition, params, thicknessMm, material);
  return { drawing: { definition, params }, drawn: undefined, dimensions, weightKg };
}

/** A cart item's file path is relative to the API (DECISIONS section 4 'files'). */
export function attachmentOf(line: CartLine): { url: string; name: string; isImage: boolean } | undefined {
  if (line.isGuestItem || !line.image_path) return undefined;
  return {
    url: `${API_BASE}/${line.image_path}`,
    name: line.image_name ?? 'Drawing',
    isImage: (line.image_type ?? '').startsWith('image/'),
  };
}

/**
 * Why the line cannot be ordered, or undefined. The server says so on a customer's items; a
 * guest's line is checked against the visible catalogue (`visibleShapeIds`, once it is loaded).
 */
export function unavailableReason(
  line: CartLine,
  visibleShapeIds: ReadonlySet<number> | undefined,
): string | undefined {
  if (!line.isGuestItem) return line.unavailable ? (line.unavailable_reason ?? CART_MSG.shapeUnavailable) : undefined;
  // A part of the guest's own drawing has no shape for the shop to hide.
  if (line.shape_id === null) return undefined;
  return visibleShapeIds && !visibleShapeIds.has(line.shape_id) ? CART_MSG.shapeUnavailable : undefined;
}
