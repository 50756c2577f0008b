import { aligned, widthBelow } from '../dimension';
import { BASE, side } from '../parameters';
import { rule } from '../rules';
import type { Params, Point, ShapeDefinition } from '../types';

const SIDES = side('b', 'Equal sides (b)');

function corners(p: Params): [Point, Point, Point] {
  const height = Math.sqrt(p.b * p.b - (p.a * p.a) / 4);
  return [
    { x: 0, y: 0 },
    { x: p.a, y: 0 },
    { x: p.a / 2, y: height },
  ];
}

export const isoscelesTriangle: ShapeDefinition = {
  slug: 'isosceles-triangle',
  name: 'Isosceles triangle',
  parameters: [BASE, SIDES],
  defaults: { a: 300, b: 250 },
  extentKeys: { x: ['a'], y: ['b', 'a'] },
  outline: (p) => ({ outer: corners(p), holes: [] }),
  rules: (p) => [rule(SIDES, p.b, 'more than', p.a / 2, 'be longer than half the base for the sides to meet')],
  dimensions: (p, gap) => {
    const [, right, apex] = corners(p);
    return [widthBelow('a', p.a, gap), aligned('b', right, apex, gap)];
  },
};
