import { EPSILON_MM } from '../geometry/tolerances';
import { shorterSide, SLOT_LENGTH, UNITS } from './parameters';
import type { FieldError, ParameterUnit, Params, ShapeParameter } from './types';

export type Comparison = 'at least' | 'at most' | 'less than' | 'more than';

/** Up to two decimals (none for a whole-number unit), rounded so that the number shown is itself accepted. */
export function formatLimit(value: number, cmp: Comparison, unit: ParameterUnit = 'mm'): string {
  const scale = UNITS[unit].whole ? 1 : 100;
  const scaled = value * scale;
  const rounded =
    cmp === 'at least' ? Math.ceil(scaled - 1e-6) : cmp === 'at most' ? Math.floor(scaled + 1e-6) : Math.round(scaled);
  return String(rounded / scale || 0);
}

export function formatMm(value: number): string {
  return String(Math.round(value * 100) / 100 || 0);
}

/** A parameter's value with its unit, as every view, mail and sheet writes it: '250 mm', '60°', '8'. */
export function formatValue(value: number, unit: ParameterUnit = 'mm'): string {
  return `${formatMm(value)}${UNITS[unit].suffix}`;
}

function holds(value: number, cmp: Comparison, bound: number): boolean {
  switch (cmp) {
    case 'at least':
      return value >= bound - EPSILON_MM;
    case 'at most':
      return value <= bound + EPSILON_MM;
    case 'less than':
      return value < bound - EPSILON_MM;
    case 'more than':
      return value > bound + EPSILON_MM;
  }
}

/**
 * A rule on one parameter, read as '{label} must {relation} ({cmp} {bound} mm)',
 * e.g. 'Inner diameter (b) must be smaller than the outer diameter (less than 200 mm)'.
 */
export function rule(
  param: ShapeParameter,
  value: number,
  cmp: Comparison,
  bound: number,
  relation: string,
): FieldError | undefined {
  if (holds(value, cmp, bound)) return undefined;
  const limit = formatLimit(bound, cmp, param.unit);
  return { key: param.key, message: `${param.label} must ${relation} (${cmp} ${limit}${UNITS[param.unit].suffix})` };
}

/** The shop's rule: no hole or cut-out narrower than the plate is thick. */
export function notThinnerThanPlate(param: ShapeParameter, value: number, thicknessMm: number): FieldError | undefined {
  return rule(param, value, 'at least', thicknessMm, 'not be smaller than the plate thickness');
}

/** A side that holds a hole needs the hole (at least t) plus t of material on each side. */
export function roomForHole(param: ShapeParameter, value: number, thicknessMm: number): FieldError | undefined {
  return rule(
    param,
    value,
    'at least',
    3 * thicknessMm,
    'leave room for the hole and the plate thickness on each side of it',
  );
}

/**
 * A hole or slot of width `feature` centred on a rectangular plate: the plate must have room for
 * one, and the feature must be no thinner than the plate and leave a plate thickness to each edge.
 */
export function centredFeatureRules(
  p: Params,
  feature: ShapeParameter,
  thicknessMm: number,
): { errors: (FieldError | undefined)[]; roomy: boolean } {
  const shorter = shorterSide(p);
  const roomy = shorter.value >= 3 * thicknessMm;
  return {
    roomy,
    errors: [
      roomForHole(shorter.param, shorter.value, thicknessMm),
      notThinnerThanPlate(feature, p[feature.key], thicknessMm),
      roomy
        ? rule(
            feature,
            p[feature.key],
            'at most',
            shorter.value - 2 * thicknessMm,
            'leave at least the plate thickness of material to each edge',
          )
        : undefined,
    ],
  };
}

/** A slot along the plate's width: no shorter than it is wide and, on a plate with room, a plate thickness from each end. */
export function slotLengthRules(p: Params, thicknessMm: number, roomy: boolean): (FieldError | undefined)[] {
  return [
    rule(SLOT_LENGTH, p.length, 'at least', p.c, 'not be shorter than the slot width'),
    roomy
      ? rule(
          SLOT_LENGTH,
          p.length,
          'at most',
          p.a - 2 * thicknessMm,
          'leave at least the plate thickness of material at each end',
        )
      : undefined,
  ];
}
