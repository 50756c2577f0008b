import { across } from '../dimension';
import { circle as round } from '../draw';
import { mm } from '../parameters';
import type { ShapeDefinition } from '../types';

const DIAMETER = mm('a', 'Diameter (a)', 15, 1500);

export const circle: ShapeDefinition = {
  slug: 'circle',
  name: 'Circle (disc)',
  parameters: [DIAMETER],
  defaults: { a: 300 },
  extentKeys: { x: ['a'], y: ['a'] },
  outline: (p) => ({ outer: round({ x: p.a / 2, y: p.a / 2 }, p.a / 2), holes: [] }),
  rules: () => [],
  dimensions: (p) => [across('a', { x: p.a / 2, y: p.a / 2 }, p.a)],
};
