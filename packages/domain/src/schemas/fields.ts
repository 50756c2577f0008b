import { z } from 'zod';
import { MAX_LEN, MOBILE_DIGITS } from '../constants';
import { gstinProblem, type GstinProblem } from '../gstin';
import { canonicalState, type StateName } from '../india';
import { CONTROL_OR_LINE_BREAK, HIDDEN, INVISIBLE, mixesScripts, normalizeEmail } from '../unicode-text';

/** What names and the shop's texts refuse, said of the field: '{label} must not contain line breaks, tabs…'. */
export const noHiddenCharacters = (label: string) =>
  `${label} must not contain line breaks, tabs or invisible characters`;

/** Field schemas that carry the user's message; forms and routes share them. */
export const MSG = {
  emailRequired: 'Please enter email',
  emailInvalid: 'Please enter a valid email address',
  emailInvisible: 'Email must not contain invisible or control characters',
  emailMixedScript: 'Email must not mix letters of different alphabets (such as Latin and Cyrillic)',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${MAX_LEN.name} characters`,
  nameControl: noHiddenCharacters('Name'),
  mobileRequired: 'Mobile number is required',
  mobileInvalid: `Mobile number must be ${MOBILE_DIGITS} digits`,
  passwordRequired: 'Please enter Password',
  passwordTooLong: `Password must be at most ${MAX_LEN.password} characters`,
  userIdRequired: 'User ID is required',
  paiseWhole: 'Amounts are whole paise (no fractions)',
  paiseNotNegative: 'Amounts cannot be negative',
  gstin: 'Enter a valid 15-character GSTIN',
  gstinStateCode: 'A GSTIN starts with the two-digit GST code of a state',
  gstinCheckCharacter: 'Check for a typo: the last character does not match the GSTIN',
} as const;

/** Messages of free text in a query string, naming the parameter. */
export const QUERY_MSG = {
  controlCharacters: (field: string) =>
    `The query parameter '${field}' may not contain control characters or line breaks`,
  tooLong: (field: string, max: number) => `The query parameter '${field}' must be at most ${max} characters`,
} as const;

/**
 * Free text in a query string (a search, a signature), with the rule names follow for control
 * characters: C0 (NUL, tab, line breaks), DEL, C1. None is typed into a search box, and a NUL
 * broke SQLite's full-text query (a 500) where PostgreSQL matched nothing. Checked before
 * trimming, so none hides at an end.
 */
export const QueryTextSchema = (field: string, max: number) =>
  z
    .string()
    .refine((text) => !CONTROL_OR_LINE_BREAK.test(text), QUERY_MSG.controlCharacters(field))
    .trim()
    .max(max, QUERY_MSG.tooLong(field, max));

/** Ids are 32-bit serials on PostgreSQL: a larger number names nothing, and is refused as input. */
export const MAX_ID = 2_147_483_647;

/** A row's id in a path or body. */
export const IdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** A {userId} in a body or path (SPEC section 5 'Cart calls'). */
export const UserIdSchema = z.coerce
  .number({ error: MSG.userIdRequired })
  .int()
  .positive(MSG.userIdRequired)
  .max(MAX_ID, MSG.userIdRequired);

// The simple {local}@{domain}.{tld} pattern of SPEC section 5.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS}}$`);

/** The local part, and each label of the domain, in one script: no look-alike of another address. */
const singleScript = (email: string) => {
  const [local, domain] = email.split('@');
  return !mixesScripts(local) && !domain.split('.').some(mixesScripts);
};

/**
 * Stored and looked up as normalizeEmail gives it, so 'ａｌｉｃｅ@…' is alice's address. An invisible
 * character is refused, even at an end, rather than dropped: dropped, it would pass unseen.
 */
export const EmailSchema = z
  .string({ error: MSG.emailRequired })
  .refine((raw) => !INVISIBLE.test(raw), { message: MSG.emailInvisible, abort: true })
  .overwrite(normalizeEmail)
  .min(1, MSG.emailRequired)
  .max(MAX_LEN.email, MSG.emailInvalid)
  .refine((email) => !CONTROL_OR_LINE_BREAK.test(email), { message: MSG.emailInvisible, abort: true })
  // Not aborting: a form's own rules (passwords that do not match) still show beside these.
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .refine((email) => !EMAIL_PATTERN.test(email) || singleScript(email), MSG.emailMixedScript);

/** A name prints on invoices and mails: nothing in it may break a line or hide. */
export const NameSchema = z
  .string({ error: MSG.nameRequired })
  .trim()
  .min(1, MSG.nameRequired)
  .max(MAX_LEN.name, MSG.nameTooLong)
  .refine((name) => !HIDDEN.test(name), MSG.nameControl);

export const MobileSchema = z
  .string({ error: MSG.mobileRequired })
  .trim()
  .min(1, MSG.mobileRequired)
  .regex(MOBILE_PATTERN, MSG.mobileInvalid);

/** Any password the user types: present and bounded. Strength rules are per form. */
export const PasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .max(MAX_LEN.password, MSG.passwordTooLong);

/** ₹1 crore in paise: no single rate or minimum goes near it; a typo does. */
const MAX_PAISE = 1_00_00_000_00;

/** An amount of money: whole paise, not negative. */
export const PaiseSchema = z
  .number({ error: MSG.paiseWhole })
  .int(MSG.paiseWhole)
  .min(0, MSG.paiseNotNegative)
  .max(MAX_PAISE);

const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: MSG.gstin,
  stateCode: MSG.gstinStateCode,
  checkCharacter: MSG.gstinCheckCharacter,
};

/** A GSTIN, upper-cased; a wrong one says what is wrong (a typo shows as a check character that does not match). */
export const GstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .check((ctx) => {
    const problem = gstinProblem(ctx.value);
    if (problem)
      ctx.issues.push({ code: 'custom', input: ctx.value, message: GSTIN_MESSAGES[problem], continue: true });
  });

/**
 * One of India's states or union territories however it is written ('Tamilnadu', 'TN'), read as
 * its own name ('Tamil Nadu'); anything else is refused with `message`. With `blank`, an empty
 * text is taken too, as none (undefined).
 */
export const StateNameSchema = <Blank extends boolean = false>(message: string, { blank }: { blank?: Blank } = {}) =>
  z
    .string({ error: message })
    .trim()
    .max(60, message)
    .refine((name) => !HIDDEN.test(name), { message, abort: true })
    .refine((name) => (blank && name === '') || canonicalState(name) !== undefined, message)
    .transform((name) => canonicalState(name) as Blank extends true ? StateName | undefined : StateName);
