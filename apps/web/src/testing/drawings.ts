import { MIN_PART_MM } from '@steelcut/domain/shapes/limits';
import { CHECK_MESSAGES } from '@steelcut/domain/drawings/messages';
import type { Drawing, DrawingListItem } from '@steelcut/domain/schemas/drawing';

/** An id as the API makes them: 22 characters of base64url. */
export const DRAWING_ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** x, y pairs round a circle, counter-clockwise. */
function circle(cx: number, cy: number, r: number, segments = 32): number[] {
  return Array.from({ length: segments }, (_, i) => {
    const angle = (2 * Math.PI * i) / segments;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  }).flat();
}

/** GET /drawings/{id} for a 120 × 80 mm plate with a 20 mm hole, read in mm from the file. */
export function aDrawing(overrides: Partial<Drawing> = {}): Drawing {
  const drawing: Omit<Drawing, 'parts'> = {
    id: DRAWING_ID,
    name: 'bracket.dxf',
    units: 'mm',
    unitsFrom: 'file',
    fileUnits: 'mm',
    widthMm: 120,
    heightMm: 80,
    areaMm2: 120 * 80 - Math.PI * 100,
    cutLengthMm: 400 + 20 * Math.PI,
    pierces: 2,
    checks: [],
    preview: {
      paths: [
        { points: [0, 0, 120, 0, 120, 80, 0, 80], closed: true, faulty: false },
        { points: circle(40, 40, 10), closed: true, faulty: false },
      ],
    },
    layers: [{ name: '0', entities: 2, included: true }],
    sizeBytes: 24_576,
    createdAt: '2026-05-04T09:30:00.000Z',
    ...overrides,
  };
  return { ...drawing, parts: overrides.parts ?? [onePart(drawing)] };
}

/** The drawing's one part: its own figures and checks, every path of its preview. */
export function onePart(drawing: Omit<Drawing, 'parts'>): Drawing['parts'][number] {
  const { widthMm, heightMm, areaMm2, cutLengthMm, pierces, checks } = drawing;
  const paths = drawing.preview.paths.map((_, i) => i);
  return { part: 1, copies: 1, widthMm, heightMm, areaMm2, cutLengthMm, pierces, checks, xMm: 0, yMm: 0, paths };
}

export const OPEN_CORNER_MESSAGE = CHECK_MESSAGES.openEnd({ x: 120, y: 79.5 }, { x: 119.5, y: 80 }, Math.SQRT1_2 / 2);

/** The plate with its outline left open at the top-right corner: a blocking check, drawn in red. */
export function anOpenDrawing(): Drawing {
  const drawing = aDrawing({ name: 'open-corner.dxf', pierces: 1 });
  return {
    ...drawing,
    checks: [{ code: 'open-contour', severity: 'block', message: OPEN_CORNER_MESSAGE }],
    // Open all round: no part closes.
    parts: [],
    preview: {
      paths: [
        { points: [119.5, 80, 0, 80, 0, 0, 120, 0, 120, 79.5], closed: false, faulty: true },
        drawing.preview.paths[1],
      ],
    },
  };
}

/** The plate drawn in inches in a file that does not say so: read as mm, 25.4 times too small. */
export function anInchDrawingReadAsMm(): Drawing {
  const inMm = aDrawing();
  const k = 1 / 25.4;
  return {
    ...inMm,
    name: 'bracket-inches.dxf',
    unitsFrom: 'assumed',
    fileUnits: null,
    widthMm: inMm.widthMm * k,
    heightMm: inMm.heightMm * k,
    areaMm2: inMm.areaMm2 * k * k,
    cutLengthMm: inMm.cutLengthMm * k,
    checks: [
      { code: 'units-assumed', severity: 'warn', message: CHECK_MESSAGES.unitsAssumed() },
      {
        code: 'too-small',
        severity: 'block',
        message: CHECK_MESSAGES.tooSmall(inMm.widthMm * k, inMm.heightMm * k, MIN_PART_MM),
      },
    ],
    preview: {
      paths: inMm.preview.paths.map((path) => ({ ...path, points: path.points.map((value) => value * k) })),
    },
  };
}

/** The plate of `aDrawing` as GET /drawings lists it: its figures and a thumbnail, no preview. */
export function aListedDrawing(overrides: Partial<DrawingListItem> = {}): DrawingListItem {
  const { preview: _preview, checks: _checks, ...figures } = aDrawing();
  return { ...figures, thumbnail: 'M0 67 100 67 100 0 0 0ZM42 42 33 42 33 25 42 25Z', ...overrides };
}

const rect = (x: number, y: number, w: number, h: number) => [x, y, x + w, y, x + w, y + h, x, y + h];

/**
 * A file of three kinds of part, four pieces: the 120 × 80 mm plate, two 30 × 20 mm tabs and a
 * 10 × 10 mm square; `blockedSquare` makes the square too small to cut (its own blocking check).
 */
export function aThreePartDrawing({ blockedSquare = false } = {}): Drawing {
  const plate = aDrawing();
  const paths = [
    ...plate.preview.paths,
    { points: rect(150, 0, 30, 20), closed: true, faulty: false },
    { points: rect(150, 40, 30, 20), closed: true, faulty: false },
    { points: rect(200, 0, 10, 10), closed: true, faulty: blockedSquare },
  ];
  const tooSmall = CHECK_MESSAGES.tooSmall(10, 10, MIN_PART_MM);
  const squareChecks = blockedSquare
    ? [{ code: 'too-small' as const, severity: 'block' as const, message: tooSmall, at: { x: 200, y: 0 } }]
    : [];
  const tab = { widthMm: 30, heightMm: 20, areaMm2: 600, cutLengthMm: 100, pierces: 1, checks: [] };
  const square = { widthMm: 10, heightMm: 10, areaMm2: 100, cutLengthMm: 40, pierces: 1, checks: squareChecks };
  return aDrawing({
    name: 'brackets.dxf',
    widthMm: 210,
    heightMm: 80,
    areaMm2: plate.areaMm2 + 1300,
    cutLengthMm: plate.cutLengthMm + 240,
    pierces: 6,
    checks: [
      { code: 'multiple-parts', severity: 'warn', message: CHECK_MESSAGES.separateParts(4, 3) },
      ...squareChecks.map((check) => ({ ...check, message: CHECK_MESSAGES.ofPart(3, check.message) })),
    ],
    preview: { paths },
    parts: [
      { ...plate.parts[0]! },
      { part: 2, copies: 2, ...tab, xMm: 150, yMm: 0, paths: [2] },
      { part: 3, copies: 1, ...square, xMm: 200, yMm: 0, paths: [4] },
    ],
  });
}
