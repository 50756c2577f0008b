import type { IPolylineEntity } from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { readDxf } from '../../testing/dxf';
import { toDxf } from '../dxf';
import { CHORD_TOLERANCE_MM } from '../../geometry/tolerances';
import { partMeasures } from '../measures';
import { validate } from '../validate';
import { slottedBracket } from './slotted-bracket';

const PART = { a: 200, b: 120, length: 100, c: 14, s: 60 };

describe('bracket 200 × 120 with two 100 × 14 slots 60 apart', () => {
  // 200 · 120 − 2 · (14 · 86 + π · 7²) mm²; 2 · (200 + 120) + 2 · (2 · 86 + π · 14) mm.
  const AREA = 21284.12;
  const CUT = 1071.96;

  it('measures its area, cut length and pierces by hand', () => {
    const measures = partMeasures(slottedBracket, PART);
    expect(measures).toMatchObject({ widthMm: 200, heightMm: 120, pierces: 3 });
    expect(Math.abs(measures.areaMm2 - AREA)).toBeLessThan(CUT * CHORD_TOLERANCE_MM);
    // A chord is shorter than its arc: by under 0.1 % here.
    expect(measures.cutLengthMm).toBeLessThanOrEqual(CUT + 0.01);
    expect(measures.cutLengthMm).toBeGreaterThan(CUT * 0.999);
  });

  it('writes each slot as two straight edges and two half-circle arcs, 60 mm apart', () => {
    const [, lower, upper] = readDxf(toDxf(slottedBracket.outline(PART))).entities as IPolylineEntity[];
    // Straight part 86 mm long, centred at x = 100; slot centres at y = 30 and 90.
    expect(lower.vertices.map((v) => [v.x, v.y, v.bulge ?? 0])).toEqual([
      [57, 23, -1],
      [57, 37, 0],
      [143, 37, -1],
      [143, 23, 0],
    ]);
    expect(upper.vertices.map((v) => v.y)).toEqual([83, 97, 97, 83]);
  });
});

describe('slotted bracket rules at 6 mm', () => {
  it.each([
    [
      { s: 18 },
      's',
      'Slot spacing (s) must leave at least the plate thickness of material between the slots (at least 20 mm)',
    ],
    [
      { s: 95 },
      's',
      'Slot spacing (s) must leave at least the plate thickness of material to each edge (at most 94 mm)',
    ],
    [
      { length: 190 },
      'length',
      'Slot length must leave at least the plate thickness of material at each end (at most 188 mm)',
    ],
    [{ length: 10 }, 'length', 'Slot length must not be shorter than the slot width (at least 14 mm)'],
    [{ c: 5 }, 'c', 'Slot width (c) must not be smaller than the plate thickness (at least 6 mm)'],
    [
      { c: 55, length: 60 },
      'c',
      'Slot width (c) must leave at least the plate thickness of material between the slots and to each edge (at most 51 mm)',
    ],
    [
      { b: 25, s: 6 },
      'b',
      'Height (b) must leave room for two slots with the plate thickness around them (at least 30 mm)',
    ],
    [
      { a: 17, length: 6 },
      'a',
      'Width (a) must leave room for a slot with the plate thickness at each end (at least 18 mm)',
    ],
  ])('%o: %s', (change, key, message) => {
    const errors = validate(slottedBracket, { ...PART, ...change }, 6);
    expect(errors.find((e) => e.key === key)).toEqual({ key, message });
  });
});
