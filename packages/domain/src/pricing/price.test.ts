import { describe, expect, it } from 'vitest';
import { findShapeBySlug } from '../shapes/catalogue';
import { partMeasures } from '../shapes/measures';
import type { Params } from '../shapes/types';
import { PricingSchema } from '../schemas/pricing';
import { aShopRates } from '../testing/pricing';
import { gstinCheckCharacter, isValidGstin } from '../gstin';
import { formatRupees, rupeesInWords, toPaise } from '../money';
import { priceLine, quoteParts, taxSplit } from './price';

const pricing = aShopRates();

function part(slug: string, params: Params, material: string, thicknessMm: number, quantity: number) {
  const measures = partMeasures(findShapeBySlug(slug)!, params, thicknessMm, material);
  return { ...measures, weightKg: measures.weightKg!, material, thicknessMm, quantity };
}

describe('the price of a part, against figures worked out by hand', () => {
  it('rectangle 250 × 120 mm, SS 304, 2 mm, 4 pieces', () => {
    // 30,000 mm² × 2 mm × 7.93 g/cm³ = 0.4758 kg; ÷ 0.8 × ₹250/kg = 14,868.75 paise
    // cut 740 mm × ₹40/m = 2,960; 1 pierce × ₹5 = 500; piece 18,328.75 → 18,329
    expect(priceLine(pricing, part('rectangle', { a: 250, b: 120 }, 'SS 304', 2, 4))).toEqual({
      weightKg: expect.closeTo(0.4758, 10),
      cutLengthMm: 740,
      pierces: 1,
      unitPaise: 18_329,
      linePaise: 73_316,
      discountPercent: 0,
    });
  });

  it('right triangle 300 × 400 mm, SS 316, 6 mm, 10 pieces (5% off)', () => {
    // 60,000 mm² × 6 × 8.0 = 2.88 kg; ÷ 0.8 × ₹350 = 1,26,000; cut 1,200 mm × ₹90 = 10,800;
    // pierce ₹15 = 1,500; piece 1,38,300; 10 × 0.95 = 13,13,850
    const line = priceLine(pricing, part('right-triangle', { a: 300, b: 400 }, 'SS 316', 6, 10));
    expect(line).toMatchObject({ cutLengthMm: 1200, pierces: 1, unitPaise: 138_300, linePaise: 1_313_850 });
    expect(line.discountPercent).toBe(5);
  });

  it('L-bracket 300 × 200, leg 60 mm, SS 430, 12 mm, 50 pieces (10% off)', () => {
    // 18,000 + 8,400 = 26,400 mm² × 12 × 7.7 = 2.43936 kg; ÷ 0.8 × ₹200 = 60,984;
    // cut 1,000 mm × ₹250 = 25,000; pierce ₹40 = 4,000; piece 89,984; 50 × 0.9 = 40,49,280
    const line = priceLine(pricing, part('l-bracket', { a: 300, b: 200, c: 60 }, 'SS 430', 12, 50));
    expect(line).toMatchObject({ cutLengthMm: 1000, unitPaise: 89_984, linePaise: 4_049_280, discountPercent: 10 });
  });

  it('counts a pierce per contour and cuts every hole', () => {
    const plate = part('plate-with-hole', { a: 300, b: 200, c: 80 }, 'SS 304', 3, 1);
    expect(plate.pierces).toBe(2);
    expect(plate.cutLengthMm).toBeCloseTo(1000 + Math.PI * 80, -1);
  });
});

describe('an order’s total', () => {
  const lines = [
    part('rectangle', { a: 250, b: 120 }, 'SS 304', 2, 4),
    part('right-triangle', { a: 300, b: 400 }, 'SS 316', 6, 10),
    part('l-bracket', { a: 300, b: 200, c: 60 }, 'SS 430', 12, 50),
  ];

  it('splits GST into CGST and SGST when delivered in the shop’s state', () => {
    // 73,316 + 13,13,850 + 40,49,280 = 54,36,446; 9% = 4,89,280.14 → 4,89,280 each
    expect(quoteParts(pricing, lines, ' tamil  NADU ')).toMatchObject({
      subtotalPaise: 5_436_446,
      minimumTopUpPaise: 0,
      cgstPaise: 489_280,
      sgstPaise: 489_280,
      igstPaise: 0,
      totalPaise: 6_415_006,
    });
  });

  it('charges IGST when delivered to another state', () => {
    // 18% of 54,36,446 = 9,78,560.28 → 9,78,560
    expect(quoteParts(pricing, lines, 'Karnataka')).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 978_560,
      totalPaise: 6_415_006,
    });
  });

  it('tops a small order up to the minimum order value before tax', () => {
    // 50 × 50 mm SS 202 1 mm: 0.0195 kg ÷ 0.8 × ₹180 = 438.75; cut 200 mm × ₹40 = 800; +500 → 1,739
    const small = quoteParts(pricing, [part('rectangle', { a: 50, b: 50 }, 'SS 202', 1, 1)], 'Tamil Nadu');
    expect(small.items[0].unitPaise).toBe(1_739);
    expect(small).toMatchObject({
      minimumTopUpPaise: 48_261,
      subtotalPaise: 50_000,
      cgstPaise: 4_500,
      totalPaise: 59_000,
    });
  });

  it('rounds half up to the paisa, once per figure', () => {
    expect([toPaise(0.5), toPaise(2.5), toPaise(2.4999), toPaise(1738.75)]).toEqual([1, 3, 2, 1739]);
    // 9% of 5 paise is 0.45 → 0; of 6 paise 0.54 → 1
    const tiny = aShopRates({ minimumOrderPaise: 0 });
    expect(taxSplit(tiny, 5, 'Tamil Nadu').cgstPaise).toBe(0);
    expect(taxSplit(tiny, 6, 'Tamil Nadu').cgstPaise).toBe(1);
  });
});

describe('money as people read it', () => {
  it('shows rupees with Indian digit grouping', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupees(5)).toBe('₹0.05');
  });

  it('writes an amount in words for the invoice', () => {
    expect(rupeesInWords(12_345_670)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Paise Only',
    );
    expect(rupeesInWords(1_00_00_00_000)).toBe('Rupees One Crore Only');
  });
});

describe('GSTIN', () => {
  it('accepts a known-valid number and refuses any single change to it', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false); // check character
    expect(isValidGstin('27AAPFU0939F2ZV')).toBe(false); // entity number changed, check no longer holds
    expect(isValidGstin('28AAPFU0939F1ZV')).toBe(false); // no longer a state code (28) and check fails
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false); // the 14th character is always Z
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false); // schemas upper-case before checking
  });

  it('validates the shop’s rates: every grade, bands up to 30 mm', () => {
    expect(PricingSchema.safeParse(pricing).success).toBe(true);
    const missingGrade = { ...pricing, materials: pricing.materials.slice(1) };
    expect(PricingSchema.safeParse(missingGrade).success).toBe(false);
    expect(PricingSchema.safeParse({ ...pricing, cutting: pricing.cutting.slice(0, 2) }).success).toBe(false);
    expect(PricingSchema.safeParse({ ...pricing, minimumOrderPaise: 10.5 }).success).toBe(false);
  });
});
