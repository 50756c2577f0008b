import { describe, expect, it } from 'vitest';
import { checkStrip } from './check-strip';
import type { StripInstance } from './strip-instance';

const instance: StripInstance = {
  name: 'two triangles',
  strip_height: 10,
  items: [
    {
      id: 0,
      demand: 2,
      allowed_orientations: [0, 180],
      shape: {
        type: 'simple_polygon',
        data: [
          [0, 0],
          [10, 0],
          [0, 10],
          [0, 0],
        ],
      },
    },
  ],
};

describe('checkStrip', () => {
  it('passes two triangles making a square', () => {
    const placements = [
      { item: 0, x: 0, y: 0, rotation: 0 },
      { item: 0, x: 10, y: 10, rotation: 180 },
    ];
    expect(checkStrip(instance, { stripLength: 10, placements })).toEqual([]);
  });

  it('finds an overlap, an item past the strip, a turn not allowed and a demand not met', () => {
    const overlapping = [
      { item: 0, x: 1, y: 0, rotation: 0 },
      { item: 0, x: 10, y: 10, rotation: 180 },
    ];
    expect(checkStrip(instance, { stripLength: 11, placements: overlapping })).toEqual([
      'placement 0 (item 0) and placement 1 (item 0) overlap by 9.00',
    ]);
    const outside = [
      { item: 0, x: 0, y: 0, rotation: 0 },
      { item: 0, x: 10, y: 10.5, rotation: 180 },
    ];
    expect(checkStrip(instance, { stripLength: 10, placements: outside })).toContain(
      'placement 1: item 0 outside the strip',
    );
    const turned = [
      { item: 0, x: 0, y: 0, rotation: 0 },
      { item: 0, x: 20, y: 0, rotation: 90 },
    ];
    expect(checkStrip(instance, { stripLength: 20, placements: turned })).toEqual([
      'placement 1: item 0 turned 90°, allowed 0, 180',
    ]);
    expect(checkStrip(instance, { stripLength: 10, placements: [turned[0]] })).toEqual([
      'item 0 placed 1 times, demand 2',
    ]);
  });
});
