/** Stainless grades, finishes and the thickness rule of SPEC sections 5 and 9. */
export const STAINLESS_GRADES = [
  { name: 'SS 304', densityGPerCm3: 7.93 },
  { name: 'SS 316', densityGPerCm3: 8.0 },
  { name: 'SS 202', densityGPerCm3: 7.8 },
  { name: 'SS 430', densityGPerCm3: 7.7 },
] as const;

export type GradeName = (typeof STAINLESS_GRADES)[number]['name'];

export const MATERIAL_NAMES: readonly GradeName[] = STAINLESS_GRADES.map((grade) => grade.name);

export function findGrade(name: string): (typeof STAINLESS_GRADES)[number] | undefined {
  return STAINLESS_GRADES.find((grade) => grade.name === name);
}

export const FINISHES = ['Mill Finish'] as const;
export type Finish = (typeof FINISHES)[number];

export const THICKNESS_MM = { min: 1, max: 30, step: 0.1, inputMaxLength: 3 } as const;

export const MATERIAL_MSG = {
  thicknessRequired: 'Thickness is required',
  thicknessNotNumber: 'Thickness must be a number',
  thicknessRange: `Thickness must be between ${THICKNESS_MM.min} and ${THICKNESS_MM.max}`,
  thicknessStep: `Thickness must be in steps of ${THICKNESS_MM.step} mm`,
  materialRequired: 'Please select a material type',
} as const;

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A typed or sent number: undefined when empty, NaN when not a plain decimal number. */
export function readNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : NaN;
}

export function thicknessError(value: unknown): string | undefined {
  const mm = readNumber(value);
  if (mm === undefined) return MATERIAL_MSG.thicknessRequired;
  if (!Number.isFinite(mm)) return MATERIAL_MSG.thicknessNotNumber;
  if (mm < THICKNESS_MM.min || mm > THICKNESS_MM.max) return MATERIAL_MSG.thicknessRange;
  const steps = mm / THICKNESS_MM.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-6) return MATERIAL_MSG.thicknessStep;
  return undefined;
}
