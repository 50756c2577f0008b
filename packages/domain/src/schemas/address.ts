import { z } from 'zod';
import { UserIdSchema } from './fields';

export const DEFAULT_COUNTRY = 'INDIA';

export const ADDRESS_MSG = {
  line1Required: 'Address line 1 is required',
  line1Short: 'Address line 1 must be at least 5 characters',
  line1Chars: 'Address line 1 may contain only letters, digits, spaces and - . , #',
  line2Chars: 'Address line 2 may contain only letters, digits, spaces and - . , # /',
  cityRequired: 'City is required',
  cityChars: 'City may contain only letters and spaces',
  stateRequired: 'State is required',
  stateChars: 'State may contain only letters and spaces',
  countryRequired: 'Country is required',
  countryChars: 'Country may contain only letters and spaces',
  postalRequired: 'Postal Code is required',
  postalDigits: 'Postal Code must be exactly 6 digits',
  duplicate: 'This address already exists.',
  added: 'Address added successfully',
  updated: 'Address updated',
  updateFailed: 'Failed to update address. Please try again.',
  defaultSet: 'Default address updated',
  deleted: 'Address deleted',
  notFound: 'Address not found',
  fetchFailed: 'Failed to fetch addresses. Please try again later.',
  addFailed: 'Failed to add address. Please try again.',
  setDefaultFailed: 'Failed to set default address. Please try again.',
  deleteFailed: 'Failed to delete address. Please try again.',
  none: 'No address found.',
} as const;

// Spaces are \p{Zs}, not \s: a tab or line break would print extra lines on the invoice.
const LINE1 = /^[A-Za-z0-9\p{Zs}\-.,#]+$/u;
const LINE2 = /^[A-Za-z0-9\p{Zs}\-.,#/]*$/u;
const LETTERS = /^[A-Za-z\p{Zs}]+$/u;

const lettersField = (required: string, chars: string) =>
  z.string({ error: required }).trim().min(1, required).max(60, chars).regex(LETTERS, chars);

/** The add-address form and POST /address share these rules (SPEC section 5). */
export const AddressFieldsSchema = z.object({
  addressLine1: z
    .string({ error: ADDRESS_MSG.line1Required })
    .trim()
    .min(1, ADDRESS_MSG.line1Required)
    .min(5, ADDRESS_MSG.line1Short)
    .max(120, ADDRESS_MSG.line1Chars)
    .regex(LINE1, ADDRESS_MSG.line1Chars),
  addressLine2: z
    .string()
    .trim()
    .max(120, ADDRESS_MSG.line2Chars)
    .regex(LINE2, ADDRESS_MSG.line2Chars)
    .optional()
    .default(''),
  city: lettersField(ADDRESS_MSG.cityRequired, ADDRESS_MSG.cityChars),
  state: lettersField(ADDRESS_MSG.stateRequired, ADDRESS_MSG.stateChars),
  postalCode: z
    .string({ error: ADDRESS_MSG.postalRequired })
    .trim()
    .min(1, ADDRESS_MSG.postalRequired)
    .regex(/^\d{6}$/, ADDRESS_MSG.postalDigits),
  country: lettersField(ADDRESS_MSG.countryRequired, ADDRESS_MSG.countryChars).default(DEFAULT_COUNTRY),
  isDefault: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .default(false),
});
export type AddressFields = z.input<typeof AddressFieldsSchema>;

export const AddAddressBodySchema = AddressFieldsSchema.extend({
  userId: UserIdSchema,
});

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
  const norm = (value: string | null | undefined) => (value ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  return [a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode, a.country].map(norm).join('|');
}
