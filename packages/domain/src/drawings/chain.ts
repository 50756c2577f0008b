import type { Budget } from './budget';
import { checkTime } from './budget';
import { JOIN_MM } from '../geometry/tolerances';
import type { Piece } from './pieces';
import { endOf, reversePiece, startOf } from './pieces';
import { PointGrid } from './point-grid';
import type { Vec } from '../geometry/vec';
import { distance } from '../geometry/vec';

/** Pieces end to end in cutting order; closed when the last ends where the first starts. */
export interface Contour {
  pieces: Piece[];
  closed: boolean;
}

export interface Chained {
  contours: Contour[];
  /** Points where three or more ends meet, with how many. */
  branches: { at: Vec; ends: number }[];
}

interface End {
  piece: number;
  atStart: boolean;
  point: Vec;
}

/** Groups the pieces' ends into nodes: ends within JOIN_MM of one another (and so on, transitively) are one node. */
function nodesOf(ends: End[]): number[] {
  const parent = ends.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const grid = new PointGrid<number>(JOIN_MM);
  ends.forEach((end, i) => {
    grid.visitNear(end.point, (j) => {
      if (distance(ends[j].point, end.point) <= JOIN_MM) parent[root(i)] = root(j);
    });
    grid.add(end.point, i);
  });
  return ends.map((_, i) => root(i));
}

/**
 * Joins loose pieces into contours wherever ends meet within JOIN_MM, whatever order and
 * direction they were drawn in. A piece that closes on itself (a circle) is a contour alone.
 * Walks start at loose ends first, so an open outline becomes one open contour.
 */
export function chain(pieces: Piece[], budget: Budget): Chained {
  const contours: Contour[] = [];
  const joinable: number[] = [];
  pieces.forEach((piece, i) => {
    if (distance(startOf(piece), endOf(piece)) <= JOIN_MM) contours.push({ pieces: [piece], closed: true });
    else joinable.push(i);
  });
  const ends: End[] = joinable.flatMap((piece) => [
    { piece, atStart: true, point: startOf(pieces[piece]) },
    { piece, atStart: false, point: endOf(pieces[piece]) },
  ]);
  const node = nodesOf(ends);
  // The ends at each node, by the node's number (an end's index: arrays, not maps, at 40,000 ends).
  const atNode: number[][] = [];
  node.forEach((n, i) => (atNode[n] ??= []).push(i));
  const branches = atNode
    .filter((list) => list.length > 2)
    .map((list) => ({ at: ends[list[0]].point, ends: list.length }));
  const used = new Uint8Array(pieces.length);
  const walkFrom = (first: number): Contour => {
    const path: Piece[] = [];
    let end = first;
    for (;;) {
      const { piece, atStart } = ends[end];
      used[piece] = 1;
      path.push(atStart ? pieces[piece] : reversePiece(pieces[piece]));
      const far = atStart ? end + 1 : end - 1;
      const next = atNode[node[far]].find((e) => !used[ends[e].piece]);
      if (next === undefined) return { pieces: path, closed: node[far] === node[first] };
      end = next;
    }
  };
  // Loose ends first (a node with one end), then whatever is left runs in loops; by how many
  // ends meet, in the order drawn (a stable sort, without a comparison per pair).
  const byDegree: number[][] = [];
  ends.forEach((_, i) => (byDegree[atNode[node[i]].length] ??= []).push(i));
  let walked = 0;
  for (const sameDegree of byDegree) {
    for (const end of sameDegree ?? []) {
      if (++walked % 1024 === 0) checkTime(budget);
      if (!used[ends[end].piece]) contours.push(walkFrom(end));
    }
  }
  return { contours, branches };
}
