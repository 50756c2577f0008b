/**
 * A sum or count read from either database as an exact JS number. PostgreSQL's sum() of a
 * bigint is numeric, which pg hands over as a string; SQLite's is a number. Past 2^53 a number
 * would no longer be exact, so that fails loudly instead of rounding.
 */
export function exactInteger(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const whole = typeof value === 'bigint' ? value : BigInt(typeof value === 'number' ? value : String(value));
  if (whole > BigInt(Number.MAX_SAFE_INTEGER) || whole < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${whole} is past the exact integers of a JS number`);
  }
  return Number(whole);
}
