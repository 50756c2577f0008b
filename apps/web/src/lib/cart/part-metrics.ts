import { findGrade } from '@steelcut/domain/materials';
import { area, boundingBox, perimeter, weightKg } from '@steelcut/domain/shapes/geometry';
import { formatMm } from '@steelcut/domain/shapes/rules';
import type { ParameterUnit, Params, ShapeDefinition } from '@steelcut/domain/shapes/types';

export type PartMetrics = {
  widthMm: number;
  heightMm: number;
  areaMm2: number;
  cutLengthMm: number;
  /** One piece; undefined until a grade and a valid thickness are known. */
  weightKg: number | undefined;
};

/** Size, area, cut length and weight of one piece; `params` must have passed validation. */
export function partMetrics(
  definition: ShapeDefinition,
  params: Params,
  thicknessMm?: number,
  gradeName?: string,
): PartMetrics {
  const outline = definition.outline(params);
  const { width, height } = boundingBox(outline);
  const areaMm2 = area(outline);
  const density = gradeName ? findGrade(gradeName)?.densityGPerCm3 : undefined;
  return {
    widthMm: width,
    heightMm: height,
    areaMm2,
    cutLengthMm: perimeter(outline),
    weightKg: density && thicknessMm ? weightKg(areaMm2, thicknessMm, density) : undefined,
  };
}

const number = (value: number, fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: fractionDigits }).format(value);

/** Grams matter on a small washer, not on a 200 kg base plate. */
export function formatKg(kg: number): string {
  const digits = kg < 1 ? 3 : kg < 10 ? 2 : kg < 100 ? 1 : 0;
  return `${number(kg, digits)} kg`;
}

/** cm² for the usual part, m² once it reaches a square metre. */
export function formatArea(mm2: number): string {
  if (mm2 >= 1e6) return `${number(mm2 / 1e6, 3)} m²`;
  const cm2 = mm2 / 100;
  return `${number(cm2, cm2 < 10 ? 2 : 1)} cm²`;
}

export function formatLength(mm: number): string {
  return `${number(mm, mm < 100 ? 1 : 0)} mm`;
}

export function formatDimension(value: number, unit: ParameterUnit = 'mm'): string {
  return unit === 'deg' ? `${formatMm(value)}°` : `${formatMm(value)} mm`;
}
