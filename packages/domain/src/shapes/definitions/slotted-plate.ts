import { heightLeft, horizontal, vertical, widthBelow } from '../dimension';
import { rectangle, reversed, slot } from '../draw';
import { HEIGHT, SLOT_LENGTH, SLOT_WIDTH, WIDTH } from '../parameters';
import { centredFeatureRules, slotLengthRules } from '../rules';
import type { ShapeDefinition } from '../types';

export const slottedPlate: ShapeDefinition = {
  slug: 'slotted-plate',
  name: 'Plate with slot',
  parameters: [WIDTH, HEIGHT, SLOT_LENGTH, SLOT_WIDTH],
  defaults: { a: 300, b: 150, length: 120, c: 30 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({
    outer: rectangle(0, 0, p.a, p.b),
    holes: [reversed(slot({ x: p.a / 2, y: p.b / 2 }, p.length, p.c))],
  }),
  rules: (p, t) => {
    const { errors, roomy } = centredFeatureRules(p, SLOT_WIDTH, t);
    return [...errors, ...slotLengthRules(p, t, roomy)];
  },
  dimensions: (p, gap) => {
    const [cx, cy, r] = [p.a / 2, p.b / 2, p.c / 2];
    const end = cx + Math.max(0, (p.length - p.c) / 2);
    return [
      widthBelow('a', p.a, gap),
      heightLeft('b', p.b, gap),
      horizontal('length', { x: cx - p.length / 2, y: cy }, { x: cx + p.length / 2, y: cy }, -(r + gap)),
      vertical('c', { x: end, y: cy - r }, { x: end, y: cy + r }, r + gap),
    ];
  },
};
