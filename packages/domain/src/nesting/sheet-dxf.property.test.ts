import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circle, rectangle, reversed } from '../shapes/draw';
import { CHORD_TOLERANCE_MM } from '../geometry/tolerances';
import type { Outline } from '../shapes/types';
import { readDxf } from '../testing/dxf';
import { checkSheets } from './check-sheets';
import { SHEET_LAYERS, sheetDxf } from './sheet-dxf';
import type { NestRequest } from './sheets';
import { nestSheets } from './sheets';

/** Catalogue-like parts: plates, and washers whose outline and hole are true arcs. */
const outline: fc.Arbitrary<Outline> = fc.oneof(
  fc
    .record({ w: fc.integer({ min: 20, max: 300 }), h: fc.integer({ min: 20, max: 200 }) })
    .map(({ w, h }) => ({ outer: rectangle(0, 0, w, h), holes: [] })),
  fc
    .record({ r: fc.integer({ min: 20, max: 120 }), hole: fc.integer({ min: 5, max: 60 }) })
    .filter(({ r, hole }) => hole < r - 10)
    .map(({ r, hole }) => ({ outer: circle({ x: 0, y: 0 }, r), holes: [reversed(circle({ x: 0, y: 0 }, hole))] })),
);

const parts = fc.array(
  fc.record({
    outline,
    quantity: fc.integer({ min: 1, max: 3 }),
    rotations: fc.constantFrom([0], [0, 180], [0, 90, 180, 270]),
  }),
  { minLength: 1, maxLength: 5 },
);

describe('a sheet’s DXF', () => {
  it('holds every nested piece once, its exact outline on CUT inside the margin, its label on ORDERS', () => {
    fc.assert(
      fc.property(parts, fc.constantFrom(0, 3, 5), fc.constantFrom(0, 5, 10), (list, gapMm, marginMm) => {
        const rings = (o: Outline) => [o.outer, ...o.holes].map((ring) => ring.map((p) => [p.x, p.y] as const));
        // As the server asks: the chords' allowance on the gap and margin, so the true arcs keep them.
        const request: NestRequest = {
          parts: list.map((p, i) => ({
            id: `P${i}`,
            outline: rings(p.outline),
            quantity: p.quantity,
            rotations: p.rotations,
          })),
          sheets: [{ widthMm: 800, heightMm: 600 }],
          gapMm: gapMm + 2 * CHORD_TOLERANCE_MM,
          marginMm: marginMm + CHORD_TOLERANCE_MM,
          seconds: 0,
          seed: 1,
        };
        const result = nestSheets(request);
        expect(checkSheets(request, result)).toEqual([]);
        const labels = new Map<string, number>();
        for (const sheet of result.sheets) {
          const pieces = sheet.placements.map((p) => ({
            ...p,
            outline: list[Number(p.id.slice(1))]!.outline,
            label: p.id,
          }));
          const text = sheetDxf(sheet, pieces);
          const read = readDxf(text, SHEET_LAYERS.cut);
          const cuts = read.contours;
          expect(cuts).toHaveLength(pieces.reduce((sum, p) => sum + 1 + p.outline.holes.length, 0));
          for (const { box } of cuts) {
            // The true extents, arcs included, inside the sheet by the margin.
            expect(box.minX).toBeGreaterThanOrEqual(marginMm - 1e-4);
            expect(box.minY).toBeGreaterThanOrEqual(marginMm - 1e-4);
            expect(box.maxX).toBeLessThanOrEqual(sheet.widthMm - marginMm + 1e-4);
            expect(box.maxY).toBeLessThanOrEqual(sheet.heightMm - marginMm + 1e-4);
          }
          for (const entity of read.entities.filter((e) => e.layer === SHEET_LAYERS.labels)) {
            const label = (entity as { text?: string }).text ?? '';
            labels.set(label, (labels.get(label) ?? 0) + 1);
          }
        }
        const placedOrNot = list.map(
          (p, i) => (labels.get(`P${i}`) ?? 0) + result.unplaced.filter((u) => u.id === `P${i}`).length,
        );
        expect(placedOrNot).toEqual(list.map((p) => p.quantity));
      }),
      { numRuns: 12 },
    );
  });
});
