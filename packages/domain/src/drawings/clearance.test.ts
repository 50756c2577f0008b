import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dxfArc, dxfCircle, dxfFile, dxfLine, dxfRing, perforatedPlate } from '../testing/drawings';
import { newBudget } from './budget';
import type { Narrowest } from './clearance';
import { narrowGaps } from './clearance';
import { readDrawing } from './read-drawing';
import { insideTree, nearestEdge, ringTree } from './ring-tree';
import { pointInRing } from '../geometry/predicates';
import { trace } from './rings';
import type { Vec } from '../geometry/vec';
import { toSegment } from '../geometry/vec';

/**
 * The plate's checks through the rings' trees of edges give what measuring every point against
 * every edge gives, to the bit: the same pairs, the same narrowest gap of each, at the same place.
 */

const extent = (ring: Vec[]) => ({
  minX: Math.min(...ring.map((p) => p.x)),
  minY: Math.min(...ring.map((p) => p.y)),
  maxX: Math.max(...ring.map((p) => p.x)),
  maxY: Math.max(...ring.map((p) => p.y)),
});

/**
 * Every point of either ring against every edge of the other; of gaps equally narrow, the first
 * met. Rings whose points' boxes lie `limit` apart are passed over: no point of one comes nearer.
 */
function everyGap(rings: Vec[][], limit: number): Narrowest[] {
  const boxes = rings.map(extent);
  const gaps: Narrowest[] = [];
  for (let r = 0; r < rings.length; r++) {
    for (let s = r + 1; s < rings.length; s++) {
      const [a, b] = [boxes[r], boxes[s]];
      const apart = Math.hypot(
        Math.max(0, a.minX - b.maxX, b.minX - a.maxX),
        Math.max(0, a.minY - b.maxY, b.minY - a.maxY),
      );
      if (apart >= limit) continue;
      let best: Narrowest | undefined;
      for (const [from, to] of [
        [rings[r], rings[s]],
        [rings[s], rings[r]],
      ]) {
        for (const p of from) {
          to.forEach((a, j) => {
            const { distance, at } = toSegment(p, a, to[(j + 1) % to.length]);
            if (distance < (best?.distance ?? limit)) best = { rings: [r, s], distance, from: p, to: at };
          });
        }
      }
      if (best) gaps.push(best);
    }
  }
  return gaps;
}

/** A plate of holes of every kind, sized and placed by a seeded generator: circles, slots, squares, polygons. */
function mixedPlate(seed: number): string {
  let state = seed;
  const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
  const holes: string[][] = [];
  for (let column = 0; column < 4; column++) {
    for (let row = 0; row < 3; row++) {
      const [cx, cy] = [30 + column * 40 + random() * 6, 30 + row * 40 + random() * 6];
      const size = 4 + random() * 12;
      const kind = Math.floor(random() * 4);
      if (kind === 0) holes.push(dxfCircle(cx, cy, size / 2));
      if (kind === 1) {
        const r = size / 4;
        holes.push(
          dxfArc(cx + size / 2, cy, r, -90, 90),
          dxfLine(cx + size / 2, cy + r, cx - size / 2, cy + r),
          dxfArc(cx - size / 2, cy, r, 90, 270),
          dxfLine(cx - size / 2, cy - r, cx + size / 2, cy - r),
        );
      }
      if (kind === 2) {
        holes.push(
          ...dxfRing([
            [cx - size / 2, cy - size / 2],
            [cx + size / 2, cy - size / 2],
            [cx + size / 2, cy + size / 2],
            [cx - size / 2, cy + size / 2],
          ]),
        );
      }
      if (kind === 3) {
        const sides = 3 + Math.floor(random() * 6);
        holes.push(
          ...dxfRing(
            Array.from({ length: sides }, (_, i): [number, number] => {
              const angle = (2 * Math.PI * i) / sides + random() * 0.3;
              return [cx + (size / 2) * Math.cos(angle), cy + (size / 2) * Math.sin(angle)];
            }),
          ),
        );
      }
    }
  }
  const outline = dxfRing([
    [0, 0],
    [185, 0],
    [185, 150],
    [90, 165],
    [0, 150],
  ]);
  return dxfFile([...outline, ...holes], { insUnits: 4 });
}

const CORPUS = path.join(import.meta.dirname, 'corpus');
const corpus = (name: string) => readFileSync(path.join(CORPUS, `${name}.dxf`), 'utf8');

/** The part's outline and holes as the plate's checks see them: followed to a micrometre. */
function ringsOf(text: string): Vec[][] {
  const { geometry } = readDrawing(text);
  const budget = newBudget();
  return [geometry!.part, ...geometry!.holes].map((contour) => trace(contour, budget).points);
}

const drawings: [string, string][] = [
  ['thin-web', corpus('thin-web')],
  ['plate-with-holes', corpus('plate-with-holes')],
  ['slot-lines-arcs', corpus('slot-lines-arcs')],
  ['lwpolyline-bulges', corpus('lwpolyline-bulges')],
  ['a perforated plate of 12 holes', perforatedPlate(12)],
  ['a plate of mixed holes (seed 7)', mixedPlate(7)],
  ['a plate of mixed holes (seed 2026)', mixedPlate(2026)],
];

describe('the plate’s narrow gaps, through trees of edges', () => {
  it.each(drawings)('%s: the same gaps as every point against every edge, at 1 to 30 mm', (_name, text) => {
    const rings = ringsOf(text);
    const trees = rings.map(ringTree);
    for (const thickness of [1, 2, 3, 6, 10, 14, 20, 30]) {
      const limit = thickness - 0.01;
      expect(narrowGaps(trees, limit, newBudget()), `${thickness} mm`).toEqual(everyGap(rings, limit));
    }
  });

  it('finds gaps on the generated plates at the thick plates (the comparison is not empty)', () => {
    const rings = ringsOf(mixedPlate(7));
    expect(narrowGaps(rings.map(ringTree), 30, newBudget()).length).toBeGreaterThanOrEqual(10);
  });

  it.each(drawings)('%s: distance to the edge and inside or out, as the plain scans give them', (_name, text) => {
    const rings = ringsOf(text);
    for (const ring of rings) {
      const tree = ringTree(ring);
      const box = tree.box;
      const probes = [
        ...ring.slice(0, 40),
        ...Array.from({ length: 60 }, (_, i) => ({
          x: box.minX - 2 + ((box.maxX - box.minX + 4) * ((i * 7) % 60)) / 59,
          y: box.minY - 2 + ((box.maxY - box.minY + 4) * ((i * 13) % 60)) / 59,
        })),
      ];
      for (const p of probes) {
        const plain = Math.min(...ring.map((a, i) => toSegment(p, a, ring[(i + 1) % ring.length]).distance));
        expect(nearestEdge(tree, p)).toBe(plain);
        expect(insideTree(tree, p)).toBe(pointInRing(p, ring));
      }
    }
  });
});
