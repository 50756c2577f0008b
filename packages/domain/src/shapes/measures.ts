import { findGrade } from '../materials';
import { area, boundingBox, perimeter, weightKg } from './geometry';
import type { Params, ShapeDefinition } from './types';

export interface PartMeasures {
  widthMm: number;
  heightMm: number;
  areaMm2: number;
  /** Every outline and hole: the length the cutting head travels. */
  cutLengthMm: number;
  /** One per closed contour: the outline and each hole. */
  pierces: number;
  /** One piece; undefined until a grade and a thickness are known. */
  weightKg: number | undefined;
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
