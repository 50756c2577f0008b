import type { Params, ShapeParameter } from './types';

/** Sheet-sized dimensions: a part must still fit the sheet, which validation checks. */
const PART_MIN = 15;
const PART_MAX = 3000;
/** Holes, slots and legs may be as small as the thinnest plate; thickness rules do the rest. */
const FEATURE_MIN = 1;

export function mm(key: string, label: string, min: number, max: number): ShapeParameter {
  return { key, label, min, max, unit: 'mm' };
}

export const WIDTH = mm('a', 'Width (a)', PART_MIN, PART_MAX);
export const HEIGHT = mm('b', 'Height (b)', PART_MIN, PART_MAX);
export const BASE = mm('a', 'Base (a)', PART_MIN, PART_MAX);
export const ANGLE: ShapeParameter = { key: 'Angle', label: 'Angle', min: 1, max: 179, unit: 'deg' };

export function side(key: string, label: string): ShapeParameter {
  return mm(key, label, PART_MIN, PART_MAX);
}

export function feature(key: string, label: string, max = 1500): ShapeParameter {
  return mm(key, label, FEATURE_MIN, max);
}

/** The shorter of Width (a) and Height (b), which bounds anything centred on the plate. */
export function shorterSide(p: Params): { param: ShapeParameter; value: number } {
  return p.a <= p.b ? { param: WIDTH, value: p.a } : { param: HEIGHT, value: p.b };
}

/** The centre hole's diameter, key c, as plates with holes name it. */
export const holeDiameter = (max?: number) => feature('c', 'Hole diameter (c)', max);
