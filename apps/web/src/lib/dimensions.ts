import { findShapeBySlug, sortByDisplayOrder } from '@steelcut/domain/shapes/catalogue';
import { UNITS } from '@steelcut/domain/shapes/parameters';
import type { WireDimension } from '@steelcut/domain/part-wire';

export type DimensionLine = { key: string; label: string; value: string };

/** SPEC section 9's order (a, b, Angle, length), labelled and with units from the shape when it is known. */
export function dimensionLines(slug: string, dimensions: readonly WireDimension[]): DimensionLine[] {
  const shape = findShapeBySlug(slug);
  return sortByDisplayOrder(dimensions, (d) => d.param_key).map(({ param_key, param_value }) => {
    const param = shape?.parameters.find((p) => p.key === param_key);
    const unit = UNITS[param?.unit ?? 'mm'].suffix;
    return { key: param_key, label: param?.label ?? param_key, value: `${param_value}${unit}` };
  });
}
