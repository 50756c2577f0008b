import { describe, expect, it } from 'vitest';
import { grown, overlapArea, ringArea } from './offset';

const square = (x: number, y: number, side: number): [number, number][] => [
  [x, y],
  [x + side, y],
  [x + side, y + side],
  [x, y + side],
];
const xy = (ring: [number, number][]) => ring.map(([x, y]) => ({ x, y }));
const shoelace = (ring: [number, number][]) =>
  ring.reduce((sum, [x, y], i) => {
    const [x2, y2] = ring[(i + 1) % ring.length];
    return sum + (x * y2 - x2 * y) / 2;
  }, 0);

describe('grown', () => {
  it('grows a 10 mm square by 1 mm to 10² + 4·10·1 + π·1² with round corners', () => {
    const [outline, ...holes] = grown([square(0, 0, 10)], 1);
    expect(holes).toHaveLength(0);
    // A little more than the true offset (by twice the arc tolerance, 1/200 of the offset), never less.
    const exact = 100 + 40 + Math.PI;
    expect(shoelace(outline)).toBeGreaterThan(exact);
    expect(shoelace(outline)).toBeLessThan(exact + 44 * 0.011);
  });

  it('shrinks a hole by as much, and runs the outline counter-clockwise and holes clockwise, whichever way given', () => {
    const hole = square(3, 3, 4);
    const [outline, inner] = grown([[...square(0, 0, 10)].reverse(), hole], 1);
    expect(shoelace(outline)).toBeGreaterThan(0);
    expect(shoelace(inner)).toBeLessThan(0);
    // The 4 mm hole loses 1 mm and twice the arc tolerance (1/200 mm) a side; its corners stay square.
    expect(Math.abs(shoelace(inner))).toBeCloseTo((4 - 2 * 1.01) ** 2, 6);
  });

  it('closes a hole narrower than twice the offset, and leaves the rings alone for no offset', () => {
    expect(grown([square(0, 0, 10), square(4, 4, 1)], 1)).toHaveLength(1);
    expect(grown([square(0, 0, 10)], 0)).toEqual([square(0, 0, 10)]);
  });
});

describe('overlapArea and ringArea', () => {
  it('find the 5 × 5 the two 10 mm squares offset by (5, 5) share', () => {
    expect(ringArea(xy(square(0, 0, 10)))).toBe(100);
    expect(overlapArea([xy(square(0, 0, 10))], [xy(square(5, 5, 10))], 'non-zero')).toBeCloseTo(25, 6);
    expect(overlapArea([xy(square(0, 0, 10))], [xy(square(10, 0, 10))], 'non-zero')).toBe(0);
  });

  it('read a hole as a hole under even-odd: a part in another’s hole overlaps nothing', () => {
    const washer = [xy(square(0, 0, 10)), xy(square(2, 2, 6))];
    expect(overlapArea(washer, [xy(square(3, 3, 4))], 'even-odd')).toBe(0);
    expect(overlapArea(washer, [xy(square(1, 1, 4))], 'even-odd')).toBeCloseTo(16 - 9, 6);
  });
});
