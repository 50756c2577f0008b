/**
 * What a DXF's group codes and numbers look like, wholly: the parser reads '200,75' and '200junk'
 * as 200 (parseFloat) and '1.5' as 1 (parseInt). Checked by hand, character by character: a 3 MB
 * drawing has 300,000 values, and a regular expression each tripled the scan's time.
 */

/** DXF's numeric group codes by the reference's ranges; every other code holds text. */
const REAL_CODES = [
  [10, 59],
  [110, 149],
  [210, 239],
  [460, 469],
  [1010, 1059],
];
const INTEGER_CODES = [
  [60, 99],
  [160, 179],
  [270, 299],
  [370, 389],
  [400, 409],
  [420, 429],
  [440, 459],
  [1060, 1071],
];
const [TEXT, REAL, INTEGER] = [0, 1, 2];
const KIND_OF_CODE = new Uint8Array(1072);
for (const [kind, ranges] of [
  [REAL, REAL_CODES],
  [INTEGER, INTEGER_CODES],
] as const) {
  for (const [from, to] of ranges) KIND_OF_CODE.fill(kind, from, to + 1);
}

const [SPACE, TAB, PLUS, MINUS, DOT, ZERO, NINE, E, LOWER_E] = [32, 9, 43, 45, 46, 48, 57, 69, 101];
const isDigit = (c: number) => c >= ZERO && c <= NINE;
/** Spaces and tabs at either end, as some programs pad values; a byte-order mark before the first code. */
const isBlank = (c: number) => c === SPACE || c === TAB || c === 0xfeff;

/** The line's group code, or undefined when it is not a whole number. */
export function groupCode(line: string): number | undefined {
  let [at, end] = [0, line.length];
  while (at < end && isBlank(line.charCodeAt(at))) at++;
  while (end > at && isBlank(line.charCodeAt(end - 1))) end--;
  const negative = line.charCodeAt(at) === MINUS;
  if (negative) at++;
  if (at === end) return undefined;
  let code = 0;
  for (; at < end; at++) {
    const c = line.charCodeAt(at);
    if (!isDigit(c)) return undefined;
    code = code * 10 + c - ZERO;
  }
  return negative ? -code : code;
}

/** Whether `text` is wholly a number: digits with a point, as 200.75, -.5 or 1.5E+02, and finite. */
function isReal(text: string, at: number, end: number): boolean {
  if (text.charCodeAt(at) === PLUS || text.charCodeAt(at) === MINUS) at++;
  const first = at;
  while (at < end && isDigit(text.charCodeAt(at))) at++;
  let digits = at - first;
  if (at < end && text.charCodeAt(at) === DOT) {
    const fraction = ++at;
    while (at < end && isDigit(text.charCodeAt(at))) at++;
    digits += at - fraction;
  }
  if (digits === 0) return false;
  if (at === end) return digits < 300 || Number.isFinite(Number(text));
  if (text.charCodeAt(at) !== E && text.charCodeAt(at) !== LOWER_E) return false;
  at++;
  if (text.charCodeAt(at) === PLUS || text.charCodeAt(at) === MINUS) at++;
  if (at === end) return false;
  while (at < end && isDigit(text.charCodeAt(at))) at++;
  return at === end && Number.isFinite(Number(text));
}

/** Whether `text` is a whole number: 70 may be written 1.0, never 1.5 or 1e2 (which parseInt reads as 1). */
function isInteger(text: string, at: number, end: number): boolean {
  if (text.charCodeAt(at) === PLUS || text.charCodeAt(at) === MINUS) at++;
  const first = at;
  while (at < end && isDigit(text.charCodeAt(at))) at++;
  if (at === first) return false;
  if (at < end && text.charCodeAt(at) === DOT) at++;
  while (at < end && text.charCodeAt(at) === ZERO) at++;
  return at === end;
}

/** Whether a value is what its group code calls for: a number wholly, where the code is a number's. */
export function valueFits(code: number, value: string): boolean {
  const kind = code >= 0 && code < KIND_OF_CODE.length ? KIND_OF_CODE[code] : TEXT;
  if (kind === TEXT) return true;
  let [at, end] = [0, value.length];
  while (at < end && isBlank(value.charCodeAt(at))) at++;
  while (end > at && isBlank(value.charCodeAt(end - 1))) end--;
  const text = at === 0 && end === value.length ? value : value.slice(at, end);
  return kind === REAL ? isReal(text, 0, text.length) : isInteger(text, 0, text.length);
}
