import { Clipper, EndType, JoinType } from 'clipper2-ts';
import type { Point, Rings } from './geometry';
import { signedArea } from './geometry';

/** Decimal places Clipper keeps (0.1 µm). */
const PRECISION = 4;

/**
 * The material grown by `by` all round (its holes shrink by as much, and vanish if too small), corners rounded.
 * Clipper puts its arc points on the arc, so its chords cut inside the true offset by up to the arc tolerance:
 * growing by twice that (rounding to PRECISION included) keeps the result around the true offset.
 */
export function grown(rings: Rings, by: number): Point[][] {
  if (by <= 0) return rings.map((ring) => [...ring]);
  const tolerance = Math.max(by / 200, 10 ** -PRECISION);
  const paths = rings.map((ring, i) => {
    const points = ring.map(([x, y]) => ({ x, y }));
    return signedArea(ring) > 0 === (i === 0) ? points : points.reverse();
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
    .map((path) => path.map((p): Point => [p.x, p.y]))
    .sort((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)));
  const [outline, ...rest] = result;
  return [outline, ...rest.filter((ring) => signedArea(ring) < 0)];
}
