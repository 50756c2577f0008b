import { describe, expect, it } from 'vitest';
import { groupCode, valueFits } from './group-values';

describe('group codes and numbers, read wholly', () => {
  it('reads a group code padded as AutoCAD writes it, and nothing else', () => {
    expect([' 10', '0', '\uFEFF0', '1071 ', '-1'].map(groupCode)).toEqual([10, 0, 0, 1071, -1]);
    expect(['', ' ', '10x', '1.0', '+', '-', 'LINE'].map(groupCode)).toEqual(Array(7).fill(undefined));
  });

  it('takes a real as CAD programs write it', () => {
    for (const value of ['200', '200.75', '-0.5', '.5', '5.', '+1.5E+02', '1e-300', ' 12.5 ', '\t3']) {
      expect(valueFits(10, value), value).toBe(true);
    }
  });

  it('refuses a real that is not wholly one, or too large to hold', () => {
    for (const value of ['200junk', '1e2,5', '200,75', '', ' ', '.', 'e5', '1e', '1e+', 'NaN', 'Infinity', '1e999']) {
      expect(valueFits(10, value), value).toBe(false);
    }
    expect(valueFits(10, '9'.repeat(400))).toBe(false);
  });

  it('takes a whole number, written 1 or 1.0, where the code is an integer’s', () => {
    expect(['7', '-3', '+1', '1.0', '1.', ' 256 '].every((value) => valueFits(70, value))).toBe(true);
    expect(['1.5', '1e2', '7x', '', '0x10'].some((value) => valueFits(70, value))).toBe(false);
  });

  it('leaves text where the code is text’s', () => {
    expect(['LINE', '', '200,75', 'ÄÖ'].every((value) => valueFits(8, value) && valueFits(1000, value))).toBe(true);
    expect(valueFits(5, '1F')).toBe(true);
  });
});
