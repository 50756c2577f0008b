import { across, heightLeft, widthBelow } from '../dimension';
import { circle, rectangle, reversed } from '../draw';
import { HEIGHT, holeDiameter, WIDTH } from '../parameters';
import { centredFeatureRules } from '../rules';
import type { ShapeDefinition } from '../types';

const HOLE = holeDiameter();

export const plateWithHole: ShapeDefinition = {
  slug: 'plate-with-hole',
  name: 'Rectangle with centre hole',
  parameters: [WIDTH, HEIGHT, HOLE],
  defaults: { a: 300, b: 200, c: 80 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({
    outer: rectangle(0, 0, p.a, p.b),
    holes: [reversed(circle({ x: p.a / 2, y: p.b / 2 }, p.c / 2))],
  }),
  rules: (p, t) => centredFeatureRules(p, HOLE, t).errors,
  dimensions: (p, gap) => [
    widthBelow('a', p.a, gap),
    heightLeft('b', p.b, gap),
    across('c', { x: p.a / 2, y: p.b / 2 }, p.c),
  ],
};
