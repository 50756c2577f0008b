import { heightLeft, horizontal, vertical, widthBelow } from '../dimension';
import { rectangle, reversed, slot } from '../draw';
import { feature, HEIGHT, SLOT_LENGTH, SLOT_WIDTH, WIDTH } from '../parameters';
import { notThinnerThanPlate, rule, slotLengthRules } from '../rules';
import type { Params, Point, ShapeDefinition } from '../types';

const SPACING = feature('s', 'Slot spacing (s)');

/** The two slots' centres: one above the other, s apart, centred on the plate. */
function slotCentres({ a, b, s }: Params): [Point, Point] {
  return [
    { x: a / 2, y: (b - s) / 2 },
    { x: a / 2, y: (b + s) / 2 },
  ];
}

/** A mounting plate with two parallel slots, so it can be bolted on and slid into place. */
export const slottedBracket: ShapeDefinition = {
  slug: 'slotted-bracket',
  name: 'Bracket with two slots',
  parameters: [WIDTH, HEIGHT, SLOT_LENGTH, SLOT_WIDTH, SPACING],
  defaults: { a: 200, b: 120, length: 100, c: 14, s: 60 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({
    outer: rectangle(0, 0, p.a, p.b),
    holes: slotCentres(p).map((centre) => reversed(slot(centre, p.length, p.c))),
  }),
  rules: (p, t) => {
    const along = rule(WIDTH, p.a, 'at least', 3 * t, 'leave room for a slot with the plate thickness at each end');
    const across = rule(
      HEIGHT,
      p.b,
      'at least',
      5 * t,
      'leave room for two slots with the plate thickness around them',
    );
    return [
      along,
      across,
      notThinnerThanPlate(SLOT_WIDTH, p.c, t),
      across
        ? undefined
        : rule(
            SLOT_WIDTH,
            p.c,
            'at most',
            (p.b - 3 * t) / 2,
            'leave at least the plate thickness of material between the slots and to each edge',
          ),
      along
        ? undefined
        : rule(SLOT_WIDTH, p.c, 'at most', p.a - 2 * t, 'leave at least the plate thickness at each end of a slot'),
      ...slotLengthRules(p, t, !along),
      rule(SPACING, p.s, 'at least', p.c + t, 'leave at least the plate thickness of material between the slots'),
      across
        ? undefined
        : rule(
            SPACING,
            p.s,
            'at most',
            p.b - p.c - 2 * t,
            'leave at least the plate thickness of material to each edge',
          ),
    ];
  },
  dimensions: (p, gap) => {
    const [lower, upper] = slotCentres(p);
    const r = p.c / 2;
    const end = upper.x + Math.max(0, (p.length - p.c) / 2);
    return [
      widthBelow('a', p.a, gap),
      heightLeft('b', p.b, gap),
      horizontal(
        'length',
        { x: upper.x - p.length / 2, y: upper.y },
        { x: upper.x + p.length / 2, y: upper.y },
        -(r + gap),
      ),
      vertical('c', { x: end, y: upper.y - r }, { x: end, y: upper.y + r }, r + gap),
      vertical('s', lower, upper, 0),
    ];
  },
};
