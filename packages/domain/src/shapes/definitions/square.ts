import { widthBelow } from '../dimension';
import { rectangle } from '../draw';
import { mm } from '../parameters';
import type { ShapeDefinition } from '../types';

const SIDE = mm('a', 'Side (a)', 15, 1500);

export const square: ShapeDefinition = {
  slug: 'square',
  name: 'Square plate',
  parameters: [SIDE],
  defaults: { a: 200 },
  extentKeys: { x: ['a'], y: ['a'] },
  outline: (p) => ({ outer: rectangle(0, 0, p.a, p.a), holes: [] }),
  rules: () => [],
  dimensions: (p, gap) => [widthBelow('a', p.a, gap)],
};
