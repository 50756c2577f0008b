import { describe, expect, it } from 'vitest';
import { collides } from './collide';
import type { Point } from './geometry';
import { materialArea } from './geometry';
import { grown } from '../geometry/offset';
import { polesOf, signedDistance } from './poles';
import { shapeOf } from './shape';

const square = (size: number, at = 0): Point[] => [
  [at, at],
  [at + size, at],
  [at + size, at + size],
  [at, at + size],
];
const frame = [square(100), square(60, 20)];

describe('collides', () => {
  const [tile] = shapeOf([square(10)], [0]).variants;
  const [ring] = shapeOf(frame, [0]).variants;

  it('finds overlap, touching and one inside the other; clear when apart', () => {
    expect(collides(tile, 0, 0, tile, 5, 5)).toBe(true);
    expect(collides(tile, 0, 0, tile, 10, 0)).toBe(true);
    expect(collides(tile, 0, 0, tile, 0, 0)).toBe(true);
    expect(collides(tile, 0, 0, tile, 10.001, 0)).toBe(false);
  });

  it('lets a part lie in a hole, not on the material around it', () => {
    expect(collides(tile, 45, 45, ring, 0, 0)).toBe(false);
    expect(collides(ring, 0, 0, tile, 45, 45)).toBe(false);
    expect(collides(tile, 5, 45, ring, 0, 0)).toBe(true);
    expect(collides(tile, 15, 45, ring, 0, 0)).toBe(true);
  });

  it('finds a part lying on the material all round a hole, its edges meeting none', () => {
    const [cover] = shapeOf([square(76, 12)], [0]).variants;
    expect(collides(cover, 0, 0, ring, 0, 0)).toBe(true);
    expect(collides(ring, 0, 0, cover, 0, 0)).toBe(true);
  });
});

describe('polesOf', () => {
  it('gives disjoint circles inside the material, the first the largest', () => {
    const poles = polesOf(frame);
    // In a corner of the 20 mm wall, touching both outer sides and the hole's corner.
    expect(poles[0].r).toBeCloseTo((20 * Math.SQRT2) / (1 + Math.SQRT2), 1);
    for (const [k, pole] of poles.entries()) {
      expect(signedDistance(frame, pole.x, pole.y)).toBeGreaterThanOrEqual(pole.r - 1e-9);
      for (const other of poles.slice(k + 1)) {
        expect(Math.hypot(pole.x - other.x, pole.y - other.y)).toBeGreaterThanOrEqual(pole.r + other.r - 1e-9);
      }
    }
  });
});

describe('grown', () => {
  it('grows the outline and shrinks the holes by the distance, corners rounded', () => {
    const rings = grown(frame, 2);
    expect(rings).toHaveLength(2);
    const expected = 104 * 104 - 4 * 4 + Math.PI * 4 - 56 * 56;
    expect(materialArea(rings)).toBeGreaterThan(expected);
    expect(materialArea(rings)).toBeLessThan(expected * 1.002);
  });

  it('closes a hole narrower than twice the distance', () => {
    expect(grown([square(100), square(3, 40)], 2)).toHaveLength(1);
  });
});
