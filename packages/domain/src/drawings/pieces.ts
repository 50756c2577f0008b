import type { Conic } from '../geometry/arc';
import type { Budget } from './budget';
import { spendPoints } from './budget';
import { conicAreaTerm, conicBox, conicLength, conicPoint, conicPoints, conicSteps } from '../geometry/arc';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { cross, distance, sub } from '../geometry/vec';
import { emptyBox, extendBox } from '../geometry/box';

export interface Line {
  kind: 'line';
  a: Vec;
  b: Vec;
}

/** A spline, already followed closely enough (see FLATTEN_MM) that its chords are the cut. */
export interface Path {
  kind: 'path';
  points: Vec[];
}

/** One drawn stretch of the cut, in millimetres. */
export type Piece = Line | Conic | Path;

export const startOf = (p: Piece): Vec =>
  p.kind === 'line' ? p.a : p.kind === 'conic' ? conicPoint(p, p.t0) : p.points[0];

export const endOf = (p: Piece): Vec =>
  p.kind === 'line' ? p.b : p.kind === 'conic' ? conicPoint(p, p.t1) : p.points[p.points.length - 1];

export function reversePiece(p: Piece): Piece {
  if (p.kind === 'line') return { kind: 'line', a: p.b, b: p.a };
  if (p.kind === 'conic') return { ...p, t0: p.t1, t1: p.t0 };
  return { kind: 'path', points: [...p.points].reverse() };
}

function polylineLength(points: Vec[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1], points[i]);
  return total;
}

export function pieceLength(p: Piece): number {
  if (p.kind === 'line') return distance(p.a, p.b);
  return p.kind === 'conic' ? conicLength(p) : polylineLength(p.points);
}

/**
 * ½∫(x dy − y dx) along the piece, measured from `origin`: summed round a closed contour, its
 * signed area (Green's theorem). An origin near the contour keeps far-off coordinates from
 * drowning the area in rounding.
 */
export function areaTerm(p: Piece, origin: Vec): number {
  if (p.kind === 'line') return cross(sub(p.a, origin), sub(p.b, origin)) / 2;
  if (p.kind === 'conic') return conicAreaTerm({ ...p, c: sub(p.c, origin) });
  let twice = 0;
  for (let i = 1; i < p.points.length; i++) twice += cross(sub(p.points[i - 1], origin), sub(p.points[i], origin));
  return twice / 2;
}

export function pieceBox(p: Piece): Box {
  if (p.kind === 'conic') return conicBox(p);
  const box = emptyBox();
  for (const point of p.kind === 'line' ? [p.a, p.b] : p.points) extendBox(box, point);
  return box;
}

/**
 * Points along the piece within `tolerance` of it, both ends included (arcs: see conicPoints),
 * charged to the budget before they are made.
 */
export function piecePoints(p: Piece, tolerance: number, budget: Budget, maxTurn?: number): Vec[] {
  if (p.kind === 'line') return [p.a, p.b];
  if (p.kind === 'path') {
    spendPoints(budget, p.points.length);
    return p.points;
  }
  spendPoints(budget, conicSteps(p, tolerance, maxTurn) + 1);
  return conicPoints(p, tolerance, maxTurn);
}

/** The piece moved by `by`: the drawing is measured from its lower-left corner, as the preview shows it. */
export function movePiece(p: Piece, by: Vec): Piece {
  const move = (q: Vec): Vec => ({ x: q.x + by.x, y: q.y + by.y });
  if (p.kind === 'line') return { kind: 'line', a: move(p.a), b: move(p.b) };
  if (p.kind === 'conic') return { ...p, c: move(p.c) };
  return { kind: 'path', points: p.points.map(move) };
}
