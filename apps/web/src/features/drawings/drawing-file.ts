import { DRAWING_ERROR_MESSAGES } from '@steelcut/domain/drawings/messages';
import { DRAWING_FILE, DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';

/**
 * Why this file will not be read, before it is sent: the server's own messages for a DWG and for
 * anything that is not a DXF, and its size limit. The server checks the bytes again.
 */
export function drawingFileError(file: File): string | undefined {
  if (/\.dwg$/i.test(file.name)) return DRAWING_ERROR_MESSAGES.dwg();
  if (!/\.dxf$/i.test(file.name)) return DRAWING_ERROR_MESSAGES['not-dxf']();
  if (file.size > DRAWING_FILE.maxBytes) return DRAWING_MSG.tooLarge;
  return undefined;
}
