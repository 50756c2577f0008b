import { DRAWING_ERROR_MESSAGES } from './messages';

export type DrawingErrorCode = keyof typeof DRAWING_ERROR_MESSAGES;

/** A drawing that cannot be read at all; `message` tells the customer what to do. Checks cover the rest. */
export class DrawingError extends Error {
  readonly code: DrawingErrorCode;

  constructor(code: DrawingErrorCode, detail?: string) {
    super(DRAWING_ERROR_MESSAGES[code](detail ?? ''));
    this.name = 'DrawingError';
    this.code = code;
  }
}
