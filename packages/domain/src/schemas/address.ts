import { z } from 'zod';
import { canonicalState } from '../india';
import { pincodeStates } from '../pincodes';
import { ADDRESS_LABEL, ADDRESS_MSG, LINE1_MIN } from './address-messages';
import { UserIdSchema } from './fields';

export const DEFAULT_COUNTRY = 'INDIA';

export { ADDRESS_LABEL, ADDRESS_MSG } from './address-messages';

/**
 * One character each. Street lines take what Indian addresses are written with: door numbers
 * (12/3A), names (St. Mary's, the typographic ’ a phone keyboard types), landmarks in brackets,
 * '&' and 'No:'. Spaces are \p{Zs}, not \s: a tab or line break would print extra lines on the
 * invoice, and a character that prints nothing could hide in a duplicate.
 */
const STREET_CHAR = /[A-Za-z0-9\p{Zs}\-.,#/'’()&:]/u;
const PLACE_CHAR = /[A-Za-z\p{Zs}.-]/u;
const LETTER_CHAR = /[A-Za-z\p{Zs}]/u;

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The refused character as a customer can recognise it: quoted if it shows, named if not. */
function describeChar(char: string): string {
  if (/[\n\r\v\f\u0085\u2028\u2029]/.test(char)) return 'a line break';
  if (char === '\t') return 'a tab';
  if (/\p{Cc}/u.test(char)) return `a control character (${hex(char)})`;
  if (/[\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Z}\p{Default_Ignorable_Code_Point}]/u.test(char)) {
    return `an invisible character (${hex(char)})`;
  }
  return `"${char}"`;
}

/**
 * The first character of `text` that `allowed` refuses. The text is checked as typed; the one
 * named is taken from its composed form where it has one, so 'e' and an accent show as 'é'.
 */
function firstRefused(text: string, allowed: RegExp): string | undefined {
  const first = (value: string) => [...value].find((char) => !allowed.test(char));
  const refused = first(text);
  return refused === undefined ? undefined : (first(text.normalize('NFC')) ?? refused);
}

type TextRule = { label: string; allowed: RegExp; max: number; min?: number; required?: string; letter?: boolean };

/** What is wrong with a trimmed field: required, then the characters (the first refused named), then the length. */
function textProblem(text: string, { label, allowed, max, min = 1, required, letter }: TextRule): string | undefined {
  if (text === '') return required;
  const refused = firstRefused(text, allowed);
  if (refused !== undefined) return ADDRESS_MSG.cannotContain(label, describeChar(refused));
  if (letter && !/[A-Za-z]/.test(text)) return ADDRESS_MSG.needsLetter(label);
  if (text.length < min) return ADDRESS_MSG.tooShort(label, min);
  if (text.length > max) return ADDRESS_MSG.tooLong(label, max);
  return undefined;
}

/** One message a field, so the form and the API answer say the same thing. */
function textField(rule: TextRule) {
  return z
    .string(rule.required ? { error: rule.required } : undefined)
    .trim()
    .check((ctx) => {
      const message = textProblem(ctx.value, rule);
      if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
    });
}

const placeField = (label: string, required: string, allowed: RegExp) =>
  textField({ label, required, allowed, max: 60, letter: true });

/**
 * What is wrong with a state beside its pincode: a pincode India Post lists decides the state (the
 * message names it); with a pincode it does not list, the state must still be one of India's.
 */
export function statePincodeProblem(state: string, postalCode: string): string | undefined {
  const states = pincodeStates(postalCode);
  const typed = canonicalState(state);
  if (states.length > 0)
    return typed && states.includes(typed) ? undefined : ADDRESS_MSG.stateOfPincode(postalCode, states);
  return typed ? undefined : ADDRESS_MSG.stateUnknown;
}

const AddressFieldsShape = z.object({
  addressLine1: textField({
    label: ADDRESS_LABEL.line1,
    required: ADDRESS_MSG.line1Required,
    allowed: STREET_CHAR,
    min: LINE1_MIN,
    max: 120,
  }),
  addressLine2: textField({ label: ADDRESS_LABEL.line2, allowed: STREET_CHAR, max: 120 }).optional().default(''),
  city: placeField(ADDRESS_LABEL.city, ADDRESS_MSG.cityRequired, PLACE_CHAR),
  /** Kept as the state's own name ('Tamilnadu' and 'TN' are stored as 'Tamil Nadu'). */
  state: placeField(ADDRESS_LABEL.state, ADDRESS_MSG.stateRequired, PLACE_CHAR).overwrite(
    (state) => canonicalState(state) ?? state,
  ),
  postalCode: z
    .string({ error: ADDRESS_MSG.postalRequired })
    .trim()
    .min(1, ADDRESS_MSG.postalRequired)
    .regex(/^\d{6}$/, ADDRESS_MSG.postalDigits),
  country: placeField(ADDRESS_LABEL.country, ADDRESS_MSG.countryRequired, LETTER_CHAR).default(DEFAULT_COUNTRY),
  isDefault: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .default(false),
});

/** The state the pincode is in, checked once every field has passed its own rules. */
const stateOfPincode = <S extends z.ZodType<{ state: string; postalCode: string }>>(schema: S): S =>
  schema.check((ctx) => {
    const message = statePincodeProblem(ctx.value.state, ctx.value.postalCode);
    if (message) ctx.issues.push({ code: 'custom', input: ctx.value.state, path: ['state'], message, continue: true });
  });

/** The add-address form and POST /address share these rules (SPEC section 5, widened: see above). */
export const AddressFieldsSchema = stateOfPincode(AddressFieldsShape);
export type AddressFields = z.input<typeof AddressFieldsSchema>;

export const AddAddressBodySchema = stateOfPincode(AddressFieldsShape.extend({ userId: UserIdSchema }));

/**
 * PUT /address/{id}: the same fields and rules as adding. The address is the caller's by its id;
 * isDefault true makes it the default, false leaves that as it is (another address becomes the
 * default by being made so).
 */
export const EditAddressBodySchema = AddressFieldsSchema;

/** Case- and whitespace-insensitive: two addresses that read the same are the same. */
export function addressFingerprint(a: {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}): string {
  // The typographic apostrophe reads as the plain one: "St. Mary’s" is "St. Mary's".
  const norm = (value: string | null | undefined) =>
    (value ?? '').toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
  return [a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode, a.country].map(norm).join('|');
}
