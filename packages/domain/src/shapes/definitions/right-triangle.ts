import { heightLeft, widthBelow } from '../dimension';
import { BASE, side } from '../parameters';
import type { ShapeDefinition } from '../types';

const HEIGHT = side('b', 'Height (b)');

export const rightTriangle: ShapeDefinition = {
  slug: 'right-triangle',
  name: 'Right-angled triangle',
  parameters: [BASE, HEIGHT],
  defaults: { a: 300, b: 200 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({
    outer: [
      { x: 0, y: 0 },
      { x: p.a, y: 0 },
      { x: 0, y: p.b },
    ],
    holes: [],
  }),
  rules: () => [],
  dimensions: (p, gap) => [widthBelow('a', p.a, gap), heightLeft('b', p.b, gap)],
};
