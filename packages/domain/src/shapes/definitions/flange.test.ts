import { describe, expect, it } from 'vitest';
import { readDxf } from '../../testing/dxf';
import { toDxf } from '../dxf';
import { CHORD_TOLERANCE_MM } from '../../geometry/tolerances';
import { partMeasures } from '../measures';
import { validate } from '../validate';
import { flange } from './flange';

const PART = { a: 200, b: 100, PCD: 160, c: 18, n: 8 };

describe('flange 200 OD, 100 bore, 8 × Ø18 on PCD 160', () => {
  // π(100² − 50² − 8 · 9²) = π · 6852 mm²; π(200 + 100 + 8 · 18) = π · 444 mm.
  const AREA = 21526.19;
  const CUT = 1394.87;

  it('measures its area, cut length and pierces by hand', () => {
    const measures = partMeasures(flange, PART, 6, 'SS 304');
    expect(measures).toMatchObject({ widthMm: 200, heightMm: 200, pierces: 1 + 1 + 8 });
    // On screen the circles are chords, within the chord tolerance of the true arcs.
    expect(Math.abs(measures.areaMm2 - AREA)).toBeLessThan(CUT * CHORD_TOLERANCE_MM);
    // A chord is shorter than its arc: by under 0.1 % here.
    expect(measures.cutLengthMm).toBeLessThanOrEqual(CUT + 0.01);
    expect(measures.cutLengthMm).toBeGreaterThan(CUT * 0.999);
    // 21526.19 mm² × 6 mm × 7.93 g/cm³ (SS 304) = 1.024 kg.
    expect(measures.weightKg).toBeCloseTo(1.024, 2);
  });

  it('writes 10 true circles to the DXF: the rim, the bore and the bolt holes on the pitch circle', () => {
    const { entities, contours } = readDxf(toDxf(flange.outline(PART)));
    expect(entities.map((e) => e.type)).toEqual(Array(10).fill('CIRCLE'));
    const circles = entities as unknown as { center: { x: number; y: number }; radius: number }[];
    expect(circles.slice(0, 2).map((c) => [c.center.x, c.center.y, c.radius])).toEqual([
      [100, 100, 100],
      [100, 100, 50],
    ]);
    const bolts = circles.slice(2);
    for (const [i, { center, radius }] of bolts.entries()) {
      expect(radius).toBeCloseTo(9, 6);
      // Every 45°, from 22.5°: straddling both centre lines, as flange standards place them.
      const angle = ((22.5 + 45 * i) * Math.PI) / 180;
      expect(center.x).toBeCloseTo(100 + 80 * Math.cos(angle), 4);
      expect(center.y).toBeCloseTo(100 + 80 * Math.sin(angle), 4);
    }
    const [rim, ...holes] = contours;
    const material = rim.area - holes.reduce((sum, hole) => sum + hole.area, 0);
    expect(material).toBeCloseTo(Math.PI * 6852, 2);
  });
});

describe('flange rules', () => {
  it.each([
    [{ n: 8.5 }, 6, 'n', 'Number of bolt holes (n) must be a whole number'],
    [{ n: '7.5' }, 6, 'n', 'Number of bolt holes (n) must be a whole number'],
    [{ n: 2 }, 6, 'n', 'Number of bolt holes (n) must be at least 3'],
    [{ n: 37 }, 6, 'n', 'Number of bolt holes (n) must be at most 36'],
    [{ c: 5 }, 6, 'c', 'Bolt hole diameter (c) must not be smaller than the plate thickness (at least 6 mm)'],
    [{ b: 5 }, 6, 'b', 'Bore diameter (b) must not be smaller than the plate thickness (at least 6 mm)'],
    [
      { b: 140 },
      6,
      'PCD',
      // 140 + 18 + 2 · 6
      'Pitch circle diameter (PCD) must leave at least the plate thickness of material between the bore and the bolt holes (at least 170 mm)',
    ],
    [
      { PCD: 185 },
      6,
      'a',
      // 185 + 18 + 2 · 6
      'Outer diameter (a) must leave at least the plate thickness of material outside the bolt holes (at least 215 mm)',
    ],
    [
      { n: 24 },
      6,
      'n',
      // 160 · sin(π / n) ≥ 18 + 6 holds up to n = π / asin(24 / 160) = 20.86
      'Number of bolt holes (n) must leave at least the plate thickness of material between neighbouring bolt holes (at most 20)',
    ],
    [
      { a: 200, b: 1, PCD: 53, c: 50, n: 3 },
      1,
      'PCD',
      // (50 + 1) / sin 60°: three holes do not fit, so the count cannot be the fix
      'Pitch circle diameter (PCD) must leave room for three bolt holes with the plate thickness between them (at least 58.89 mm)',
    ],
  ])('%o at %s mm: %s', (change, thickness, key, message) => {
    expect(validate(flange, { ...PART, ...change }, thickness)).toEqual([{ key, message }]);
  });

  it('takes 20 holes but not 21 on that pitch circle at 6 mm', () => {
    expect(validate(flange, { ...PART, n: 20 }, 6)).toEqual([]);
    expect(validate(flange, { ...PART, n: 21 }, 6)).toHaveLength(1);
  });
});
