import { findGrade } from '../materials';
import { area, boundingBox, perimeter, weightKg } from './geometry';
import type { PartMeasures } from '../part';
import type { Params, ShapeDefinition } from './types';

/** One piece's weight: its plate's area (outline less holes) at the grade's density; undefined for an unknown grade. */
export function pieceWeightKg(areaMm2: number, thicknessMm: number, gradeName: string): number | undefined {
  const density = findGrade(gradeName)?.densityGPerCm3;
  return density === undefined ? undefined : weightKg(areaMm2, thicknessMm, density);
}

/** What one piece measures; `params` must have passed validation. */
export function partMeasures(
  definition: ShapeDefinition,
  params: Params,
  thicknessMm?: number,
  gradeName?: string,
): PartMeasures {
  const outline = definition.outline(params);
  const { width, height } = boundingBox(outline);
  const areaMm2 = area(outline);
  return {
    widthMm: width,
    heightMm: height,
    areaMm2,
    cutLengthMm: perimeter(outline),
    pierces: 1 + outline.holes.length,
    weightKg: gradeName && thicknessMm ? pieceWeightKg(areaMm2, thicknessMm, gradeName) : undefined,
  };
}
