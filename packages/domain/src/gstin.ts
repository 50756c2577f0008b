import { INDIAN_STATES } from './india';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters (GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN: its form, a state code no state has, or its check character. */
export type GstinProblem = 'format' | 'stateCode' | 'checkCharacter';

export function gstinProblem(value: string): GstinProblem | undefined {
  const match = GSTIN_PATTERN.exec(value);
  if (!match) return 'format';
  if (!INDIAN_STATES.some((state) => state.code === match[1])) return 'stateCode';
  return gstinCheckCharacter(value.slice(0, 14)) === value[14] ? undefined : 'checkCharacter';
}

/** A well-formed GSTIN of a real state code whose check character holds. */
export const isValidGstin = (value: string): boolean => gstinProblem(value) === undefined;
