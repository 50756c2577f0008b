import { heightLeft, horizontal, widthBelow } from '../dimension';
import { circle, rectangle, reversed } from '../draw';
import { feature, HEIGHT, holeDiameter, shorterSide, WIDTH } from '../parameters';
import { notThinnerThanPlate, rule } from '../rules';
import type { Params, Point, ShapeDefinition } from '../types';

const HOLE = holeDiameter(500);
const INSET = feature('e', 'Hole inset (e)');

/** Hole centres, each `e` in from two edges, counter-clockwise from the bottom left. */
function centres({ a, b, e }: Params): Point[] {
  return [
    { x: e, y: e },
    { x: a - e, y: e },
    { x: a - e, y: b - e },
    { x: e, y: b - e },
  ];
}

export const basePlate: ShapeDefinition = {
  slug: 'base-plate',
  name: 'Base plate with four holes',
  parameters: [WIDTH, HEIGHT, HOLE, INSET],
  defaults: { a: 300, b: 300, c: 22, e: 40 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({
    outer: rectangle(0, 0, p.a, p.b),
    holes: centres(p).map((centre) => reversed(circle(centre, p.c / 2))),
  }),
  rules: (p, t) => {
    const shorter = shorterSide(p);
    const needed = 2 * p.c + 3 * t;
    return [
      rule(
        shorter.param,
        shorter.value,
        'at least',
        needed,
        'leave room for two holes with the plate thickness of material around them',
      ),
      notThinnerThanPlate(HOLE, p.c, t),
      rule(
        INSET,
        p.e,
        'at least',
        p.c / 2 + t,
        'leave at least the plate thickness of material between each hole and the edge',
      ),
      shorter.value >= needed
        ? rule(
            INSET,
            p.e,
            'at most',
            (shorter.value - p.c - t) / 2,
            'leave at least the plate thickness of material between the holes',
          )
        : undefined,
    ];
  },
  dimensions: (p, gap) => {
    const [, , topRight] = centres(p);
    const r = p.c / 2;
    return [
      widthBelow('a', p.a, gap),
      heightLeft('b', p.b, gap),
      horizontal('c', { x: topRight.x - r, y: topRight.y }, { x: topRight.x + r, y: topRight.y }, r + gap),
      horizontal('e', { x: 0, y: p.b - p.e }, { x: p.e, y: p.b - p.e }, 0),
    ];
  },
};
