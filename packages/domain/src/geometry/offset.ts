import { Clipper, EndType, FillRule, JoinType } from 'clipper2-ts';
import type { PathD } from 'clipper2-ts';
import type { Vec } from './vec';

/**
 * Offsets and polygon booleans, the one place the domain calls Clipper (clipper2-ts; why that one:
 * docs/decisions.md, "Nesting: parts on sheets").
 */

/** A point as the nester keeps it, [x, y] in mm. */
type Pair = readonly [number, number];

/** Decimal places Clipper keeps (0.1 µm). */
const PRECISION = 4;
/** Decimal places kept by a boolean whose area is compared with zero. */
const BOOLEAN_PRECISION = 6;

const pathOf = (ring: readonly Pair[]): PathD => ring.map(([x, y]) => ({ x, y }));

/**
 * The material grown by `by` all round (its holes shrink by as much, and vanish if too small), corners rounded.
 * Clipper puts its arc points on the arc, so its chords cut inside the true offset by up to the arc tolerance:
 * growing by twice that (rounding to PRECISION included) keeps the result around the true offset.
 * The rings are the outline first, then its holes, either way round; the result's outline runs
 * counter-clockwise, its holes clockwise.
 */
export function grown(rings: readonly (readonly Pair[])[], by: number): [number, number][][] {
  if (by <= 0) return rings.map((ring) => ring.map(([x, y]): [number, number] => [x, y]));
  const tolerance = Math.max(by / 200, 10 ** -PRECISION);
  const paths = rings.map((ring, i) => {
    const path = pathOf(ring);
    return Clipper.areaD(path) > 0 === (i === 0) ? path : path.reverse();
  });
  const result = Clipper.inflatePathsD(
    paths,
    by + 2 * tolerance,
    JoinType.Round,
    EndType.Polygon,
    2,
    PRECISION,
    tolerance,
  )
    .map((path) => ({ path, area: Clipper.areaD(path) }))
    .sort((a, b) => Math.abs(b.area) - Math.abs(a.area));
  const [outline, ...rest] = result;
  return [outline, ...rest.filter((ring) => ring.area < 0)].map(({ path }) =>
    path.map((p): [number, number] => [p.x, p.y]),
  );
}

/** The area enclosed by one ring, whichever way round it runs. */
export const ringArea = (ring: readonly Vec[]): number => Math.abs(Clipper.areaD(ring as PathD));

/**
 * The area two shapes share, each given as rings (an outline and its holes). Even-odd reads holes as
 * holes however the rings run; non-zero suits single outlines that may cross themselves.
 */
export function overlapArea(
  a: readonly (readonly Vec[])[],
  b: readonly (readonly Vec[])[],
  fill: 'even-odd' | 'non-zero',
): number {
  const rule = fill === 'even-odd' ? FillRule.EvenOdd : FillRule.NonZero;
  return Math.abs(Clipper.areaPathsD(Clipper.intersectD(a as PathD[], b as PathD[], rule, BOOLEAN_PRECISION)));
}
