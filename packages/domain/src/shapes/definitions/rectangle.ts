import { heightLeft, widthBelow } from '../dimension';
import { rectangle as rect } from '../draw';
import { HEIGHT, WIDTH } from '../parameters';
import type { ShapeDefinition } from '../types';

export const rectangle: ShapeDefinition = {
  slug: 'rectangle',
  name: 'Rectangle plate',
  parameters: [WIDTH, HEIGHT],
  defaults: { a: 500, b: 300 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({ outer: rect(0, 0, p.a, p.b), holes: [] }),
  rules: () => [],
  dimensions: (p, gap) => [widthBelow('a', p.a, gap), heightLeft('b', p.b, gap)],
};
