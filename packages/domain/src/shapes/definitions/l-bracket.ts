import { heightLeft, vertical, widthBelow } from '../dimension';
import { feature, HEIGHT, shorterSide, WIDTH } from '../parameters';
import { notThinnerThanPlate, rule } from '../rules';
import type { ShapeDefinition } from '../types';

const LEG = feature('c', 'Leg width (c)');

export const lBracket: ShapeDefinition = {
  slug: 'l-bracket',
  name: 'L-bracket',
  parameters: [WIDTH, HEIGHT, LEG],
  defaults: { a: 300, b: 200, c: 60 },
  extentKeys: { x: ['a'], y: ['b'] },
  outline: (p) => ({
    outer: [
      { x: 0, y: 0 },
      { x: p.a, y: 0 },
      { x: p.a, y: p.c },
      { x: p.c, y: p.c },
      { x: p.c, y: p.b },
      { x: 0, y: p.b },
    ],
    holes: [],
  }),
  rules: (p, t) => {
    const shorter = shorterSide(p);
    const roomy = shorter.value >= 2 * t;
    return [
      rule(
        shorter.param,
        shorter.value,
        'at least',
        2 * t,
        'leave room for a leg and an inside corner as wide as the plate is thick',
      ),
      notThinnerThanPlate(LEG, p.c, t),
      roomy
        ? rule(LEG, p.c, 'at most', shorter.value - t, 'leave an inside corner at least the plate thickness wide')
        : undefined,
    ];
  },
  dimensions: (p, gap) => [
    widthBelow('a', p.a, gap),
    heightLeft('b', p.b, gap),
    vertical('c', { x: p.a, y: 0 }, { x: p.a, y: p.c }, gap),
  ],
};
