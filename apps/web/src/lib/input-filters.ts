/** Keeps only digits, at most `maxLength` of them (mobile number inputs). */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}

/** Caps a value that is all digits (a mobile number typed as a login); anything else passes. */
export function capAllDigits(value: string, maxLength: number): string {
  return /^\d+$/.test(value) ? value.slice(0, maxLength) : value;
}

/** Keeps only digits and dots, at most `maxLength` characters (thickness and dimension inputs). */
export function decimalOnly(value: string, maxLength: number): string {
  return value.replace(/[^\d.]/g, '').slice(0, maxLength);
}
