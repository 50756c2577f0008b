import { describe, expect, it } from 'vitest';
import { findShapeBySlug } from '../shapes/catalogue';
import { dimensionsOf, specDimensions } from '../part-wire';
import { CART_MSG, readCartPart } from './cart';

const rectangle = findShapeBySlug('rectangle')!;

describe('readCartPart', () => {
  it('reads a form’s text once: numbers, thickness to 0.1 mm, dimensions in display order', () => {
    const read = readCartPart(rectangle, {
      material: 'SS 316',
      thicknessMm: ' 2.5 ',
      quantity: '12',
      finish: '',
      dimensions: { b: '120', a: '250.5' },
    });
    expect(read).toEqual({
      ok: true,
      part: {
        material: 'SS 316',
        thicknessMm: 2.5,
        quantity: 12,
        finish: 'Mill Finish',
        dimensions: [
          { key: 'a', value: 250.5 },
          { key: 'b', value: 120 },
        ],
      },
    });
  });

  it('rounds a computed thickness once, to the 0.1 mm the shop cuts', () => {
    const read = readCartPart(rectangle, {
      material: 'SS 304',
      thicknessMm: 0.1 + 0.2 + 2,
      quantity: 1,
      dimensions: { a: 100, b: 50 },
    });
    expect(read.ok && read.part.thicknessMm).toBe(2.3);
  });

  it('names every field at fault instead', () => {
    const read = readCartPart(rectangle, { material: 'SS 999', thicknessMm: '', quantity: '0', dimensions: {} });
    expect(read.ok).toBe(false);
    const keys = read.ok ? [] : read.errors.map((error) => error.key);
    expect(keys).toEqual(expect.arrayContaining(['material', 'quantity', 'thicknessMm', 'a', 'b']));
    expect(read.ok ? [] : read.errors.find((e) => e.key === 'quantity')?.message).toBe(CART_MSG.quantityMin);
  });

  it('translates to and from SPEC’s dimension names without loss', () => {
    const read = readCartPart(rectangle, {
      material: 'SS 304',
      thicknessMm: 2,
      quantity: 1,
      dimensions: { a: 100, b: 50 },
    });
    if (!read.ok) throw new Error('expected a part');
    const spec = specDimensions(read.part);
    expect(spec).toEqual([
      { param_key: 'a', param_value: 100 },
      { param_key: 'b', param_value: 50 },
    ]);
    expect(dimensionsOf(spec)).toEqual({ a: 100, b: 50 });
  });

  it('reads a dimension named __proto__ as a plain key, never as the prototype', () => {
    const dimensions = dimensionsOf([
      { param_key: '__proto__', param_value: 5 },
      { param_key: 'a', param_value: 100 },
    ]);
    expect(Object.getPrototypeOf(dimensions)).toBeNull();
    expect(Object.keys(dimensions)).toEqual(['__proto__', 'a']);
    expect(dimensions.a).toBe(100);
  });
});
