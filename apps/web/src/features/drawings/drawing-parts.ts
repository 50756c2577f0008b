import type { DrawingItem } from '@steelcut/domain/schemas/cart';
import { wireFieldsOf } from '@steelcut/domain/part-wire';
import {
  drawingPartOf,
  lineDrawingOf,
  partPreview,
  type Drawing,
  type DrawingPartView,
  type LineDrawing,
} from '@steelcut/domain/schemas/drawing';
import type { ConfiguredItem } from '../../lib/cart/cart-item';

/** The grade, plate, finish and number of sets as the form reads them: each undefined until valid. */
export type PartChoice = {
  material: string | undefined;
  thicknessMm: number | undefined;
  finish: string | undefined;
  /** On a drawing of several pieces: the number of sets (each part at copies × sets). */
  quantity: number | undefined;
};

/** A file of more than one piece (several parts, or copies of one) is ordered part by part. */
export const hasSeveralPieces = ({ parts }: Pick<Drawing, 'parts'>) =>
  parts.length > 1 || parts.some((part) => part.copies > 1);

export const piecesIn = ({ parts }: Pick<Drawing, 'parts'>) => parts.reduce((sum, part) => sum + part.copies, 0);

/** A part whose own check blocks cannot be ordered; the others can. */
export const isBlockedPart = (part: Pick<DrawingPartView, 'checks'>) =>
  part.checks.some((check) => check.severity === 'block');

/** The drawing as this part of it is ordered (its name 'file.dxf, part 2 of 3', its own picture of one copy). */
export function partLineDrawing(drawing: Drawing, part: DrawingPartView): LineDrawing {
  const ordered = drawingPartOf(drawing, part.part);
  const line = ordered.ok ? ordered.drawing : drawing;
  return lineDrawingOf({ ...line, preview: partPreview(drawing.preview, part) });
}

/** Every field read: the number of sets and the rest. */
const complete = (choice: PartChoice): choice is { [K in keyof PartChoice]: NonNullable<PartChoice[K]> } =>
  Boolean(choice.material && choice.finish) && choice.thicknessMm !== undefined && choice.quantity !== undefined;

/** The part as POST /quote takes it, at copies × sets; undefined until every field is read. */
export function partItem(drawing: Drawing, part: DrawingPartView, choice: PartChoice): DrawingItem | undefined {
  if (!complete(choice)) return undefined;
  const { material, thicknessMm, finish, quantity } = choice;
  return {
    drawingId: drawing.id,
    // Named only where the file holds several kinds: a single part's line is as it always was.
    ...(drawing.parts.length > 1 && { drawingPart: part.part }),
    ...wireFieldsOf({ material, thicknessMm, finish, quantity: part.copies * quantity }),
  };
}

/** The part as the cart adds it, at copies × sets; undefined until every field is read. */
export function configuredPart(
  drawing: Drawing,
  part: DrawingPartView,
  choice: PartChoice,
): ConfiguredItem | undefined {
  if (!complete(choice)) return undefined;
  const { material, thicknessMm, finish, quantity } = choice;
  return {
    drawing: partLineDrawing(drawing, part),
    part: { material, thicknessMm, finish, quantity: part.copies * quantity, dimensions: [] },
  };
}
