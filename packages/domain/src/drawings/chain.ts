import type { Budget } from './budget';
import { checkTime } from './budget';
import { JOIN_MM } from './limits';
import type { Piece } from './pieces';
import { endOf, reversePiece, startOf } from './pieces';
import { PointGrid } from './point-grid';
import type { Vec } from './vec';
import { distance } from './vec';

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
    for (const j of grid.near(end.point)) if (distance(ends[j].point, end.point) <= JOIN_MM) parent[root(i)] = root(j);
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
  const atNode = new Map<number, number[]>();
  node.forEach((n, i) => {
    const list = atNode.get(n);
    if (list) list.push(i);
    else atNode.set(n, [i]);
  });
  const branches = [...atNode.values()]
    .filter((list) => list.length > 2)
    .map((list) => ({ at: ends[list[0]].point, ends: list.length }));
  const used = new Set<number>();
  const walkFrom = (first: number): Contour => {
    const path: Piece[] = [];
    let end = first;
    for (;;) {
      const { piece, atStart } = ends[end];
      used.add(piece);
      path.push(atStart ? pieces[piece] : reversePiece(pieces[piece]));
      const far = atStart ? end + 1 : end - 1;
      const next = atNode.get(node[far])!.find((e) => !used.has(ends[e].piece));
      if (next === undefined) return { pieces: path, closed: node[far] === node[first] };
      end = next;
    }
  };
  // Loose ends first (a node with one end), then whatever is left runs in loops.
  const degree = ends.map((_, i) => atNode.get(node[i])!.length);
  const order = ends.map((_, i) => i).sort((i, j) => degree[i] - degree[j]);
  for (const end of order) {
    checkTime(budget);
    if (!used.has(ends[end].piece)) contours.push(walkFrom(end));
  }
  return { contours, branches };
}
