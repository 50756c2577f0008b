import { vertical } from '../dimension';
import { mm } from '../parameters';
import type { Point, ShapeDefinition } from '../types';

const ACROSS_FLATS = mm('a', 'Across flats (a)', 15, 1500);

/** Flats top and bottom; corners lie at a / √3 from the centre. */
function corners(acrossFlats: number): Point[] {
  const r = acrossFlats / Math.sqrt(3);
  return Array.from({ length: 6 }, (_, i) => ({
    x: r + r * Math.cos((i * Math.PI) / 3),
    y: acrossFlats / 2 + r * Math.sin((i * Math.PI) / 3),
  }));
}

export const hexagon: ShapeDefinition = {
  slug: 'hexagon',
  name: 'Regular hexagon',
  parameters: [ACROSS_FLATS],
  defaults: { a: 200 },
  extentKeys: { x: ['a'], y: ['a'] },
  outline: (p) => ({ outer: corners(p.a), holes: [] }),
  rules: () => [],
  dimensions: (p, gap) => {
    const [right, topRight, , , , bottomRight] = corners(p.a);
    return [vertical('a', bottomRight, topRight, right.x - bottomRight.x + gap)];
  },
};
