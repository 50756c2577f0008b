import { horizontal, across, leader } from '../dimension';
import { circle, reversed } from '../draw';
import { count, feature, OUTER_DIAMETER } from '../parameters';
import { notThinnerThanPlate, rule } from '../rules';
import type { Params, Point, ShapeDefinition } from '../types';

const BORE = feature('b', 'Bore diameter (b)');
const PCD = feature('PCD', 'Pitch circle diameter (PCD)');
const BOLT_HOLE = feature('c', 'Bolt hole diameter (c)', 500);
const BOLT_HOLES = count('n', 'Number of bolt holes (n)', 3, 36);

/** Centre of hole i of n on the pitch circle: evenly spaced, none on the horizontal centre line. */
function boltCentre({ a, PCD: pcd, n }: Params, i: number): Point {
  const angle = ((2 * i + 1) * Math.PI) / n;
  return { x: a / 2 + (pcd / 2) * Math.cos(angle), y: a / 2 + (pcd / 2) * Math.sin(angle) };
}

/** Neighbouring holes' centres are PCD·sin(π/n) apart; a hole and the plate thickness must fit between. */
const pitchNeeded = (p: Params, t: number): number => p.c + t;

export const flange: ShapeDefinition = {
  slug: 'flange',
  name: 'Flange with bolt holes',
  parameters: [OUTER_DIAMETER, BORE, PCD, BOLT_HOLE, BOLT_HOLES],
  defaults: { a: 200, b: 100, PCD: 160, c: 18, n: 8 },
  extentKeys: { x: ['a'], y: ['a'] },
  outline: (p) => {
    const centre = { x: p.a / 2, y: p.a / 2 };
    const bolts = Array.from({ length: p.n }, (_, i) => reversed(circle(boltCentre(p, i), p.c / 2)));
    return { outer: circle(centre, p.a / 2), holes: [reversed(circle(centre, p.b / 2)), ...bolts] };
  },
  rules: (p, t) => {
    const pitch = pitchNeeded(p, t);
    // Below this pitch circle not even the fewest holes fit, so their number cannot be the fix.
    const fewest = pitch / Math.sin(Math.PI / BOLT_HOLES.min);
    return [
      notThinnerThanPlate(BOLT_HOLE, p.c, t),
      notThinnerThanPlate(BORE, p.b, t),
      rule(
        PCD,
        p.PCD,
        'at least',
        p.b + p.c + 2 * t,
        'leave at least the plate thickness of material between the bore and the bolt holes',
      ),
      rule(PCD, p.PCD, 'at least', fewest, 'leave room for three bolt holes with the plate thickness between them'),
      rule(
        OUTER_DIAMETER,
        p.a,
        'at least',
        p.PCD + p.c + 2 * t,
        'leave at least the plate thickness of material outside the bolt holes',
      ),
      p.PCD >= fewest
        ? rule(
            BOLT_HOLES,
            p.n,
            'at most',
            Math.PI / Math.asin(pitch / p.PCD),
            'leave at least the plate thickness of material between neighbouring bolt holes',
          )
        : undefined,
    ];
  },
  dimensions: (p, gap) => {
    const r = p.a / 2;
    const centre = { x: r, y: r };
    // c on the last hole (lower right), n on the one just below the centre line on the left.
    const sized = boltCentre(p, p.n - 1);
    const counted = boltCentre(p, Math.floor(p.n / 2));
    const out = { x: (counted.x - r) / (p.PCD / 2), y: (counted.y - r) / (p.PCD / 2) };
    const along = (distance: number) => ({ x: r + out.x * distance, y: r + out.y * distance });
    return [
      horizontal('a', { x: 0, y: r }, { x: p.a, y: r }, r + gap),
      horizontal('PCD', { x: r - p.PCD / 2, y: r }, { x: r + p.PCD / 2, y: r }, -(r + gap)),
      across('b', centre, p.b),
      across('c', sized, p.c),
      leader('n', along((p.PCD + p.c) / 2), along(r + gap)),
    ];
  },
};
