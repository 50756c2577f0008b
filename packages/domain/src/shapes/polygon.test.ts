import { describe, expect, it } from 'vitest';
import { circle, rectangle, reversed } from './draw';
import { isSimpleRing, outlineProblems, ringsCloserThan } from './polygon';

const square = rectangle(0, 0, 10, 10);

describe('polygon checks', () => {
  it('finds a ring that crosses itself or doubles back', () => {
    expect(isSimpleRing(square)).toBe(true);
    expect(isSimpleRing(circle({ x: 0, y: 0 }, 500))).toBe(true);
    const bowtie = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(isSimpleRing(bowtie)).toBe(false);
    const spike = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 5, y: 0 },
      { x: 5, y: 5 },
    ];
    expect(isSimpleRing(spike)).toBe(false);
  });

  it('measures the web between rings', () => {
    const hole = reversed(rectangle(2, 2, 6, 6));
    expect(ringsCloserThan(square, hole, 2.5)).toBe(true);
    expect(ringsCloserThan(square, hole, 2)).toBe(false);
  });

  it('lists what is wrong with an outline', () => {
    expect(outlineProblems({ outer: square, holes: [reversed(rectangle(2, 2, 6, 6))] }, 2)).toEqual([]);
    expect(outlineProblems({ outer: reversed(square), holes: [] })).toEqual(['outer ring runs the wrong way']);
    expect(outlineProblems({ outer: square.slice(0, 2), holes: [] })[0]).toBe('outer ring has fewer than 3 points');
    expect(outlineProblems({ outer: square, holes: [reversed(rectangle(8, 2, 6, 6))] })).toEqual([
      'hole 1 is not inside the outer ring',
    ]);
    expect(outlineProblems({ outer: square, holes: [reversed(rectangle(2, 2, 6, 6))] }, 3)).toEqual([
      'hole 1 is too close to the edge',
    ]);
    const twin = [reversed(rectangle(1, 1, 4, 4)), reversed(rectangle(4, 4, 4, 4))];
    expect(outlineProblems({ outer: square, holes: twin })).toEqual(['holes 1 and 2 overlap']);
  });
});
