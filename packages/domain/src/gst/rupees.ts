/**
 * '1234.56', '-0.05': paise as rupees with two decimals, worked out on the integer, so no
 * floating-point division can round a figure (returns, books, CSV).
 */
export function rupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  const whole = Math.abs(paise);
  const fraction = whole % 100;
  return `${paise < 0 ? '-' : ''}${(whole - fraction) / 100}.${String(fraction).padStart(2, '0')}`;
}
