import { aligned, heightLeft, widthBelow } from '../dimension';
import { arc, cleanRing } from '../draw';
import { feature, HEIGHT, WIDTH } from '../parameters';
import { rule } from '../rules';
import type { ShapeDefinition } from '../types';

const RADIUS = feature('r', 'Corner radius (r)');

export const roundedRectangle: ShapeDefinition = {
  slug: 'rounded-rectangle',
  name: 'Rectangle with rounded corners',
  parameters: [WIDTH, HEIGHT, RADIUS],
  defaults: { a: 400, b: 250, r: 30 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: ({ a, b, r }) => ({
    outer: cleanRing([
      ...arc({ x: a - r, y: r }, r, -Math.PI / 2, 0),
      ...arc({ x: a - r, y: b - r }, r, 0, Math.PI / 2),
      ...arc({ x: r, y: b - r }, r, Math.PI / 2, Math.PI),
      ...arc({ x: r, y: r }, r, Math.PI, (3 * Math.PI) / 2),
    ]),
    holes: [],
  }),
  rules: (p) => [rule(RADIUS, p.r, 'at most', Math.min(p.a, p.b) / 2, 'be no more than half the shorter side')],
  dimensions: ({ a, b, r }, gap) => {
    const center = { x: a - r, y: b - r };
    const onArc = { x: center.x + r * Math.SQRT1_2, y: center.y + r * Math.SQRT1_2 };
    return [widthBelow('a', a, gap), heightLeft('b', b, gap), aligned('r', center, onArc, 0)];
  },
};
