import { z } from 'zod';
import { MAX_LEN, MOBILE_DIGITS, REGISTER_PASSWORD_MIN, RESET_PASSWORD_MIN, OTP_LENGTH, ROLES } from '../constants';
import { normalizeEmail } from '../unicode-text';
import { EmailSchema, MobileSchema, MSG, NameSchema, PasswordSchema } from './fields';

export const AUTH_MSG = {
  loginMissing: 'Please enter both username and password',
  passwordsDoNotMatch: 'Passwords do not match',
  registerPasswordShort: `Password must be at least ${REGISTER_PASSWORD_MIN} characters long`,
  strongPassword: 'Password must be 8+ chars, include letters and numbers',
  resetBothMissing: 'Please enter both Password and Confirm Password',
  confirmMissing: 'Please enter Confirm Password',
  otpIncomplete: 'Please fill in all OTP fields',
  otpEmailMissing: 'Email is missing.',
  otpNoResetEmail: 'No email found for OTP. Please restart the process.',
  currentPasswordRequired: 'Please enter your current password',
  // The server's answers
  invalidCredentials: 'Invalid email/mobile number or password',
  emailTaken: 'An account with this email already exists',
  mobileTaken: 'An account with this mobile number already exists',
  sessionExpired: 'Your session has expired. Please log in again.',
  otpInvalid: 'Invalid or expired OTP',
  otpSent: 'OTP sent to your email',
  otpResent: 'OTP resent to your email',
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP`,
  resetTokenInvalid: 'Your reset link has expired. Please restart the process.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManyOtpRequests: 'Too many OTP requests. Please try again later.',
  currentPasswordWrong: 'Current password is incorrect',
  emailNeedsPassword: 'Enter your current password to change your e-mail address',
  userMissing: 'User not found',
  nameUpdated: 'Name updated successfully',
  mobileUpdated: 'Mobile number updated successfully',
  // Success and failure toasts; the client shows these when the server sends no message (SPEC section 8)
  loginFailed: 'Login failed',
  loginSucceeded: 'Login successful',
  registerFailed: 'Registration failed',
  registerSucceeded: 'Registration successful',
  forgotFailed: 'Forgot password failed',
  forgotSucceeded: 'Password reset email sent',
  otpFailed: 'OTP verification failed',
  otpSucceeded: 'OTP verified successfully',
  resendFailed: 'Failed to resend OTP',
  resendSucceeded: 'OTP resent successfully',
  resetFailed: 'Reset password failed',
  resetSucceeded: 'Password reset successfully',
  loggedOut: 'Logged out successfully',
  profileFailed: 'Failed to update profile',
  profileSucceeded: 'Profile updated successfully',
  emailUpdated: 'Email updated successfully',
  passwordFailed: 'Failed to update password',
  passwordSucceeded: 'Password updated successfully',
  notificationsLoadFailed: 'Failed to load notification settings',
  notificationsUpdateFailed: 'Failed to update notification settings',
} as const;

/** Letters and digits required; only letters, digits and @$!%*#?& allowed (SPEC section 5). */
const STRONG_PASSWORD = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d@$!%*#?&]{${RESET_PASSWORD_MIN},}$`);

export const StrongPasswordSchema = PasswordSchema.regex(STRONG_PASSWORD, AUTH_MSG.strongPassword);

export const RegisterPasswordSchema = PasswordSchema.min(REGISTER_PASSWORD_MIN, AUTH_MSG.registerPasswordShort);

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  role: z.enum(ROLES),
  /** Optional: a business customer's GSTIN, printed on their invoices. */
  gstin: z.string().nullable().optional(),
  /** Optional: the company the invoices are made out to, beside the GSTIN. */
  company: z.string().nullable().optional(),
});
export type User = z.infer<typeof UserSchema>;

// ---- Login -----------------------------------------------------------------

/** What the login form holds: one identifier, e-mail or mobile. */
export const LoginFormSchema = z.object({
  identifier: z.string().trim().min(1, AUTH_MSG.loginMissing),
  password: z.string().min(1, AUTH_MSG.loginMissing),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** An all-digit identifier is a mobile number (at most 10 digits); one with '@' (or '＠') an e-mail. */
export function loginIdentifierField(identifier: string): 'email' | 'mobileNumber' {
  return identifier.normalize('NFKC').includes('@') ? 'email' : 'mobileNumber';
}
export const LOGIN_MOBILE_MAX = MOBILE_DIGITS;

export const LoginBodySchema = z
  .object({
    // Normalised as stored, but never refused: a malformed address is only a wrong login.
    email: z.string().max(MAX_LEN.email).overwrite(normalizeEmail).optional(),
    mobileNumber: z.string().max(MAX_LEN.email).optional(),
    password: z.string().max(MAX_LEN.password).optional(),
  })
  .refine((body) => Boolean((body.email?.trim() || body.mobileNumber?.trim()) && body.password), {
    message: AUTH_MSG.loginMissing,
  });
export type LoginBody = z.infer<typeof LoginBodySchema>;

// ---- Register --------------------------------------------------------------

export const RegisterBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobileNumber: MobileSchema,
  password: RegisterPasswordSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const RegisterFormSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    mobileNumber: MobileSchema,
    password: RegisterPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof RegisterFormSchema>;

// ---- Forgot password, OTP, reset ------------------------------------------

export const EmailBodySchema = z.object({ email: EmailSchema });
export type EmailBody = z.infer<typeof EmailBodySchema>;

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const VerifyOtpBodySchema = z.object({
  email: z.string({ error: AUTH_MSG.otpEmailMissing }).min(1, AUTH_MSG.otpEmailMissing).pipe(EmailSchema),
  otp: z.string({ error: AUTH_MSG.otpIncomplete }).regex(OTP_PATTERN, AUTH_MSG.otpIncomplete),
});
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  newPassword: StrongPasswordSchema,
  resetToken: z.string().max(200).optional(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** The reset form's messages, in the order SPEC lists them. */
export const ResetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    const issue = resetFormIssue(form.password, form.confirmPassword);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

function resetFormIssue(password: string, confirm: string) {
  if (!password && !confirm) return { field: 'password', message: AUTH_MSG.resetBothMissing };
  if (!password) return { field: 'password', message: MSG.passwordRequired };
  if (!confirm) return { field: 'confirmPassword', message: AUTH_MSG.confirmMissing };
  if (!STRONG_PASSWORD.test(password)) return { field: 'password', message: AUTH_MSG.strongPassword };
  if (password !== confirm) return { field: 'confirmPassword', message: AUTH_MSG.passwordsDoNotMatch };
  return null;
}

// ---- Profile ---------------------------------------------------------------

export const UpdateNameBodySchema = z.object({ newName: NameSchema });
/**
 * The current password may be left out only by a session that typed it in the last 10 minutes
 * (RECENT_PASSWORD_SECONDS); the profile form always sends it.
 */
export const UpdateEmailBodySchema = z.object({
  newEmail: EmailSchema,
  currentPassword: z.string().min(1, AUTH_MSG.currentPasswordRequired).max(MAX_LEN.password).optional(),
});
export const RECENT_PASSWORD_SECONDS = 10 * 60;
export const UpdateMobileBodySchema = z.object({ newMobile: MobileSchema });
export const UpdatePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MSG.currentPasswordRequired })
    .min(1, AUTH_MSG.currentPasswordRequired)
    .max(MAX_LEN.password),
  newPassword: StrongPasswordSchema,
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;

export const ProfileFormSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  mobileNumber: MobileSchema,
  /** Asked for, and needed, only when the e-mail address changes. */
  currentPassword: z.string().max(MAX_LEN.password),
});
export type ProfileForm = z.input<typeof ProfileFormSchema>;

export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MSG.currentPasswordRequired),
    newPassword: StrongPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: AUTH_MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
