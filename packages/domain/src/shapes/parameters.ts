import type { ParameterUnit, Params, ShapeParameter } from './types';

/**
 * Everything a parameter's unit decides, in one place: how its value is written after the number
 * ('250 mm', '60°', '8'), the symbol beside its input, whether it must be a whole number, and its
 * UN/CEFACT code (schema.org's unitCode).
 */
export const UNITS: Readonly<
  Record<ParameterUnit, { suffix: string; symbol: string; whole: boolean; unitCode: string }>
> = {
  mm: { suffix: ' mm', symbol: 'mm', whole: false, unitCode: 'MMT' },
  deg: { suffix: '°', symbol: '°', whole: false, unitCode: 'DD' },
  count: { suffix: '', symbol: '', whole: true, unitCode: 'C62' },
};

/** Sheet-sized dimensions: a part must still fit the sheet, which validation checks. */
const PART_MIN = 15;
const PART_MAX = 3000;
/** Holes, slots and legs may be as small as the thinnest plate; thickness rules do the rest. */
const FEATURE_MIN = 1;

export function mm(key: string, label: string, min: number, max: number): ShapeParameter {
  return { key, label, min, max, unit: 'mm' };
}

/** A whole number of features, such as bolt holes. */
export function count(key: string, label: string, min: number, max: number): ShapeParameter {
  return { key, label, min, max, unit: 'count' };
}

export const WIDTH = mm('a', 'Width (a)', PART_MIN, PART_MAX);
export const HEIGHT = mm('b', 'Height (b)', PART_MIN, PART_MAX);
export const BASE = mm('a', 'Base (a)', PART_MIN, PART_MAX);
export const ANGLE: ShapeParameter = { key: 'Angle', label: 'Angle', min: 1, max: 179, unit: 'deg' };

/** A round part's outer diameter, as rings and flanges name it. */
export const OUTER_DIAMETER = mm('a', 'Outer diameter (a)', PART_MIN, 1500);

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

/** A slot's overall length (key length) and width (key c), as slotted parts name them. */
export const SLOT_LENGTH = feature('length', 'Slot length', 3000);
export const SLOT_WIDTH = feature('c', 'Slot width (c)');
