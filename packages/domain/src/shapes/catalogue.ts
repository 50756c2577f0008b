import { basePlate } from './definitions/base-plate';
import { circle } from './definitions/circle';
import { flange } from './definitions/flange';
import { hexagon } from './definitions/hexagon';
import { isoscelesTriangle } from './definitions/isosceles-triangle';
import { lBracket } from './definitions/l-bracket';
import { parallelogram } from './definitions/parallelogram';
import { plateWithHole } from './definitions/plate-with-hole';
import { plateWithSquareCutout } from './definitions/plate-with-square-cutout';
import { rectangle } from './definitions/rectangle';
import { rightTriangle } from './definitions/right-triangle';
import { ring } from './definitions/ring';
import { roundedRectangle } from './definitions/rounded-rectangle';
import { slottedBracket } from './definitions/slotted-bracket';
import { slottedPlate } from './definitions/slotted-plate';
import { square } from './definitions/square';
import { trapezoid } from './definitions/trapezoid';
import { triangle } from './definitions/triangle';
import { UNITS } from './parameters';
import type { ParameterUnit, ShapeData, ShapeDefinition } from './types';

/** Every shape the shop cuts, in the order the catalogue shows them. Slugs never change. */
export const SHAPES: readonly ShapeDefinition[] = [
  rectangle,
  square,
  circle,
  ring,
  flange,
  plateWithHole,
  plateWithSquareCutout,
  slottedPlate,
  slottedBracket,
  basePlate,
  roundedRectangle,
  lBracket,
  triangle,
  isoscelesTriangle,
  rightTriangle,
  trapezoid,
  parallelogram,
  hexagon,
];

export function findShapeBySlug(slug: string): ShapeDefinition | undefined {
  return SHAPES.find((shape) => shape.slug === slug);
}

/** The stored form of a shape: no functions, safe to serialise. */
export function toShapeData({ slug, name, parameters }: ShapeDefinition): ShapeData {
  return { slug, name, parameters: parameters.map((p) => ({ ...p })) };
}

/** SPEC section 9: dimensions show in this order, any others after them. */
export const DISPLAY_ORDER = ['a', 'b', 'angle', 'length'] as const;

function rank(key: string): number {
  const index = (DISPLAY_ORDER as readonly string[]).indexOf(key.toLowerCase());
  return index === -1 ? DISPLAY_ORDER.length : index;
}

/** Sorts into display order, keeping the given order among the rest; works for cart dimensions too. */
export function sortByDisplayOrder<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return [...items].sort((x, y) => rank(keyOf(x)) - rank(keyOf(y)));
}

const sortedParameters = new WeakMap<readonly object[], readonly object[]>();

/** A shape's parameters in display order; sorted once per list (every part read asks). */
export function sortParameters<T extends { key: string }>(parameters: readonly T[]): readonly T[] {
  let sorted = sortedParameters.get(parameters) as readonly T[] | undefined;
  if (!sorted) {
    sorted = Object.freeze(sortByDisplayOrder(parameters, (p) => p.key));
    sortedParameters.set(parameters, sorted);
  }
  return sorted;
}

/** The unit of a stored item's dimension, from its shape (slugs never change); mm if either is unknown. */
export function parameterUnit(slug: string, key: string): ParameterUnit {
  return findShapeBySlug(slug)?.parameters.find((p) => p.key === key)?.unit ?? 'mm';
}

/**
 * An item's dimensions on one line, in display order, each with its unit: 'a 200 mm, b 100 mm,
 * Angle 60°, n 8' (mails, invoices, exports).
 */
export function dimensionsLine(
  slug: string,
  dimensions: readonly { param_key: string; param_value: number | string }[],
): string {
  return sortByDisplayOrder(dimensions, (d) => d.param_key)
    .map((d) => `${d.param_key} ${d.param_value}${UNITS[parameterUnit(slug, d.param_key)].suffix}`)
    .join(', ');
}
