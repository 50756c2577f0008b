/**
 * What typed text can hide: characters that print nothing or break a line, and letters of one
 * alphabet that pass for another's (Cyrillic 'а' for Latin 'a'). The field schemas refuse them.
 */

/**
 * Unicode's default-ignorable characters: zero-width spaces and joiners, the bidi controls
 * (U+200E-200F, U+202A-202E, U+2066-2069), the BOM, soft hyphen, variation selectors.
 */
export const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** C0 and C1 controls (NUL, TAB, CR, LF…), DEL, and the line and paragraph separators. */
export const CONTROL_OR_LINE_BREAK = /[\p{Cc}\p{Zl}\p{Zp}]/u;

export const HIDDEN = new RegExp(`${INVISIBLE.source}|${CONTROL_OR_LINE_BREAK.source}`, 'u');

/**
 * The form an e-mail address is stored and looked up in: NFKC (full-width and other compatibility
 * forms become plain letters), trimmed, lower-cased. NFKC runs again last, since lower-casing can
 * leave a letter and a combining mark that compose (W + ring above gives w + ring, which is ẘ).
 */
export function normalizeEmail(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}

const scriptPattern = (...scripts: string[]) =>
  new RegExp(`[${scripts.map((script) => `\\p{Script=${script}}`).join('')}]`, 'u');

const SCRIPTS: [string, RegExp][] = [
  ...['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Cherokee', 'Hebrew', 'Arabic', 'Thai'],
  ...['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam'],
].map((script): [string, RegExp] => [script, scriptPattern(script)]);
// Japanese and Korean write Han with kana or Hangul in one word: one script here.
SCRIPTS.push(['CJK', scriptPattern('Han', 'Hiragana', 'Katakana', 'Hangul')]);

/** Digits, punctuation and combining marks belong to no one script. */
const ANY_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Whether the text has characters of two scripts, as a look-alike of a Latin address has. A
 * character of a script not listed counts as one more script, so it cannot mix with a listed one.
 */
export function mixesScripts(text: string): boolean {
  const seen = new Set<string>();
  for (const char of text) {
    if (ANY_SCRIPT.test(char)) continue;
    seen.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
    if (seen.size > 1) return true;
  }
  return false;
}
