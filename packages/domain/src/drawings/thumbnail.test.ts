import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { perforatedPlate, tessellatedPlate } from '../testing/drawings';
import { DrawingError } from './errors';
import { readDrawing } from './read-drawing';
import { THUMBNAIL_MAX_CHARS, thumbnailBox, thumbnailOf } from './thumbnail';

const CORPUS = path.resolve(import.meta.dirname, 'corpus');
const read = (text: string) => readDrawing(text, { outline: false });
const thumbnailOfRead = (text: string) => {
  const { preview, widthMm, heightMm } = read(text);
  return thumbnailOf(preview, widthMm, heightMm);
};

/** The points of path data, as [x, y] pairs per contour. */
const contoursOf = (d: string) =>
  d
    .split('M')
    .filter(Boolean)
    .map((run) => {
      const numbers = run.replace('Z', '').split(' ').map(Number);
      return Array.from({ length: numbers.length / 2 }, (_, i) => [numbers[2 * i]!, numbers[2 * i + 1]!]);
    });

describe('a drawing’s thumbnail', () => {
  it('is at most 2 KB for every drawing of the corpus, in whole units inside its box', () => {
    for (const name of readdirSync(CORPUS).filter((file) => file.endsWith('.dxf'))) {
      let measures;
      try {
        measures = read(readFileSync(path.join(CORPUS, name), 'utf8'));
      } catch (error) {
        if (error instanceof DrawingError) continue;
        throw error;
      }
      const d = thumbnailOf(measures.preview, measures.widthMm, measures.heightMm);
      const box = thumbnailBox(measures.widthMm, measures.heightMm);
      expect(d.length, name).toBeLessThanOrEqual(THUMBNAIL_MAX_CHARS);
      expect(THUMBNAIL_MAX_CHARS).toBeLessThanOrEqual(2048);
      expect(d, name).toMatch(/^(M\d+ \d+( \d+ \d+)+Z?)+$/);
      for (const [x, y] of contoursOf(d).flat()) {
        expect(x, name).toBeLessThanOrEqual(box.width);
        expect(y, name).toBeLessThanOrEqual(box.height);
      }
    }
  });

  it('draws a 400 × 250 plate in a 100 × 63 box, y down: its outline and its five holes', () => {
    const d = thumbnailOfRead(readFileSync(path.join(CORPUS, 'plate-with-holes.dxf'), 'utf8'));
    expect(thumbnailBox(400, 250)).toEqual({ width: 100, height: 63 });
    const contours = contoursOf(d);
    expect(contours).toHaveLength(6);
    const outline = contours[0]!;
    expect(Math.min(...outline.map(([x]) => x))).toBe(0);
    expect(Math.max(...outline.map(([x]) => x))).toBe(100);
    expect(Math.max(...outline.map(([, y]) => y))).toBe(63);
  });

  it('of a plate of 2,400 holes: the outline, and no holes rather than some of one size', () => {
    const d = thumbnailOfRead(perforatedPlate(2400));
    expect(d.length).toBeLessThanOrEqual(THUMBNAIL_MAX_CHARS);
    const contours = contoursOf(d);
    expect(contours.length).toBeGreaterThanOrEqual(1);
    // The outline is a rectangle: four corners.
    expect(contours[0]).toHaveLength(4);
    // The holes come in three sizes, 800 of each: a size is drawn whole or not at all (here none:
    // at this scale each is under a unit across).
    expect([1, 801, 1601, 2401]).toContain(contours.length);
  });

  it('of 20,000 lines round a plate: a few dozen points', () => {
    const d = thumbnailOfRead(tessellatedPlate(20_000));
    expect(d.length).toBeLessThanOrEqual(THUMBNAIL_MAX_CHARS);
    expect(contoursOf(d)[0]!.length).toBeLessThan(80);
  });

  it('of nothing measurable: empty', () => {
    expect(thumbnailOf({ paths: [] }, 0, 0)).toBe('');
    expect(thumbnailOf({ paths: [] }, 10, 10)).toBe('');
  });
});
