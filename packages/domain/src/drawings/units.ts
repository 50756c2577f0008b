/** Units the shop reads, by DXF's $INSUNITS code, and how many millimetres one of them is. */
export const DRAWING_UNITS = {
  in: { code: 1, mm: 25.4 },
  ft: { code: 2, mm: 304.8 },
  mm: { code: 4, mm: 1 },
  cm: { code: 5, mm: 10 },
  m: { code: 6, mm: 1000 },
} as const;

export type DrawingUnit = keyof typeof DRAWING_UNITS;

/** What a customer may choose when the file's units are wrong or missing. */
export const CHOSEN_UNITS = ['mm', 'in'] as const satisfies readonly DrawingUnit[];
export type ChosenUnit = (typeof CHOSEN_UNITS)[number];

export interface UnitsRead {
  unit: DrawingUnit;
  /** 'file': from $INSUNITS; 'assumed': none given (or one we do not read), so millimetres; 'chosen': the customer's. */
  from: 'file' | 'assumed' | 'chosen';
}

export function unitsOf(insUnits: number | undefined, chosen?: ChosenUnit): UnitsRead {
  if (chosen) return { unit: chosen, from: 'chosen' };
  const found = Object.entries(DRAWING_UNITS).find(([, u]) => u.code === insUnits);
  return found ? { unit: found[0] as DrawingUnit, from: 'file' } : { unit: 'mm', from: 'assumed' };
}
