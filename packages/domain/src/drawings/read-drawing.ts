import { DrawingError } from './errors';
import type { DrawingMeasures, MeasureOptions } from './measure-drawing';
import { measureDrawing } from './measure-drawing';
import { readDxf } from './read-dxf';

/**
 * A customer's DXF, read, measured and checked. Throws only DrawingError: a fault of ours on a
 * strange file (say a stack overflow) is reported as an unreadable file too, its cause kept for
 * the log and not told to the customer.
 */
export function readDrawing(text: string, options: MeasureOptions = {}): DrawingMeasures {
  try {
    return measureDrawing(readDxf(text), options);
  } catch (error) {
    if (error instanceof DrawingError) throw error;
    const wrapped = new DrawingError('unreadable', 'an error of ours');
    wrapped.cause = error;
    throw wrapped;
  }
}
