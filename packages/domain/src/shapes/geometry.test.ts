import { describe, expect, it } from 'vitest';
import { findGrade } from '../materials';
import { findShapeBySlug } from './catalogue';
import { rectangle } from './draw';
import { area, boundingBox, perimeter, signedArea, weightKg } from './geometry';
import type { Outline } from './types';

const plate = (width: number, height: number): Outline => ({ outer: rectangle(0, 0, width, height), holes: [] });

describe('area, bounding box and perimeter', () => {
  it('measures a plate', () => {
    expect(area(plate(100, 50))).toBe(5000);
    expect(perimeter(plate(100, 50))).toBe(300);
    expect(boundingBox(plate(100, 50))).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 50, width: 100, height: 50 });
  });

  it('subtracts holes from the area and adds them to the cut length', () => {
    const framed: Outline = { outer: rectangle(0, 0, 100, 100), holes: [[...rectangle(25, 25, 50, 50)].reverse()] };
    expect(area(framed)).toBe(10000 - 2500);
    expect(perimeter(framed)).toBe(400 + 200);
  });

  it('signs the area by direction', () => {
    expect(signedArea(rectangle(0, 0, 2, 3))).toBe(6);
    expect(signedArea([...rectangle(0, 0, 2, 3)].reverse())).toBe(-6);
  });

  it('flattens circles within the chord tolerance', () => {
    const washer = findShapeBySlug('ring')!.outline({ a: 200, b: 100 });
    const exact = (Math.PI * (200 ** 2 - 100 ** 2)) / 4;
    expect(Math.abs(area(washer) - exact) / exact).toBeLessThan(1e-3);
    expect(perimeter(washer)).toBeCloseTo(Math.PI * 300, 0);
    expect(boundingBox(washer)).toMatchObject({ width: 200, height: 200 });
  });
});

describe('weightKg', () => {
  it('weighs a 100 × 100 × 2 mm SS 304 plate at 0.1586 kg', () => {
    const density = findGrade('SS 304')!.densityGPerCm3;
    expect(weightKg(area(plate(100, 100)), 2, density)).toBeCloseTo(0.1586, 10);
  });

  it('scales with thickness and density', () => {
    expect(weightKg(1e6, 10, 8)).toBeCloseTo(80, 10);
    expect(weightKg(0, 10, 8)).toBe(0);
  });
});
