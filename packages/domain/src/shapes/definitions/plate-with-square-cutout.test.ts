import { describe, expect, it } from 'vitest';
import { readDxf } from '../../testing/dxf';
import { toDxf } from '../dxf';
import { partMeasures } from '../measures';
import { validate } from '../validate';
import { plateWithSquareCutout } from './plate-with-square-cutout';

const PART = { a: 300, b: 200, c: 100 };

describe('plate 300 × 200 with a 100 mm square cut-out', () => {
  it('measures its area, cut length and pierces by hand', () => {
    // 300 · 200 − 100² mm²; 2 · (300 + 200) + 4 · 100 mm; the outline and the cut-out.
    expect(partMeasures(plateWithSquareCutout, PART)).toMatchObject({
      widthMm: 300,
      heightMm: 200,
      areaMm2: 50000,
      cutLengthMm: 1400,
      pierces: 2,
    });
  });

  it('centres the cut-out, square to the edges, in the DXF', () => {
    const { contours } = readDxf(toDxf(plateWithSquareCutout.outline(PART)));
    expect(contours.map((c) => [c.type, c.box])).toEqual([
      ['POLYLINE', { minX: 0, minY: 0, maxX: 300, maxY: 200 }],
      ['POLYLINE', { minX: 100, minY: 50, maxX: 200, maxY: 150 }],
    ]);
  });

  it.each([
    [{ c: 5 }, 'c', 'Cut-out side (c) must not be smaller than the plate thickness (at least 6 mm)'],
    [
      { c: 190 },
      'c',
      'Cut-out side (c) must leave at least the plate thickness of material to each edge (at most 188 mm)',
    ],
    [
      { b: 17, c: 6 },
      'b',
      'Height (b) must leave room for the hole and the plate thickness on each side of it (at least 18 mm)',
    ],
  ])('%o at 6 mm: %s', (change, key, message) => {
    expect(validate(plateWithSquareCutout, { ...PART, ...change }, 6)).toEqual([{ key, message }]);
  });
});
