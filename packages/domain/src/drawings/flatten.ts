import type { Affine, Vec3 } from './affine';
import { apply, applyLinear, compose, IDENTITY, ocsToWcs, rotation, scaling, translation } from './affine';
import type { Budget } from './budget';
import { spendPieces } from './budget';
import type { Conic } from '../geometry/arc';
import { bulgeArc, circleArc } from '../geometry/arc';
import { DrawingError } from './errors';
import { MAX_BLOCK_DEPTH, MAX_COORDINATE_MM } from './limits';
import { FLATTEN_MM } from '../geometry/tolerances';
import { where } from './messages';
import type { Piece } from './pieces';
import { pieceBox } from './pieces';
import type { DxfSource, SourceEntity, Vertex } from './source';
import { splineIsSound, splinePoints } from './spline';
import type { Vec } from '../geometry/vec';
import { distance } from '../geometry/vec';

const TURN = 2 * Math.PI;

export interface Flattened {
  pieces: Piece[];
  /** Kinds left out, with how many, blocks' contents counted once per insert. */
  ignored: Map<string, number>;
}

interface Walk {
  source: DxfSource;
  budget: Budget;
  out: Flattened;
}

/**
 * Where an arc run counter-clockwise from start ends, as ARC stores it: the end may be below the
 * start, and equal ends make a whole turn. The sweep is reduced to one turn before it is added.
 */
function ccwEnd(start: number, end: number): number {
  const sweep = (((end - start) % TURN) + TURN) % TURN;
  return start + (sweep === 0 ? TURN : sweep);
}

function transformConic(k: Conic, m: Affine): Conic {
  return { ...k, c: apply(m, k.c), u: applyLinear(m, k.u), v: applyLinear(m, k.v) };
}

/**
 * A bulge this small bends a 3 m edge by under 2 nm: the edge is straight. Exporters write such
 * bulges as rounding noise, and 1e-300 would put the arc's centre 1e300 edges away.
 */
const STRAIGHT_BULGE = 1e-9;

function polylinePieces(vertices: Vertex[], closed: boolean): Piece[] {
  const edges = closed ? vertices.length : vertices.length - 1;
  const pieces: Piece[] = [];
  for (let i = 0; i < edges; i++) {
    const [p, q] = [vertices[i], vertices[(i + 1) % vertices.length]];
    if (distance(p, q) === 0) continue;
    pieces.push(
      Math.abs(p.bulge) < STRAIGHT_BULGE
        ? { kind: 'line', a: { x: p.x, y: p.y }, b: { x: q.x, y: q.y } }
        : bulgeArc(p, q, p.bulge),
    );
  }
  return pieces;
}

function ellipse(e: Extract<SourceEntity, { type: 'ELLIPSE' }>): Conic {
  const { major: m, normal: n, ratio } = e;
  // The minor axis is normal × major, scaled; seen from above it fixes which way the arc runs.
  const minor = { x: (n.y * m.z - n.z * m.y) * ratio, y: (n.z * m.x - n.x * m.z) * ratio };
  const size = Math.hypot(n.x, n.y, n.z);
  const v = { x: minor.x / size, y: minor.y / size };
  return {
    kind: 'conic',
    c: e.center,
    u: { x: m.x, y: m.y },
    v,
    t0: e.startParam,
    t1: ccwEnd(e.startParam, e.endParam),
  };
}

function place(piece: Piece, m: Affine): Piece {
  if (piece.kind === 'line') return { kind: 'line', a: apply(m, piece.a), b: apply(m, piece.b) };
  if (piece.kind === 'conic') return transformConic(piece, m);
  return { kind: 'path', points: piece.points.map((p) => apply(m, p)) };
}

const inOcs = (m: Affine, normal: Vec3): Affine => compose(m, ocsToWcs(normal));

const far = (p: Vec): boolean => !(Math.max(Math.abs(p.x), Math.abs(p.y)) <= MAX_COORDINATE_MM);

/** The point a piece reaches beyond MAX_COORDINATE_MM: an end of a line, a point of a path, the box's far corner of a curve. */
function farPoint(piece: Piece): Vec | undefined {
  if (piece.kind === 'line') return [piece.a, piece.b].find(far);
  if (piece.kind === 'path') return piece.points.find(far);
  const box = pieceBox(piece);
  const corner = {
    x: Math.abs(box.minX) > Math.abs(box.maxX) ? box.minX : box.maxX,
    y: Math.abs(box.minY) > Math.abs(box.maxY) ? box.minY : box.maxY,
  };
  return far(corner) ? corner : undefined;
}

function refuseFar(point: Vec): never {
  throw new DrawingError('out-of-range', `${where(point)} mm`);
}

function emit(walk: Walk, pieces: Piece[], m: Affine): void {
  spendPieces(walk.budget, pieces.length);
  for (const piece of pieces) {
    const placed = place(piece, m);
    const beyond = farPoint(placed);
    if (beyond) refuseFar(beyond);
    walk.out.pieces.push(placed);
  }
}

/** Attribute templates and views show nothing of their own, so they are not worth a warning. */
const UNSEEN = new Set(['ATTDEF', 'ATTRIB', 'VIEWPORT', 'SEQEND', 'VERTEX']);

function ignore(walk: Walk, kind: string): void {
  if (UNSEEN.has(kind)) return;
  walk.out.ignored.set(kind, (walk.out.ignored.get(kind) ?? 0) + 1);
}

function spline(walk: Walk, e: Extract<SourceEntity, { type: 'SPLINE' }>, m: Affine): void {
  if (!splineIsSound(e.spline)) return ignore(walk, 'SPLINE that cannot be evaluated');
  // NURBS are affine-invariant: placing the control points places the curve, so it is followed in mm.
  const placed = { ...e.spline, control: e.spline.control.map((p) => apply(m, p)) };
  // The curve lies among its control points (the weights are positive): none far, none of it far.
  const beyond = placed.control.find(far);
  if (beyond) refuseFar(beyond);
  const points = splinePoints(placed, FLATTEN_MM, walk.budget);
  if (points.length > 1) emit(walk, [{ kind: 'path', points }], IDENTITY);
}

function insert(walk: Walk, e: Extract<SourceEntity, { type: 'INSERT' }>, m: Affine, stack: string[]): void {
  const block = walk.source.blocks[e.block];
  if (!block) return ignore(walk, `INSERT of a missing block`);
  if (stack.includes(e.block)) throw new DrawingError('block-cycle', `"${e.block}"`);
  if (stack.length >= MAX_BLOCK_DEPTH) throw new DrawingError('blocks-too-deep', String(MAX_BLOCK_DEPTH));
  const placeBlock = compose(scaling(e.scale.x, e.scale.y), translation(-block.base.x, -block.base.y));
  const turn = rotation((e.rotationDeg * Math.PI) / 180);
  const outer = compose(inOcs(m, e.normal), translation(e.at.x, e.at.y));
  // MINSERT: copies step along the insert's turned axes, unscaled; a zero spacing would stack them.
  const columns = e.columnSpacing === 0 ? 1 : e.columns;
  const rows = e.rowSpacing === 0 ? 1 : e.rows;
  spendPieces(walk.budget, columns * rows);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const step = translation(column * e.columnSpacing, row * e.rowSpacing);
      walkEntities(walk, block.entities, compose(outer, compose(turn, compose(step, placeBlock))), [...stack, e.block]);
    }
  }
}

function walkEntities(walk: Walk, entities: SourceEntity[], m: Affine, stack: string[]): void {
  for (const e of entities) {
    switch (e.type) {
      case 'LINE':
        emit(walk, [{ kind: 'line', a: e.start, b: e.end }], m);
        break;
      case 'ARC':
        emit(walk, [circleArc(e.center, e.radius, e.startRad, ccwEnd(e.startRad, e.endRad))], inOcs(m, e.normal));
        break;
      case 'CIRCLE':
        emit(walk, [circleArc(e.center, e.radius, 0, TURN)], inOcs(m, e.normal));
        break;
      case 'ELLIPSE':
        emit(walk, [ellipse(e)], m);
        break;
      case 'POLYLINE':
        emit(walk, polylinePieces(e.vertices, e.closed), inOcs(m, e.normal));
        break;
      case 'SPLINE':
        spline(walk, e, m);
        break;
      case 'INSERT':
        insert(walk, e, m, stack);
        break;
      case 'IGNORED':
        ignore(walk, e.kind);
    }
  }
}

/** Every cut piece of the model space in millimetres, blocks expanded; `mmPerUnit` scales the file's units. */
export function flattenSource(source: DxfSource, mmPerUnit: number, budget: Budget): Flattened {
  const walk: Walk = { source, budget, out: { pieces: [], ignored: new Map() } };
  walkEntities(walk, source.entities, scaling(mmPerUnit, mmPerUnit), []);
  return walk.out;
}
