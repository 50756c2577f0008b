import { describe, expect, it } from 'vitest';
import { findShapeBySlug } from '../shapes/catalogue';
import { pricedDrawingPart, pricedPart } from './priced-part';

const FINISHES = [
  { name: 'Mill Finish', adderPaisePerM2: 0 },
  { name: 'Mirror (No. 8)', adderPaisePerM2: 45_000 },
];

describe('a catalogue part as pricing takes it', () => {
  it('measures a 300 × 200 mm rectangle of 2 mm SS 304 as worked out by hand', () => {
    const part = pricedPart(
      findShapeBySlug('rectangle')!,
      {
        material: 'SS 304',
        thicknessMm: 2,
        quantity: 5,
        finish: 'Mirror (No. 8)',
        dimensions: [
          { key: 'a', value: 300 },
          { key: 'b', value: 200 },
        ],
      },
      FINISHES,
    );
    // 300 × 200 mm = 60,000 mm²; × 2 mm = 120 cm³; × 7.93 g/cm³ = 951.6 g.
    expect(part).toEqual({
      material: 'SS 304',
      thicknessMm: 2,
      quantity: 5,
      weightKg: expect.closeTo(0.9516, 10),
      cutLengthMm: 1000,
      pierces: 1,
      areaMm2: 60_000,
      finishPaisePerM2: 45_000,
    });
  });

  it('adds nothing for Mill Finish', () => {
    const part = pricedPart(
      findShapeBySlug('circle')!,
      {
        material: 'SS 316',
        thicknessMm: 3,
        quantity: 1,
        finish: 'Mill Finish',
        dimensions: [{ key: 'a', value: 100 }],
      },
      FINISHES,
    );
    expect(part.finishPaisePerM2).toBe(0);
    // π × 100 mm, within the flattening of the circle.
    expect(part.cutLengthMm).toBeCloseTo(Math.PI * 100, 0);
  });
});

describe('a drawing part as pricing takes it', () => {
  it('prices a drawn 300 × 200 mm rectangle exactly as the catalogue rectangle', () => {
    const fields = { material: 'SS 304', thicknessMm: 2, quantity: 5, finish: 'Mirror (No. 8)' };
    const drawn = pricedDrawingPart({ areaMm2: 60_000, cutLengthMm: 1000, pierces: 1 }, fields, FINISHES);
    const catalogue = pricedPart(
      findShapeBySlug('rectangle')!,
      {
        ...fields,
        dimensions: [
          { key: 'a', value: 300 },
          { key: 'b', value: 200 },
        ],
      },
      FINISHES,
    );
    expect(drawn).toEqual(catalogue);
  });
});
