import { z } from 'zod';
import { MAX_LEN, MOBILE_DIGITS } from '../constants';

/** Field schemas that carry the user's message; forms and routes share them. */
export const MSG = {
  emailRequired: 'Please enter email',
  emailInvalid: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${MAX_LEN.name} characters`,
  mobileRequired: 'Mobile number is required',
  mobileInvalid: `Mobile number must be ${MOBILE_DIGITS} digits`,
  passwordRequired: 'Please enter Password',
  passwordTooLong: `Password must be at most ${MAX_LEN.password} characters`,
  userIdRequired: 'User ID is required',
} as const;

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

export const EmailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(MAX_LEN.email, MSG.emailInvalid)
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .transform((email) => email.toLowerCase());

export const NameSchema = z
  .string({ error: MSG.nameRequired })
  .trim()
  .min(1, MSG.nameRequired)
  .max(MAX_LEN.name, MSG.nameTooLong);

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
