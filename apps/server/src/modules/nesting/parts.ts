import type { OrderedDrawing } from '@steelcut/domain/schemas/drawing';
import type { LabelCircle } from '@steelcut/domain/nesting/sheet-dxf';
import { paramsOf } from '@steelcut/domain/part-wire';
import { findShapeBySlug } from '@steelcut/domain/shapes/catalogue';
import type { Outline } from '@steelcut/domain/shapes/types';

/** An order line as it is kept in a nest: what the sheets' drawings need of it. */
export interface KeptPart {
  orderId: number;
  orderNo: string;
  itemId: number;
  drawingPart?: number;
  position: number;
  title: string;
  finish: string;
  quantity: number;
  /** Exactly what is cut, arcs with their bulges: the shape's outline for its parameters, or the drawing's as ordered. */
  outline: Outline;
  /** Where its label goes, in its own frame. */
  label: LabelCircle;
}

/** What the sheets keep of one nest: each copy by its line's id, as the nester answered. */
export interface KeptResult {
  sheets: {
    widthMm: number;
    heightMm: number;
    utilisation: number;
    placements: { id: string; copy: number; x: number; y: number; rotation: number }[];
  }[];
  unplaced: { id: string; copy: number }[];
}

interface LineRow {
  id: number;
  shape_slug: string;
  dimensions: string;
  drawing: string | null;
}

/** The line's part as the job pack cuts it (jobs/service.ts): the drawing's kept outline, or the catalogue shape's. */
export function outlineOf(line: LineRow): Outline {
  if (line.drawing) return (JSON.parse(line.drawing) as OrderedDrawing).outline;
  const shape = findShapeBySlug(line.shape_slug);
  // Slugs never change (catalogue.ts): a missing one is the server's fault, not the caller's.
  if (!shape) throw new Error(`order item ${line.id} has unknown shape ${line.shape_slug}`);
  return shape.outline(paramsOf(JSON.parse(line.dimensions)));
}

/** The label written on each copy: its order number and line. */
export const labelOf = (part: Pick<KeptPart, 'orderNo' | 'position'>) => `${part.orderNo}/${part.position}`;
