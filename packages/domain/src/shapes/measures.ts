import { findGrade } from '../materials';
import { area, boundingBox, perimeter, weightKg } from './geometry';
import type { PartMeasures } from '../part';
import type { Params, ShapeDefinition } from './types';

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
  const density = gradeName ? findGrade(gradeName)?.densityGPerCm3 : undefined;
  return {
    widthMm: width,
    heightMm: height,
    areaMm2,
    cutLengthMm: perimeter(outline),
    pierces: 1 + outline.holes.length,
    weightKg: density && thicknessMm ? weightKg(areaMm2, thicknessMm, density) : undefined,
  };
}
