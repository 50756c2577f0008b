import { describe, expect, it } from 'vitest';
import { cross, distance, dot, lerp, toSegment, vec } from './vec';

describe('vectors', () => {
  it('add up as by hand', () => {
    expect(dot(vec(1, 2), vec(3, 4))).toBe(11);
    expect(cross(vec(1, 0), vec(0, 1))).toBe(1);
    expect(distance(vec(0, 0), vec(3, 4))).toBe(5);
    expect(lerp(vec(0, 0), vec(10, 20), 0.25)).toEqual(vec(2.5, 5));
  });

  it('find the nearest point of a segment, an end or a point between, and of a zero-length one', () => {
    expect(toSegment(vec(5, 3), vec(0, 0), vec(10, 0))).toEqual({ distance: 3, at: vec(5, 0) });
    expect(toSegment(vec(-3, 4), vec(0, 0), vec(10, 0))).toEqual({ distance: 5, at: vec(0, 0) });
    expect(toSegment(vec(3, 4), vec(0, 0), vec(0, 0))).toEqual({ distance: 5, at: vec(0, 0) });
  });
});
