import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dxfCircle, dxfFile, dxfLine, dxfRing } from '../testing/drawings';
import { newBudget } from './budget';
import type { Contour } from './chain';
import { MAX_PREVIEW_POINTS, PREVIEW_MM } from './limits';
import type { Piece } from './pieces';
import type { PreviewPath } from './preview';
import { previewOf } from './preview';
import { readDrawing } from './read-drawing';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { vec } from '../geometry/vec';
import { emptyBox, extendBox } from '../geometry/box';

const corpus = (name: string, thicknessMm?: number) =>
  readDrawing(readFileSync(path.join(import.meta.dirname, 'corpus', `${name}.dxf`), 'utf8'), { thicknessMm });

const pointsOf = (p: PreviewPath) =>
  Array.from({ length: p.points.length / 2 }, (_, i) => ({ x: p.points[2 * i], y: p.points[2 * i + 1] }));

const boundsOf = (paths: PreviewPath[]) => {
  const all = paths.flatMap(pointsOf);
  return {
    minX: Math.min(...all.map((p) => p.x)),
    minY: Math.min(...all.map((p) => p.y)),
    maxX: Math.max(...all.map((p) => p.x)),
    maxY: Math.max(...all.map((p) => p.y)),
  };
};

const totalPoints = (paths: PreviewPath[]) => paths.reduce((sum, p) => sum + p.points.length / 2, 0);

describe('the preview of a drawing', () => {
  it('draws in red a hole narrower than the plate, and the contours of a web thinner than it', () => {
    const faulty = (name: string, thicknessMm?: number) =>
      corpus(name, thicknessMm).preview.paths.filter((p) => p.faulty).length;
    expect([faulty('hole-too-small'), faulty('hole-too-small', 2), faulty('hole-too-small', 3)]).toEqual([0, 0, 1]);
    const holeAt3 = corpus('hole-too-small', 3).preview.paths.find((p) => p.faulty)!;
    const { maxX, minX } = boundsOf([holeAt3]);
    expect(maxX - minX).toBeLessThan(3);
    expect(faulty('thin-web', 2)).toBe(0);
    expect(faulty('thin-web', 3)).toBeGreaterThanOrEqual(2);
  });

  it('draws each contour from the lower-left corner, wherever the part lies', () => {
    const { preview, widthMm, heightMm } = readDrawing(
      dxfFile(
        dxfRing([
          [1000, -500],
          [1300, -500],
          [1300, -300],
          [1000, -300],
        ]),
        { insUnits: 4 },
      ),
    );
    expect(preview.paths).toEqual([{ points: expect.any(Array), closed: true, faulty: false }]);
    expect(boundsOf(preview.paths)).toEqual({ minX: 0, minY: 0, maxX: widthMm, maxY: heightMm });
    // A rectangle needs its four corners and nothing more.
    expect(pointsOf(preview.paths[0])).toHaveLength(4);
  });

  it('follows a circle to within a tenth of a millimetre', () => {
    const { preview } = readDrawing(
      dxfFile(
        [
          ...dxfRing([
            [0, 0],
            [200, 0],
            [200, 200],
            [0, 200],
          ]),
          dxfCircle(100, 100, 60),
        ],
        { insUnits: 4 },
      ),
    );
    const circle = preview.paths.find((p) => p.points.length > 8)!;
    const points = pointsOf(circle);
    for (const p of points) expect(Math.abs(Math.hypot(p.x - 100, p.y - 100) - 60)).toBeLessThanOrEqual(0.01);
    // The chords stray inward by no more than PREVIEW_MM.
    for (let i = 0; i < points.length; i++) {
      const [a, b] = [points[i], points[(i + 1) % points.length]];
      const middle = Math.hypot((a.x + b.x) / 2 - 100, (a.y + b.y) / 2 - 100);
      expect(60 - middle).toBeLessThanOrEqual(PREVIEW_MM);
    }
  });

  it('marks the open contour', () => {
    const { preview } = corpus('open-contour');
    expect(preview.paths.map((p) => [p.closed, p.faulty])).toEqual([[false, true]]);
  });

  it('marks the contours that cross, and not the others', () => {
    const { preview } = corpus('crossing-contours');
    expect(preview.paths.map((p) => p.faulty)).toEqual([true, true]);
    const { preview: sound } = corpus('plate-with-holes');
    expect(sound.paths.some((p) => p.faulty)).toBe(false);
  });

  it('marks the contours where three line ends meet', () => {
    const { preview } = readDrawing(
      dxfFile(
        [
          ...dxfRing([
            [0, 0],
            [100, 0],
            [100, 100],
            [0, 100],
          ]),
          dxfLine(100, 100, 150, 150),
        ],
        { insUnits: 4 },
      ),
    );
    expect(preview.paths.length).toBeGreaterThan(0);
    expect(preview.paths.every((p) => p.faulty)).toBe(true);
  });

  it('marks no part as faulty for being one of several, nor a part in a hole', () => {
    expect(corpus('two-parts').preview.paths.map((p) => p.faulty)).toEqual([false, false]);
    expect(corpus('part-in-hole').preview.paths.map((p) => p.faulty)).toEqual([false, false, false]);
  });
});

const line = (a: Vec, b: Vec): Piece => ({ kind: 'line', a, b });
const ring = (points: Vec[]): Contour => ({
  pieces: points.map((p, i) => line(p, points[(i + 1) % points.length])),
  closed: true,
});
const boxOf = (contours: Contour[]): Box => {
  const box = emptyBox();
  for (const c of contours)
    for (const piece of c.pieces) if (piece.kind === 'line') [piece.a, piece.b].forEach((p) => extendBox(box, p));
  return box;
};

describe('a preview too big to show in full', () => {
  it('is followed more coarsely, every contour still shown', () => {
    // An outline of 30,000 corners on a wavy circle: every corner counts at a tenth of a millimetre.
    const corners = Array.from({ length: 30_000 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 30_000;
      const radius = 500 + 2 * Math.sin(300 * angle);
      return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
    });
    const contours = [ring(corners), ring([vec(0, 0), vec(10, 0), vec(10, 10)])];
    const box = boxOf(contours);
    const full = previewOf(contours, new Set(), box, newBudget());
    expect(full.paths).toHaveLength(2);
    expect(totalPoints(full.paths)).toBeLessThanOrEqual(MAX_PREVIEW_POINTS);
    // Coarser only as far as it must be: the waves' crests are still there.
    const farthest = Math.max(...pointsOf(full.paths[0]).map((p) => Math.hypot(p.x - 502, p.y - 502)));
    expect(Math.abs(farthest - 502)).toBeLessThan(0.5);
  });

  it('keeps the faulty contours and then the largest when even a coarse one is too big', () => {
    // 11,000 specks: two points each however coarse, 22,000 in all.
    const specks = Array.from({ length: 11_000 }, (_, i) => {
      const [x, y] = [(i % 100) * 50, Math.floor(i / 100) * 50];
      return ring([vec(x, y), vec(x + 1, y), vec(x, y + 1)]);
    });
    const outline = ring([vec(-10, -10), vec(5000, -10), vec(5000, 5500), vec(-10, 5500)]);
    const stray: Contour = { pieces: [line(vec(-20, 0), vec(-20, 100))], closed: false };
    const contours = [...specks, outline, stray];
    const { paths } = previewOf(contours, new Set([contours.length - 1]), boxOf(contours), newBudget());
    expect(totalPoints(paths)).toBeLessThanOrEqual(MAX_PREVIEW_POINTS);
    // Those left out stay in their place, empty: parts and checks name paths by their index.
    expect(paths).toHaveLength(contours.length);
    expect(paths.filter((p) => p.points.length === 0).length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.faulty)).toEqual([{ points: [0, 10, 0, 110], closed: false, faulty: true }]);
    expect(paths).toContainEqual({ points: [10, 0, 5020, 0, 5020, 5510, 10, 5510], closed: true, faulty: false });
  });
});
