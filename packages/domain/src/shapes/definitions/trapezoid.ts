import { horizontal, vertical, widthBelow } from '../dimension';
import { side } from '../parameters';
import { rule } from '../rules';
import type { Params, Point, ShapeDefinition } from '../types';

const BOTTOM = side('a', 'Bottom width (a)');
const TOP = side('b', 'Top width (b)');
const HEIGHT = side('h', 'Height (h)');

/** Symmetric: the top is centred over the bottom. */
function corners(p: Params): Point[] {
  const inset = (p.a - p.b) / 2;
  return [
    { x: 0, y: 0 },
    { x: p.a, y: 0 },
    { x: p.a - inset, y: p.h },
    { x: inset, y: p.h },
  ];
}

export const trapezoid: ShapeDefinition = {
  slug: 'trapezoid',
  name: 'Trapezoid',
  parameters: [BOTTOM, TOP, HEIGHT],
  defaults: { a: 400, b: 250, h: 200 },
  extentKeys: { x: ['a'], y: ['h'] },
  outline: (p) => ({ outer: corners(p), holes: [] }),
  rules: (p) => [rule(TOP, p.b, 'less than', p.a, 'be shorter than the bottom width')],
  dimensions: (p, gap) => {
    const [, bottomRight, topRight, topLeft] = corners(p);
    return [
      widthBelow('a', p.a, gap),
      horizontal('b', topLeft, topRight, -gap),
      vertical('h', bottomRight, topRight, gap),
    ];
  },
};
