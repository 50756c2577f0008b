import { z } from 'zod';
import type { DrawingErrorCode } from './drawings/errors';

/**
 * The stable `code` of every error answer, one list for server and browser: clients branch on
 * the code, never on a message's wording.
 */
export const ERROR_CODES = [
  // generic
  'BAD_REQUEST',
  'VALIDATION',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'BODY_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'NOT_READY',
  'UNAVAILABLE',
  'SHUTTING_DOWN',
  // accounts
  'INVALID_CREDENTIALS',
  'ACCOUNT_EXISTS',
  'SESSION_EXPIRED',
  'REFRESH_TOKEN_REUSED',
  'OTP_INVALID',
  'RESET_TOKEN_INVALID',
  'CURRENT_PASSWORD_WRONG',
  'PASSWORD_REQUIRED',
  'USER_MISSING',
  // files
  'MULTIPART_EXPECTED',
  'MULTIPART_INVALID',
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  'FILE_TYPE',
  'FILE_NOT_FOUND',
  // catalogue, cart, addresses
  'SHAPE_NOT_FOUND',
  'CART_ITEM_NOT_FOUND',
  'CART_EMPTY',
  'CART_CHANGED',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_EXISTS',
  // orders
  'ORDER_NOT_FOUND',
  'INVALID_STATUS',
  'ALREADY_CONVERTED',
  'IDEMPOTENCY_KEY',
  'DELIVERY_REFUSED',
  'COURIER_NEEDED',
  'ORDER_TOO_LARGE',
  // billing
  'OVERPAYMENT',
  'UNPAID_DISPATCH',
  // quotations
  'QUOTATION_NOT_FOUND',
  'QUOTATION_EXPIRED',
  'QUOTATION_ORDERED',
  'QUOTATION_STATE',
  // chat
  'CHAT_EMPTY',
  'FORGED_SENDER',
  'SUPPORT_ONLY',
  'NOT_YOUR_CONVERSATION',
  'NOT_RECEIVER',
  'CUSTOMER_NOT_FOUND',
  // customers' drawings: not found, none sent, and why a file could not be read (DRAWING_ERROR_CODE)
  'DRAWING_NOT_FOUND',
  'DRAWING_REQUIRED',
  'DRAWING_DWG',
  'DRAWING_BINARY',
  'DRAWING_NOT_DXF',
  'DRAWING_TRUNCATED',
  'DRAWING_UNREADABLE',
  'DRAWING_TOO_MANY_ENTITIES',
  'DRAWING_BLOCK_CYCLE',
  'DRAWING_BLOCKS_TOO_DEEP',
  'DRAWING_BAD_NUMBER',
  'DRAWING_OUT_OF_RANGE',
  'DRAWING_TOO_SLOW',
  'DRAWING_TOO_DETAILED',
  'DRAWING_EMPTY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_CODE = Object.fromEntries(ERROR_CODES.map((code) => [code, code])) as {
  readonly [C in ErrorCode]: C;
};

/** The code of the answer refusing a drawing, by why it could not be read (drawings/errors.ts). */
export const DRAWING_ERROR_CODE = {
  dwg: 'DRAWING_DWG',
  'binary-dxf': 'DRAWING_BINARY',
  'not-dxf': 'DRAWING_NOT_DXF',
  truncated: 'DRAWING_TRUNCATED',
  unreadable: 'DRAWING_UNREADABLE',
  'too-many-entities': 'DRAWING_TOO_MANY_ENTITIES',
  'block-cycle': 'DRAWING_BLOCK_CYCLE',
  'blocks-too-deep': 'DRAWING_BLOCKS_TOO_DEEP',
  'bad-number': 'DRAWING_BAD_NUMBER',
  'not-a-number': 'DRAWING_BAD_NUMBER',
  'bad-angle': 'DRAWING_BAD_NUMBER',
  'out-of-range': 'DRAWING_OUT_OF_RANGE',
  'too-slow': 'DRAWING_TOO_SLOW',
  'too-detailed': 'DRAWING_TOO_DETAILED',
  empty: 'DRAWING_EMPTY',
} as const satisfies Record<DrawingErrorCode, ErrorCode>;

/** Every 4xx/5xx answer: the user's message, the stable code, and per-field messages when a form failed. */
export const ErrorReplySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;
