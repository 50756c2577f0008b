/** Business constants of SPEC section 9, in one place for server and browser. */
export const ADMIN_USER_ID = 1;

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const MOBILE_DIGITS = 10;
export const REGISTER_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const TOKEN_REFRESH_LEAD_SECONDS = 10;

/** Delays before navigation, in milliseconds (SPEC section 9). */
export const NAV_DELAY_MS = {
  afterLogin: 1000,
  afterOtpVerified: 1200,
  afterAddToCart: 1200,
  afterRegister: 1500,
  afterOtpSent: 1500,
  afterReset: 1500,
} as const;

export const TOAST_MS = { auth: 3000, default: 5000 } as const;

/** Upper bounds that keep hostile input small; not user-facing rules. */
export const MAX_LEN = { name: 100, email: 254, password: 128 } as const;
