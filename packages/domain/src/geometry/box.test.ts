import { describe, expect, it } from 'vitest';
import { boxesApart, boxInside, boxOfPoints, emptyBox, extendBox } from './box';

describe('boxes', () => {
  it('are made from points, the empty box growing to the first', () => {
    const box = emptyBox();
    extendBox(box, { x: 3, y: -2 });
    expect(box).toEqual({ minX: 3, minY: -2, maxX: 3, maxY: -2 });
    expect(
      boxOfPoints([
        { x: 3, y: -2 },
        { x: -1, y: 5 },
        { x: 0, y: 0 },
      ]),
    ).toEqual({ minX: -1, minY: -2, maxX: 3, maxY: 5 });
  });

  it('tell inside, apart and apart by more than a distance', () => {
    const big = { minX: 0, minY: 0, maxX: 10, maxY: 10 };
    const small = { minX: 2, minY: 2, maxX: 4, maxY: 4 };
    const right = { minX: 13, minY: 0, maxX: 20, maxY: 10 };
    expect(boxInside(small, big)).toBe(true);
    expect(boxInside(big, small)).toBe(false);
    expect(boxesApart(big, right)).toBe(true);
    expect(boxesApart(big, right, 3)).toBe(false);
    expect(boxesApart(big, right, 2.9)).toBe(true);
    expect(boxesApart(big, small)).toBe(false);
  });
});
