import type { ErrorCode } from '@steelcut/domain/error-codes';

/** The one error type a service throws; the error handler turns it into { message, code }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message = 'Please log in again', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, { retryAfterSeconds });

/** A 400 that names every field at fault; the first message leads. */
export function invalidFields(
  errors: { field: string; message: string }[],
  lead = errors[0]?.message ?? 'Invalid request',
) {
  return new AppError(400, 'VALIDATION', lead, { errors });
}
