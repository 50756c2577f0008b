import { heightLeft, horizontal, vertical, widthBelow } from '../dimension';
import { arc, circle, cleanRing, rectangle, reversed } from '../draw';
import { feature, HEIGHT, WIDTH } from '../parameters';
import { centredFeatureRules, rule } from '../rules';
import type { Params, Ring, ShapeDefinition } from '../types';

const SLOT_LENGTH = feature('length', 'Slot length', 3000);
const SLOT_WIDTH = feature('c', 'Slot width (c)');

/** Below this the straight part vanishes and the slot is a round hole. */
const ROUND_SLOT_MM = 0.01;

/** A horizontal slot with round ends, centred on the plate, counter-clockwise. */
function slot(p: Params): Ring {
  const r = p.c / 2;
  const straight = (p.length - p.c) / 2;
  const cy = p.b / 2;
  if (straight < ROUND_SLOT_MM) return circle({ x: p.a / 2, y: cy }, r);
  return cleanRing([
    ...arc({ x: p.a / 2 + straight, y: cy }, r, -Math.PI / 2, Math.PI / 2),
    ...arc({ x: p.a / 2 - straight, y: cy }, r, Math.PI / 2, (3 * Math.PI) / 2),
  ]);
}

export const slottedPlate: ShapeDefinition = {
  slug: 'slotted-plate',
  name: 'Plate with slot',
  parameters: [WIDTH, HEIGHT, SLOT_LENGTH, SLOT_WIDTH],
  defaults: { a: 300, b: 150, length: 120, c: 30 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({ outer: rectangle(0, 0, p.a, p.b), holes: [reversed(slot(p))] }),
  rules: (p, t) => {
    const { errors, roomy } = centredFeatureRules(p, SLOT_WIDTH, t);
    return [
      ...errors,
      rule(SLOT_LENGTH, p.length, 'at least', p.c, 'not be shorter than the slot width'),
      roomy
        ? rule(
            SLOT_LENGTH,
            p.length,
            'at most',
            p.a - 2 * t,
            'leave at least the plate thickness of material at each end',
          )
        : undefined,
    ];
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
