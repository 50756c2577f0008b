import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FILE_MSG } from '@steelcut/domain/schemas/files';
import { AppError, badRequest } from './errors';

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { fieldname: string; filename: string; bytes: Buffer };
}

/** The largest file any form takes (chat attachments); each form checks its own limit too. */
const ONE_FILE = 'Attach one file at a time';

export const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 };

/** Reads a whole multipart form: its text fields and at most one file, into memory. */
export async function readMultipart(request: FastifyRequest, tooLarge: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, 'MULTIPART_EXPECTED', 'Send this form as multipart/form-data');
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (form.file) throw badRequest(ONE_FILE, 'TOO_MANY_FILES');
        const bytes = await part.toBuffer();
        // A form's empty file input sends a part with no name and no bytes: no file. A name the
        // parser reduced to nothing ('..', 'a/..') with bytes is still a file, named plainly.
        if (part.filename || bytes.length > 0)
          form.file = { fieldname: part.fieldname, filename: part.filename || 'file', bytes };
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(ONE_FILE, 'TOO_MANY_FILES');
    // Anything else reading the body throws is the body's fault: busboy's 'Unexpected end of
    // form', a part without its boundary, a limit passed. Only the request stream is read here.
    throw badRequest(FILE_MSG.formUnreadable, 'MULTIPART_INVALID');
  }
  return form;
}

/** A form's text fields read by `schema`; a 400 naming each field that fails. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new AppError(400, 'VALIDATION', errors[0]?.message ?? 'Invalid request', { errors });
}
