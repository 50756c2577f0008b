import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@steelcut/domain/error-codes';
import { SERVICE_MSG } from '@steelcut/domain/schemas/service';
import { isDatabaseUnavailable } from '../db/transient';
import { AppError } from './errors';

const GENERIC = 'Something went wrong on our side. Please try again.';
/** The database away or busy, or a write conflict that outlasted its retries: soon over. */
const RETRY_AFTER_SECONDS = 2;

/** The one place errors become { message, code, errors? }. */
export function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const retryAfter = error.extra.retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
    const errors = error.extra.errors;
    return reply
      .status(error.statusCode)
      .send({ message: error.message, code: error.code, ...(errors ? { errors } : {}) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: issue.message,
    }));
    return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status < 500) {
    const { message, code } = clientError(error as FastifyError);
    return reply.status(status).send({ message, code });
  }
  const refused = databaseRefusal(error);
  if (refused) {
    request.log.warn({ err: error }, 'the database refused a value of the request');
    return reply.status(400).send(refused);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'the database is unavailable');
    return reply
      .status(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send({ message: SERVICE_MSG.unavailable, code: 'UNAVAILABLE' satisfies ErrorCode });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ message: GENERIC, code: 'INTERNAL' });
}

/** Fastify's own 4xx errors, in our words and codes. */
function clientError(error: FastifyError): { message: string; code: ErrorCode } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: 'The request body is not valid JSON', code: 'INVALID_JSON' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'The request is too large', code: 'BODY_TOO_LARGE' };
    // The router's own refusals (Fastify's frameworkErrors): its message repeats the whole path.
    case 'FST_ERR_BAD_URL':
      return { message: 'The address is not valid', code: 'BAD_REQUEST' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { message: 'The address is too long', code: 'BAD_REQUEST' };
    default:
      return { message: error.message, code: 'BAD_REQUEST' };
  }
}

/**
 * PostgreSQL's refusals of a value the request carried, which SQLite stores: text with a NUL
 * character, a number (an id) past its integer column.
 */
function databaseRefusal(error: Error): { message: string; code: ErrorCode } | undefined {
  switch ((error as { code?: unknown }).code) {
    case '22021': // character_not_in_repertoire: "invalid byte sequence for encoding UTF8: 0x00"
    case '22P05': // untranslatable_character
      return { message: 'Text may not contain NUL characters', code: 'BAD_REQUEST' };
    case '22003': // numeric_value_out_of_range
      return { message: 'A number in the request is out of range', code: 'BAD_REQUEST' };
    default:
      return undefined;
  }
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    code: 'NOT_FOUND' satisfies ErrorCode,
  });
}
