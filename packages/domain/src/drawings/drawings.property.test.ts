import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dxfArc, dxfCircle, dxfFile, dxfInsert, dxfLine } from '../testing/drawings';
import type { DrawingMeasures } from './measure-drawing';
import { readDrawing } from './read-drawing';

/** A plate with rounded corners (radius 0: square ones) and a row of round holes, as loose entities. */
const plate = fc
  .record({
    width: fc.double({ min: 60, max: 600, noNaN: true }),
    height: fc.double({ min: 60, max: 400, noNaN: true }),
    // Square corners, or arcs long enough at the smallest scale not to fall under the joining tolerance.
    corner: fc.oneof(fc.constant(0), fc.double({ min: 0.02, max: 0.2, noNaN: true })),
    holes: fc.integer({ min: 0, max: 4 }),
    holeSize: fc.double({ min: 0.1, max: 0.4, noNaN: true }),
  })
  .map(({ width, height, corner, holes, holeSize }) => {
    const r = corner * Math.min(width, height);
    const entities: string[][] = [
      dxfLine(r, 0, width - r, 0),
      dxfLine(width, r, width, height - r),
      dxfLine(width - r, height, r, height),
      dxfLine(0, height - r, 0, r),
    ];
    if (r > 0) {
      entities.push(dxfArc(width - r, r, r, 270, 360), dxfArc(width - r, height - r, r, 0, 90));
      entities.push(dxfArc(r, height - r, r, 90, 180), dxfArc(r, r, r, 180, 270));
    }
    const pitch = width / (holes + 1);
    const radius = holeSize * Math.min(pitch, height / 2) * 0.8;
    for (let i = 1; i <= holes; i++) entities.push(dxfCircle(i * pitch, height / 2, radius));
    return entities;
  });

const read = (entities: string[][], blocks?: Record<string, string[][]>) =>
  readDrawing(dxfFile(entities, { insUnits: 4, blocks }));

const near = (actual: number, wanted: number) =>
  expect(Math.abs(actual - wanted)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(wanted)));

function sameMeasures(a: DrawingMeasures, b: DrawingMeasures, scale = 1): void {
  near(a.areaMm2, b.areaMm2 * scale * scale);
  near(a.cutLengthMm, b.cutLengthMm * scale);
  expect(a.pierces).toBe(b.pierces);
}

/** The same drawing placed by a block insert: moved, turned, scaled, perhaps mirrored. */
const placed = (
  entities: string[][],
  at: { x: number; y: number },
  scale: number,
  mirror: boolean,
  rotationDeg: number,
) => read([dxfInsert('PART', at, { sx: mirror ? -scale : scale, sy: scale, rotationDeg })], { PART: entities });

const position = fc.record({
  x: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
  y: fc.double({ min: -1e4, max: 1e4, noNaN: true }),
});

describe('measures follow the geometry', () => {
  it('moving, turning and mirroring keep area, cut length and pierces; scaling multiplies them by s² and s', () => {
    fc.assert(
      fc.property(
        plate,
        position,
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.boolean(),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (entities, at, scale, mirror, turn) => {
          sameMeasures(placed(entities, at, scale, mirror, turn), read(entities), scale);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('moving and mirroring keep width and height; a quarter turn swaps them', () => {
    fc.assert(
      fc.property(plate, position, fc.boolean(), (entities, at, mirror) => {
        const original = read(entities);
        const moved = placed(entities, at, 1, mirror, 0);
        near(moved.widthMm, original.widthMm);
        near(moved.heightMm, original.heightMm);
        const turned = placed(entities, at, 1, mirror, 90);
        near(turned.widthMm, original.heightMm);
        near(turned.heightMm, original.widthMm);
      }),
      { numRuns: 30 },
    );
  });
});

/** A LINE drawn from its other end: the same groups with start and end swapped. */
function backwards(entity: string[]): string[] {
  if (entity[1] !== 'LINE') return entity;
  const value = (code: string) => entity[entity.indexOf(code) + 1];
  return dxfLine(Number(value('11')), Number(value('21')), Number(value('10')), Number(value('20')));
}

describe('chaining', () => {
  it('does not depend on the order the entities come in or the way lines are drawn', () => {
    fc.assert(
      fc.property(
        plate.chain((entities) =>
          fc.tuple(
            fc.constant(entities),
            fc.shuffledSubarray(entities, { minLength: entities.length }),
            fc.array(fc.boolean(), { minLength: entities.length, maxLength: entities.length }),
          ),
        ),
        ([entities, shuffled, flips]) => {
          const again = read(shuffled.map((e, i) => (flips[i] ? backwards(e) : e)));
          const original = read(entities);
          sameMeasures(again, original);
          expect(again.checks).toEqual(original.checks);
        },
      ),
      { numRuns: 40 },
    );
  });
});
