import { describe, expect, it } from 'vitest';
import { findGrade, FINISHES, MATERIAL_NAMES, readNumber, thicknessError } from './materials';

describe('materials', () => {
  it('lists the stainless grades with their densities', () => {
    expect(MATERIAL_NAMES).toEqual(['SS 304', 'SS 316', 'SS 202', 'SS 430']);
    expect(findGrade('SS 316')?.densityGPerCm3).toBe(8);
    expect(findGrade('SS 999')).toBeUndefined();
    expect(FINISHES).toEqual(['Mill Finish']);
  });
});

describe('thickness (SPEC section 5)', () => {
  it.each([
    [undefined, 'Thickness is required'],
    ['', 'Thickness is required'],
    ['  ', 'Thickness is required'],
    ['abc', 'Thickness must be a number'],
    [NaN, 'Thickness must be a number'],
    [Infinity, 'Thickness must be a number'],
    [0.9, 'Thickness must be between 1 and 30'],
    [-2, 'Thickness must be between 1 and 30'],
    [30.1, 'Thickness must be between 1 and 30'],
    [2.55, 'Thickness must be in steps of 0.1 mm'],
  ])('%s: %s', (value, message) => {
    expect(thicknessError(value)).toBe(message);
  });

  it.each([1, 30, 2.5, '2.5', 0.3 + 2.7, 7.1])('accepts %s', (value) => {
    expect(thicknessError(value)).toBeUndefined();
  });
});

describe('readNumber', () => {
  it('reads plain decimals only', () => {
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber('12.')).toBe(12);
    expect(readNumber('0x10')).toBeNaN();
    expect(readNumber('1e3')).toBeNaN();
    expect(readNumber(true)).toBeNaN();
    expect(readNumber(null)).toBeUndefined();
  });
});
