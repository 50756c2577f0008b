import { describe, expect, it } from 'vitest';
import { findShapeBySlug } from './catalogue';
import type { ShapeDefinition } from './types';
import { validate } from './validate';

function shape(slug: string): ShapeDefinition {
  const found = findShapeBySlug(slug);
  if (!found) throw new Error(`no shape ${slug}`);
  return found;
}

const check = (slug: string, values: Record<string, unknown>, thickness: unknown = 2) =>
  validate(shape(slug), values, thickness);

describe('bounds (SPEC section 5)', () => {
  it.each([
    [{ b: 300 }, 'a', 'Width (a) is required'],
    [{ a: '', b: 300 }, 'a', 'Width (a) is required'],
    [{ a: null, b: 300 }, 'a', 'Width (a) is required'],
    [{ a: 'wide', b: 300 }, 'a', 'Width (a) must be a number'],
    [{ a: NaN, b: 300 }, 'a', 'Width (a) must be a number'],
    [{ a: Infinity, b: 300 }, 'a', 'Width (a) must be a number'],
    [{ a: 14.9, b: 300 }, 'a', 'Width (a) must be at least 15'],
    [{ a: -5, b: 300 }, 'a', 'Width (a) must be at least 15'],
    [{ a: 3000.1, b: 300 }, 'a', 'Width (a) must be at most 3000'],
  ])('%o gives %s: %s', (values, key, message) => {
    expect(check('rectangle', values)).toEqual([{ key, message }]);
  });

  it('reads the strings a form holds', () => {
    expect(check('rectangle', { a: ' 500 ', b: '300.5' }, '2.5')).toEqual([]);
    expect(check('rectangle', { a: '5e2', b: '300' })).toEqual([{ key: 'a', message: 'Width (a) must be a number' }]);
  });

  it('names the angle in degrees', () => {
    expect(check('triangle', { a: 300, b: 200, Angle: 180 })).toEqual([
      { key: 'Angle', message: 'Angle must be at most 179' },
    ]);
  });

  it('reports every field at once, thickness last', () => {
    expect(check('ring', { a: 10 }, 31)).toEqual([
      { key: 'a', message: 'Outer diameter (a) must be at least 15' },
      { key: 'b', message: 'Inner diameter (b) is required' },
      { key: 'thicknessMm', message: 'Thickness must be between 1 and 30' },
    ]);
  });
});

describe('geometry and design rules', () => {
  it.each([
    ['ring', { a: 50, b: 60 }, 7, 'b', 'Inner diameter (b) must be smaller than the outer diameter (less than 50 mm)'],
    [
      'ring',
      { a: 50, b: 40 },
      7,
      'b',
      'Inner diameter (b) must be no larger than the outer diameter minus twice the thickness (at most 36 mm)',
    ],
    [
      'ring',
      { a: 50, b: 5 },
      7,
      'b',
      'Inner diameter (b) must not be smaller than the plate thickness (at least 7 mm)',
    ],
    [
      'ring',
      { a: 20, b: 7 },
      7,
      'a',
      'Outer diameter (a) must leave room for the hole and the plate thickness on each side of it (at least 21 mm)',
    ],
    [
      'isosceles-triangle',
      { a: 300, b: 100 },
      2,
      'b',
      'Equal sides (b) must be longer than half the base for the sides to meet (more than 150 mm)',
    ],
    [
      'trapezoid',
      { a: 300, b: 300, h: 100 },
      2,
      'b',
      'Top width (b) must be shorter than the bottom width (less than 300 mm)',
    ],
    [
      'l-bracket',
      { a: 100, b: 50, c: 48 },
      5,
      'c',
      'Leg width (c) must leave an inside corner at least the plate thickness wide (at most 45 mm)',
    ],
    [
      'l-bracket',
      { a: 100, b: 50, c: 3 },
      5,
      'c',
      'Leg width (c) must not be smaller than the plate thickness (at least 5 mm)',
    ],
    [
      'l-bracket',
      { a: 100, b: 15, c: 10 },
      10,
      'b',
      'Height (b) must leave room for a leg and an inside corner as wide as the plate is thick (at least 20 mm)',
    ],
    [
      'plate-with-hole',
      { a: 100, b: 50, c: 45 },
      5,
      'c',
      'Hole diameter (c) must leave at least the plate thickness of material to each edge (at most 40 mm)',
    ],
    [
      'plate-with-hole',
      { a: 100, b: 50, c: 4 },
      5,
      'c',
      'Hole diameter (c) must not be smaller than the plate thickness (at least 5 mm)',
    ],
    [
      'plate-with-hole',
      { a: 100, b: 20, c: 8 },
      8,
      'b',
      'Height (b) must leave room for the hole and the plate thickness on each side of it (at least 24 mm)',
    ],
    [
      'slotted-plate',
      { a: 100, b: 50, length: 20, c: 30 },
      5,
      'length',
      'Slot length must not be shorter than the slot width (at least 30 mm)',
    ],
    [
      'slotted-plate',
      { a: 100, b: 50, length: 95, c: 30 },
      5,
      'length',
      'Slot length must leave at least the plate thickness of material at each end (at most 90 mm)',
    ],
    [
      'slotted-plate',
      { a: 100, b: 50, length: 60, c: 45 },
      5,
      'c',
      'Slot width (c) must leave at least the plate thickness of material to each edge (at most 40 mm)',
    ],
    [
      'slotted-plate',
      { a: 100, b: 50, length: 60, c: 3 },
      5,
      'c',
      'Slot width (c) must not be smaller than the plate thickness (at least 5 mm)',
    ],
    [
      'rounded-rectangle',
      { a: 100, b: 50, r: 30 },
      5,
      'r',
      'Corner radius (r) must be no more than half the shorter side (at most 25 mm)',
    ],
    [
      'base-plate',
      { a: 100, b: 100, c: 20, e: 12 },
      5,
      'e',
      'Hole inset (e) must leave at least the plate thickness of material between each hole and the edge (at least 15 mm)',
    ],
    [
      'base-plate',
      { a: 100, b: 100, c: 20, e: 40 },
      5,
      'e',
      'Hole inset (e) must leave at least the plate thickness of material between the holes (at most 37.5 mm)',
    ],
    [
      'base-plate',
      { a: 100, b: 100, c: 4, e: 20 },
      5,
      'c',
      'Hole diameter (c) must not be smaller than the plate thickness (at least 5 mm)',
    ],
    [
      'base-plate',
      { a: 50, b: 100, c: 20, e: 15 },
      5,
      'a',
      'Width (a) must leave room for two holes with the plate thickness of material around them (at least 55 mm)',
    ],
  ])('%s %o at %s mm: %s', (slug, values, thickness, key, message) => {
    expect(check(slug, values, thickness)).toEqual([{ key, message }]);
  });

  it('accepts the limit it names, despite floating-point rounding', () => {
    expect(check('ring', { a: 50, b: 35.8 }, 7.1)).toEqual([]);
    expect(check('ring', { a: 50, b: 35.81 }, 7.1)[0].message).toMatch(/\(at most 35\.8 mm\)$/);
  });

  it('shows a limit rounded so that the number shown is accepted', () => {
    // 100 / 3 = 33.333…: 'at most 33.33' is accepted, 33.34 would not be.
    const [error] = check('rounded-rectangle', { a: 100 / 1.5, b: 300, r: 40 }, 2);
    expect(error.message).toMatch(/\(at most 33\.33 mm\)$/);
    expect(check('rounded-rectangle', { a: 100 / 1.5, b: 300, r: 33.33 }, 2)).toEqual([]);
  });

  it('keeps the geometric rules when the thickness is unusable', () => {
    expect(check('ring', { a: 50, b: 60 }, '')).toEqual([
      { key: 'b', message: 'Inner diameter (b) must be smaller than the outer diameter (less than 50 mm)' },
      { key: 'thicknessMm', message: 'Thickness is required' },
    ]);
  });
});

describe('part size', () => {
  it('refuses a part under 15 × 15 mm and names what sets its height', () => {
    expect(check('triangle', { a: 100, b: 20, Angle: 30 })).toEqual([
      {
        key: 'b',
        message: 'The part is only 10 mm tall; every part must be at least 15 × 15 mm. Change Side (b) or Angle.',
      },
    ]);
    expect(check('isosceles-triangle', { a: 300, b: 150.2 })[0].message).toMatch(/^The part is only 7\.74 mm tall/);
  });

  it('refuses a part larger than the 1500 × 3000 mm sheet, turned if need be', () => {
    expect(check('rectangle', { a: 3000, b: 1500 })).toEqual([]);
    expect(check('rectangle', { a: 1500, b: 3000 })).toEqual([]);
    expect(check('rectangle', { a: 2000, b: 2000 })).toEqual([
      {
        key: 'b',
        message: 'The part measures 2000 × 2000 mm and must fit on a 1500 × 3000 mm sheet. Change Height (b).',
      },
    ]);
    expect(check('parallelogram', { a: 3000, b: 2000, Angle: 30 })).toEqual([
      {
        key: 'a',
        message:
          'The part measures 4732.05 × 1000 mm and must fit on a 1500 × 3000 mm sheet. Change Base (a), Side (b) or Angle.',
      },
    ]);
  });
});
