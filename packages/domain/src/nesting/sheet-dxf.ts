import { contourEntities, dxfDocument, pair, point, real } from '../shapes/dxf';
import type { Outline, Point, Ring } from '../shapes/types';
import type { Rings } from './geometry';
import { boxOf, turnOf } from './geometry';
import { polesOf } from './poles';

/** The layers of a sheet's DXF: only CUT is cut; the sheet's edge and the labels are for the eye. */
export const SHEET_LAYERS = { cut: 'CUT', labels: 'ORDERS', sheet: 'SHEET' } as const;

/** A part on a sheet: its outline turned by `rotation` degrees about (0, 0), then moved by (x, y); its label written inside it. */
export interface SheetPiece {
  outline: Outline;
  label: string;
  x: number;
  y: number;
  rotation: number;
  /** Where the label goes in the part's own frame (labelCircle), when worked out before. */
  spot?: LabelCircle;
}

export interface LabelCircle {
  x: number;
  y: number;
  r: number;
}

/** The outline placed: every point turned and moved; arcs keep their bulge (a rigid move keeps their turn). */
export function placeOutline(outline: Outline, rotation: number, dx: number, dy: number): Outline {
  const [cos, sin] = turnOf(rotation);
  const place = (ring: Ring): Ring =>
    ring.map((p): Point => ({ ...p, x: p.x * cos - p.y * sin + dx, y: p.x * sin + p.y * cos + dy }));
  return { outer: place(outline.outer), holes: outline.holes.map(place) };
}

export const ringsOf = (outline: Outline): Rings =>
  [outline.outer, ...outline.holes].map((ring) => ring.map((p) => [p.x, p.y] as const));

/** The widest circle inside the part's material (its pole of inaccessibility): where its label goes. */
export function labelCircle(rings: Rings): LabelCircle {
  const [pole] = polesOf(rings);
  if (pole) return { x: pole.x, y: pole.y, r: pole.r };
  const box = boxOf(rings);
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2, r: 5 };
}

/** A text height that keeps the label within its circle (a character is about 0.7 of its height wide), 3 to 40 mm. */
export const labelHeight = (r: number, label: string) =>
  Math.max(3, Math.min(40, r, (1.6 * r) / Math.max(1, 0.7 * label.length)));

/** A TEXT centred at (x, y) (R12: horizontal 1 = centre, vertical 2 = middle, at the alignment point). */
function text(x: number, y: number, height: number, value: string): string[] {
  return [
    pair(0, 'TEXT'),
    pair(8, SHEET_LAYERS.labels),
    ...point(x, y),
    pair(40, real(height)),
    pair(1, value),
    pair(72, 1),
    pair(11, real(x)),
    pair(21, real(y)),
    pair(31, '0.0'),
    pair(73, 2),
  ];
}

function sheetEdge(widthMm: number, heightMm: number): string[] {
  const corners: Ring = [
    { x: 0, y: 0 },
    { x: widthMm, y: 0 },
    { x: widthMm, y: heightMm },
    { x: 0, y: heightMm },
  ];
  return contourEntities(corners, SHEET_LAYERS.sheet);
}

/**
 * One sheet for the cutting machine, in mm from the sheet's lower-left corner: each part's exact
 * outline placed on layer CUT (arcs as arcs), the sheet's edge on SHEET and each part's label (its
 * order number) as TEXT on ORDERS, neither of which is cut.
 */
export function sheetDxf(sheet: { widthMm: number; heightMm: number }, pieces: readonly SheetPiece[]): string {
  const entities = [...sheetEdge(sheet.widthMm, sheet.heightMm)];
  for (const piece of pieces) {
    const placed = placeOutline(piece.outline, piece.rotation, piece.x, piece.y);
    entities.push(...[placed.outer, ...placed.holes].flatMap((ring) => contourEntities(ring, SHEET_LAYERS.cut)));
    const circle = piece.spot ?? labelCircle(ringsOf(piece.outline));
    const [cos, sin] = turnOf(piece.rotation);
    const x = circle.x * cos - circle.y * sin + piece.x;
    const y = circle.x * sin + circle.y * cos + piece.y;
    entities.push(...text(x, y, labelHeight(circle.r, piece.label), piece.label));
  }
  return dxfDocument({ minX: 0, minY: 0, maxX: sheet.widthMm, maxY: sheet.heightMm }, entities);
}
