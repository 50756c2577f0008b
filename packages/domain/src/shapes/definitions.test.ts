import { describe, expect, it } from 'vitest';
import { findShapeBySlug } from './catalogue';
import { boundingBox } from './geometry';
import { outlineProblems } from './polygon';
import type { Params } from './types';
import { validate } from './validate';

/** Limits where arcs meet or vanish: the outline must stay sound there. */
describe.each([
  ['rounded-rectangle', { a: 100, b: 50, r: 25 }, 2, 'corners meeting in a half circle'],
  ['slotted-plate', { a: 100, b: 50, length: 30, c: 30 }, 2, 'a slot as long as it is wide'],
  ['ring', { a: 50, b: 36 }, 7, 'a web of exactly the thickness'],
  ['l-bracket', { a: 100, b: 50, c: 45 }, 5, 'an inside corner of exactly the thickness'],
  ['triangle', { a: 100, b: 80, Angle: 150 }, 2, 'an obtuse angle'],
  ['parallelogram', { a: 100, b: 100, Angle: 170 }, 2, 'a steep lean'],
  ['flange', { a: 78, b: 18, PCD: 48, c: 18, n: 6 }, 6, 'every web exactly the thickness'],
  ['plate-with-square-cutout', { a: 100, b: 50, c: 40 }, 5, 'a cut-out leaving exactly the thickness'],
  ['slotted-bracket', { a: 100, b: 35, length: 90, c: 10, s: 15 }, 5, 'slots leaving exactly the thickness'],
  ['slotted-bracket', { a: 100, b: 60, length: 20, c: 20, s: 30 }, 5, 'slots as long as they are wide'],
])('%s %o at %s mm (%s)', (slug: string, params: Params, thickness: number, _case: string) => {
  const shape = findShapeBySlug(slug)!;

  it('is accepted and cuttable', () => {
    expect(validate(shape, params, thickness)).toEqual([]);
    const outline = shape.outline(params);
    expect(outlineProblems(outline, thickness - 0.05)).toEqual([]);
    expect(boundingBox(outline)).toMatchObject({ minX: expect.closeTo(0, 9), minY: expect.closeTo(0, 9) });
  });
});

it('turns a slot as long as it is wide into a round hole', () => {
  const { holes } = findShapeBySlug('slotted-plate')!.outline({ a: 100, b: 50, length: 30, c: 30 });
  const centre = { x: 50, y: 25 };
  for (const p of holes[0]) expect(Math.hypot(p.x - centre.x, p.y - centre.y)).toBeCloseTo(15, 9);
});
