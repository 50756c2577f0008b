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

/** What a part's facts are called, for a catalogue part and a drawing alike. */
export const PART_FACT_LABELS = {
  size: 'Overall size',
  area: 'Area per piece',
  cutLength: 'Cut length',
  weight: 'Weight per piece',
} as const;
