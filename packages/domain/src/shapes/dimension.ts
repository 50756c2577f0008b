import type { AngleDimension, LeaderDimension, LinearDimension, Point } from './types';

/** Measures along x; a positive offset puts the dimension line below `from`. */
export function horizontal(key: string, from: Point, to: Point, offset: number): LinearDimension {
  return { kind: 'linear', key, from, to, angle: 0, offset };
}

/** Measures along y; a positive offset puts the dimension line right of `from`. */
export function vertical(key: string, from: Point, to: Point, offset: number): LinearDimension {
  return { kind: 'linear', key, from, to, angle: 90, offset };
}

/** Measures the true distance; a positive offset is on the right when walking from `from` to `to`. */
export function aligned(key: string, from: Point, to: Point, offset: number): LinearDimension {
  return { kind: 'linear', key, from, to, offset };
}

export function angle(key: string, vertex: Point, startDeg: number, endDeg: number, radius: number): AngleDimension {
  return { kind: 'angle', key, vertex, startDeg, endDeg, radius };
}

/** Width (key) under a part that starts at the origin. */
export function widthBelow(key: string, width: number, gap: number): LinearDimension {
  return horizontal(key, { x: 0, y: 0 }, { x: width, y: 0 }, gap);
}

/** Height (key) left of a part that starts at the origin. */
export function heightLeft(key: string, height: number, gap: number): LinearDimension {
  return vertical(key, { x: 0, y: 0 }, { x: 0, y: height }, -gap);
}

/** A diameter drawn across a circle through its centre. */
export function across(key: string, center: Point, diameter: number): LinearDimension {
  return horizontal(key, { x: center.x - diameter / 2, y: center.y }, { x: center.x + diameter / 2, y: center.y }, 0);
}

/** A line from `tip` on a feature out to `end`, labelled beyond it (how many such features). */
export function leader(key: string, tip: Point, end: Point): LeaderDimension {
  return { kind: 'leader', key, tip, end };
}
