import { aligned, angle, horizontal } from '../dimension';
import { toRad } from '../draw';
import { ANGLE, BASE, side } from '../parameters';
import type { Params, Point, ShapeDefinition } from '../types';

const SIDE = side('b', 'Side (b)');

/** Base a along x, side b rising from its left end at the given angle: always a closed triangle. */
function corners(p: Params): [Point, Point, Point] {
  const cx = p.b * Math.cos(toRad(p.Angle));
  const shift = Math.max(0, -cx);
  return [
    { x: shift, y: 0 },
    { x: shift + p.a, y: 0 },
    { x: shift + cx, y: p.b * Math.sin(toRad(p.Angle)) },
  ];
}

export const triangle: ShapeDefinition = {
  slug: 'triangle',
  name: 'Triangle',
  parameters: [BASE, SIDE, ANGLE],
  defaults: { a: 400, b: 300, Angle: 60 },
  extentKeys: { x: ['a', 'Angle'], y: ['b', 'Angle'] },
  outline: (p) => ({ outer: corners(p), holes: [] }),
  rules: () => [],
  dimensions: (p, gap) => {
    const [a, b, c] = corners(p);
    return [
      horizontal('a', a, b, gap),
      aligned('b', c, a, gap),
      angle('Angle', a, 0, p.Angle, Math.min(p.a, p.b) * 0.3),
    ];
  },
};
