import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PART_FIELDS, type Part } from './part';
import {
  addCartFields,
  draftOfForm,
  fieldOfForm,
  formField,
  itemField,
  partOf,
  plateOf,
  plateText,
  wireOf,
} from './part-wire';

const PART: Part = {
  material: 'SS 316',
  thicknessMm: 2.5,
  quantity: 12,
  finish: 'Mill Finish',
  dimensions: [
    { key: 'a', value: 250.5 },
    { key: 'b', value: 120 },
  ],
};

describe('a part between our names and SPEC’s', () => {
  it('names each rule’s field as the request sent it', () => {
    expect(PART_FIELDS.map(itemField)).toEqual(['material_name', 'thickness', 'quantity', 'finish']);
    expect(PART_FIELDS.map(formField)).toEqual(['materialName', 'thickness', 'quantity', 'finish']);
    // A dimension's key, or a field no part has, stays as it is.
    expect([itemField('a'), formField('drawingId'), fieldOfForm('shapeId')]).toEqual(['a', 'drawingId', 'shapeId']);
  });

  it('reads the add-to-cart form back into our names, field for field', () => {
    for (const field of PART_FIELDS) expect(fieldOfForm(formField(field))).toBe(field);
    const fields = Object.fromEntries(addCartFields({ shapeId: 4, shapeName: 'Ring' }, PART));
    expect(fields).toMatchObject({ materialName: 'SS 316', thickness: '2.5', quantity: '12', finish: 'Mill Finish' });
    expect(draftOfForm(fields)).toEqual({
      material: 'SS 316',
      thicknessMm: '2.5',
      quantity: '12',
      finish: 'Mill Finish',
    });
  });

  it('brings any part back unchanged from SPEC’s names', () => {
    const part = fc.record({
      material: fc.constantFrom('SS 304', 'SS 316', 'SS 430'),
      thicknessMm: fc.integer({ min: 10, max: 300 }).map((tenths) => tenths / 10),
      quantity: fc.integer({ min: 1, max: 9999 }),
      finish: fc.string({ maxLength: 20 }),
      dimensions: fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c', 'n'), value: fc.double({ noNaN: true }) }), {
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(part, (p) => {
        expect(partOf(wireOf(p))).toEqual(p);
      }),
    );
  });

  it('says a stored line’s plate in our names, and as documents print it', () => {
    const line = wireOf(PART);
    expect(plateOf(line)).toEqual({ material: 'SS 316', thicknessMm: 2.5 });
    expect(plateOf({ material_name: 'SS 304', thickness: '1.5' })).toEqual({ material: 'SS 304', thicknessMm: 1.5 });
    expect(plateText(line)).toBe('SS 316, 2.5 mm, Mill Finish');
  });
});
