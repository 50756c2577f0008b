import { aligned, angle, horizontal } from '../dimension';
import { toRad } from '../draw';
import { ANGLE, BASE, side } from '../parameters';
import type { Params, Point, ShapeDefinition } from '../types';

const SIDE = side('b', 'Side (b)');

/** Base a along x, sides b leaning at the given angle to it. */
function corners(p: Params): Point[] {
  const dx = p.b * Math.cos(toRad(p.Angle));
  const dy = p.b * Math.sin(toRad(p.Angle));
  const shift = Math.max(0, -dx);
  return [
    { x: shift, y: 0 },
    { x: shift + p.a, y: 0 },
    { x: shift + p.a + dx, y: dy },
    { x: shift + dx, y: dy },
  ];
}

export const parallelogram: ShapeDefinition = {
  slug: 'parallelogram',
  name: 'Parallelogram',
  parameters: [BASE, SIDE, ANGLE],
  defaults: { a: 400, b: 200, Angle: 60 },
  extentKeys: { x: ['a', 'b', 'Angle'], y: ['b', 'Angle'] },
  outline: (p) => ({ outer: corners(p), holes: [] }),
  rules: () => [],
  dimensions: (p, gap) => {
    const [a, b, , d] = corners(p);
    return [
      horizontal('a', a, b, gap),
      aligned('b', d, a, gap),
      angle('Angle', a, 0, p.Angle, Math.min(p.a, p.b) * 0.3),
    ];
  },
};
