import { readNumber, thicknessError } from '../materials';
import { boundingBox } from './geometry';
import { MIN_PART_MM, SHEET_MM } from './limits';
import { EPSILON_MM } from '../geometry/tolerances';
import { UNITS } from './parameters';
import { formatLimit, formatMm } from './rules';
import type { FieldError, Outline, Params, ShapeDefinition, ShapeParameter } from './types';

/** SPEC section 5's dimension messages, each prefixed with the parameter's label. */
export const PARAMETER_MSG = {
  required: (label: string) => `${label} is required`,
  notNumber: (label: string) => `${label} must be a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} must be at most ${max}`,
  tooSmall: (size: string, direction: string, change: string) =>
    `The part is only ${size} mm ${direction}; every part must be at least ${MIN_PART_MM} × ${MIN_PART_MM} mm. Change ${change}.`,
  tooLarge: (width: string, height: string, change: string) =>
    `The part measures ${width} × ${height} mm and must fit on a ${SHEET_MM.short} × ${SHEET_MM.long} mm sheet. Change ${change}.`,
} as const;

export function parameterError(param: ShapeParameter, value: unknown): string | undefined {
  const number = readNumber(value);
  if (number === undefined) return PARAMETER_MSG.required(param.label);
  if (!Number.isFinite(number)) return PARAMETER_MSG.notNumber(param.label);
  if (UNITS[param.unit].whole && !Number.isInteger(number)) return PARAMETER_MSG.notWhole(param.label);
  if (number < param.min) return PARAMETER_MSG.atLeast(param.label, param.min);
  if (number > param.max) return PARAMETER_MSG.atMost(param.label, param.max);
  return undefined;
}

/** The plain check of each parameter against its own min and max. */
export function checkParameters(parameters: readonly ShapeParameter[], values: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  for (const param of parameters) {
    const message = parameterError(param, values[param.key]);
    if (message) errors.push({ key: param.key, message });
  }
  return errors;
}

/** The shape's parameters as numbers; only meaningful once checkParameters found nothing. */
export function readParams(shape: ShapeDefinition, values: Record<string, unknown>): Params {
  const params: Record<string, number> = {};
  for (const param of shape.parameters) params[param.key] = readNumber(values[param.key]) ?? NaN;
  return params;
}

function labelsOf(shape: ShapeDefinition, keys: readonly string[]): string {
  const labels = keys.map((key) => shape.parameters.find((param) => param.key === key)?.label ?? key);
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

function fitsSheet(width: number, height: number): boolean {
  const [short, long] = [SHEET_MM.short + EPSILON_MM, SHEET_MM.long + EPSILON_MM];
  return (width <= long && height <= short) || (width <= short && height <= long);
}

/** The part as a whole: not below the smallest part, not beyond the sheet. */
function sizeErrors(shape: ShapeDefinition, outline: Outline): FieldError[] {
  const { width, height } = boundingBox(outline);
  const errors: FieldError[] = [];
  const axes = [
    { keys: shape.extentKeys.x, size: width, direction: 'wide' },
    { keys: shape.extentKeys.y, size: height, direction: 'tall' },
  ];
  for (const { keys, size, direction } of axes) {
    if (size < MIN_PART_MM - EPSILON_MM) {
      const message = PARAMETER_MSG.tooSmall(formatLimit(size, 'at most'), direction, labelsOf(shape, keys));
      errors.push({ key: keys[0], message });
    }
  }
  if (errors.length === 0 && !fitsSheet(width, height)) {
    const tooLong =
      width > SHEET_MM.long ? axes[0] : height > SHEET_MM.long ? axes[1] : width < height ? axes[0] : axes[1];
    const message = PARAMETER_MSG.tooLarge(formatMm(width), formatMm(height), labelsOf(shape, tooLong.keys));
    errors.push({ key: tooLong.keys[0], message });
  }
  return errors;
}

function firstPerKey(errors: (FieldError | undefined)[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error): error is FieldError => {
    if (!error || seen.has(error.key)) return false;
    seen.add(error.key);
    return true;
  });
}

/**
 * Everything wrong with a part, at most one message per field: each parameter's bounds,
 * the thickness (key 'thicknessMm'), the shape's geometry and design rules, and the part's size.
 * Values may be numbers or the strings a form holds. Never throws.
 */
export function validate(shape: ShapeDefinition, values: Record<string, unknown>, thicknessMm: unknown): FieldError[] {
  const sent: Record<string, unknown> = typeof values === 'object' && values !== null ? values : {};
  const errors = checkParameters(shape.parameters, sent);
  const thicknessMessage = thicknessError(thicknessMm);
  const thickness = thicknessMessage ? [{ key: 'thicknessMm', message: thicknessMessage }] : [];
  if (errors.length > 0) return [...errors, ...thickness];
  const p = readParams(shape, sent);
  // With no usable thickness the design rules drop out and the geometry still speaks.
  const ruleErrors = firstPerKey(shape.rules(p, thicknessMessage ? 0 : Number(readNumber(thicknessMm))));
  if (ruleErrors.length > 0) return [...ruleErrors, ...thickness];
  return [...sizeErrors(shape, shape.outline(p)), ...thickness];
}
