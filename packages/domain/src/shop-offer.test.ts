import { describe, expect, it } from 'vitest';
import { priceLine } from './pricing/price';
import { CART_MSG, readCartPart } from './schemas/cart';
import { DEFAULT_SHOP } from './schemas/shop';
import { findShapeBySlug } from './shapes/catalogue';
import { partMeasures } from './shapes/measures';
import { DEFAULT_OFFER, finishAdderPaisePerM2, stockedThicknesses, stockError, type ShopOffer } from './shop-offer';
import { aPricing } from './testing/pricing';

const rectangle = findShapeBySlug('rectangle')!;
const offer: ShopOffer = {
  stock: [
    { material: 'SS 316', thicknessesMm: [2, 1, 1.5] },
    { material: 'SS 304', thicknessesMm: [1, 1.2, 1.5, 2, 2.5, 3] },
  ],
  finishes: [
    { name: 'Mill Finish', adderPaisePerM2: 0 },
    { name: 'Brushed (No. 4)', adderPaisePerM2: 12_000 },
  ],
};
const draft = (overrides: Record<string, unknown> = {}) => ({
  material: 'SS 316',
  thicknessMm: '1.5',
  quantity: '4',
  finish: 'Mill Finish',
  dimensions: { a: '250', b: '120' },
  ...overrides,
});

describe('what the shop stocks and offers', () => {
  it('a fresh install’s offer is DEFAULT_SHOP’s: every thickness, Mill Finish at no adder', () => {
    expect(DEFAULT_OFFER).toEqual({ stock: DEFAULT_SHOP.stock, finishes: DEFAULT_SHOP.finishes });
    expect(stockedThicknesses(null, 'SS 316')).toBeNull();
    expect(stockError(null, 'SS 316', 17.3)).toBeUndefined();
  });

  it('lists a grade’s thicknesses thinnest first; a grade left out is not stocked', () => {
    expect(stockedThicknesses(offer.stock, 'SS 316')).toEqual([1, 1.5, 2]);
    expect(stockedThicknesses(offer.stock, 'SS 430')).toEqual([]);
  });

  it('refuses a thickness not stocked for the grade, naming what is', () => {
    const read = readCartPart(rectangle, draft({ thicknessMm: '2.5' }), offer);
    expect(read).toEqual({
      ok: false,
      errors: [{ key: 'thicknessMm', message: 'SS 316 is stocked in 1, 1.5, 2 mm; choose one of these.' }],
    });
    expect(readCartPart(rectangle, draft({ material: 'SS 430' }), offer)).toEqual({
      ok: false,
      errors: [{ key: 'material', message: 'SS 430 is not in stock at the moment; choose another grade.' }],
    });
    // 1.50 and ' 1.5 ' are the stocked 1.5 mm; the 1-30 rule speaks first when it is broken.
    expect(readCartPart(rectangle, draft({ thicknessMm: ' 1.50 ' }), offer).ok).toBe(true);
    expect(readCartPart(rectangle, draft({ thicknessMm: '45' }), offer)).toMatchObject({
      errors: [{ key: 'thicknessMm', message: 'Thickness must be between 1 and 30' }],
    });
  });

  it('offers only the shop’s finishes; an empty finish is Mill Finish', () => {
    expect(readCartPart(rectangle, draft({ finish: 'Brushed (No. 4)' }), offer)).toMatchObject({
      ok: true,
      part: { finish: 'Brushed (No. 4)' },
    });
    expect(readCartPart(rectangle, draft({ finish: '' }), offer)).toMatchObject({ part: { finish: 'Mill Finish' } });
    expect(readCartPart(rectangle, draft({ finish: 'Mirror' }), offer)).toEqual({
      ok: false,
      errors: [{ key: 'finish', message: 'Finish must be Mill Finish or Brushed (No. 4)' }],
    });
    // The fresh install's message is the one the cart always gave.
    expect(readCartPart(rectangle, draft({ finish: 'Brushed (No. 4)', material: 'SS 304' }))).toMatchObject({
      errors: [{ key: 'finish', message: CART_MSG.finishInvalid }],
    });
    expect(finishAdderPaisePerM2(offer.finishes, 'Brushed (No. 4)')).toBe(12_000);
  });
});

describe('the finish’s adder in the piece price, worked by hand', () => {
  const pricing = aPricing();
  const piece = (slug: string, params: Record<string, number>, finishPaisePerM2?: number) => {
    const measures = partMeasures(findShapeBySlug(slug)!, params, 2, 'SS 304');
    return priceLine(pricing, {
      ...measures,
      weightKg: measures.weightKg!,
      material: 'SS 304',
      thicknessMm: 2,
      quantity: 4,
      finishPaisePerM2,
    });
  };

  it('adds area (m²) × adder to the piece before it is rounded once, half up', () => {
    // 250 × 120 mm: without a finish 18,328.75 → 18,329 (price.test.ts)
    expect(piece('rectangle', { a: 250, b: 120 }).unitPaise).toBe(18_329);
    expect(piece('rectangle', { a: 250, b: 120 }, 0).unitPaise).toBe(18_329);
    // 0.03 m² × ₹120/m² = 360 paise: 18,688.75 → 18,689; 4 pieces 74,756
    expect(piece('rectangle', { a: 250, b: 120 }, 12_000)).toMatchObject({ unitPaise: 18_689, linePaise: 74_756 });
    // 0.03 m² × ₹12.34/m² = 37.02 paise: 18,365.77 → 18,366
    expect(piece('rectangle', { a: 250, b: 120 }, 1_234).unitPaise).toBe(18_366);
  });

  it('counts the plate, not its holes', () => {
    // 300 × 200 less a Ø80 hole: 60,000 − 5,026.55 = 54,973.45 mm²; × ₹100/m² = 549.73 paise more
    const plain = piece('plate-with-hole', { a: 300, b: 200, c: 80 });
    const brushed = piece('plate-with-hole', { a: 300, b: 200, c: 80 }, 10_000);
    expect(brushed.unitPaise - plain.unitPaise).toBeGreaterThanOrEqual(549);
    expect(brushed.unitPaise - plain.unitPaise).toBeLessThanOrEqual(551);
  });
});
