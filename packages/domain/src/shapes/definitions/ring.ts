import { across, horizontal } from '../dimension';
import { circle, reversed } from '../draw';
import { feature, OUTER_DIAMETER } from '../parameters';
import { notThinnerThanPlate, roomForHole, rule } from '../rules';
import type { ShapeDefinition } from '../types';

const INNER = feature('b', 'Inner diameter (b)');

export const ring: ShapeDefinition = {
  slug: 'ring',
  name: 'Ring (washer)',
  parameters: [OUTER_DIAMETER, INNER],
  defaults: { a: 200, b: 100 },
  extentKeys: { x: ['a'], y: ['a'] },
  outline: (p) => {
    const center = { x: p.a / 2, y: p.a / 2 };
    return { outer: circle(center, p.a / 2), holes: [reversed(circle(center, p.b / 2))] };
  },
  rules: (p, t) => [
    roomForHole(OUTER_DIAMETER, p.a, t),
    rule(INNER, p.b, 'less than', p.a, 'be smaller than the outer diameter'),
    notThinnerThanPlate(INNER, p.b, t),
    p.a >= 3 * t
      ? rule(INNER, p.b, 'at most', p.a - 2 * t, 'be no larger than the outer diameter minus twice the thickness')
      : undefined,
  ],
  dimensions: (p, gap) => {
    const r = p.a / 2;
    return [horizontal('a', { x: 0, y: r }, { x: p.a, y: r }, r + gap), across('b', { x: r, y: r }, p.b)];
  },
};
