import { across, heightLeft, widthBelow } from '../dimension';
import { rectangle, reversed } from '../draw';
import { feature, HEIGHT, WIDTH } from '../parameters';
import { centredFeatureRules } from '../rules';
import type { ShapeDefinition } from '../types';

/** Square corners: the laser leaves only its kerf's radius inside them. */
const CUT_OUT = feature('c', 'Cut-out side (c)');

export const plateWithSquareCutout: ShapeDefinition = {
  slug: 'plate-with-square-cutout',
  name: 'Rectangle with square cut-out',
  parameters: [WIDTH, HEIGHT, CUT_OUT],
  defaults: { a: 300, b: 200, c: 100 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: ({ a, b, c }) => ({
    outer: rectangle(0, 0, a, b),
    holes: [reversed(rectangle((a - c) / 2, (b - c) / 2, c, c))],
  }),
  rules: (p, t) => centredFeatureRules(p, CUT_OUT, t).errors,
  dimensions: (p, gap) => [
    widthBelow('a', p.a, gap),
    heightLeft('b', p.b, gap),
    across('c', { x: p.a / 2, y: p.b / 2 }, p.c),
  ],
};
