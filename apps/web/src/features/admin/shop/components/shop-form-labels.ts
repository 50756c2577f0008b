/** The thicknesses most shops keep, mm: what 'Standard set' fills in. */
export const STANDARD_THICKNESSES_MM = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12] as const;

/** The words of the stock, finishes and delivery part of the shop settings form. */
export const SHOP_FORM_LABELS = {
  stock: 'Stock',
  everyThickness: 'Offer every thickness from 1 to 30 mm',
  stockIntro:
    'The thicknesses you keep in each grade. Customers choose from these; leave a grade empty if you do not stock it.',
  gradeThicknesses: (grade: string) => `${grade} thicknesses (mm)`,
  thicknessHint: 'Separate with commas, e.g. 1, 1.5, 2',
  standardSet: 'Standard set',
  standardSetFor: (grade: string) => `Standard set for ${grade}`,
  finishes: 'Finishes',
  finishesIntro: 'Mill Finish is always offered at no extra cost. Others add a price per m² of plate.',
  finishName: (row: number) => `Finish ${row} name`,
  finishAdder: (row: number) => `Finish ${row} price per m²`,
  removeFinish: (name: string) => `Remove ${name || 'this finish'}`,
  addFinish: 'Add a finish',
  partLimits: 'Part sizes',
  partLimitsIntro:
    'The smallest part you cut, and your largest sheet: drawings and shapes outside these are refused with these figures.',
  partMin: 'Smallest part (each way)',
  sheetShort: 'Largest sheet, short side',
  sheetLong: 'Largest sheet, long side',
  delivery: 'Delivery',
  shopPincode: 'Shop pincode',
  radius: 'Delivery radius',
  charge: 'Delivery charge',
  chargeNone: 'No charge',
  chargeFlat: 'Flat amount per order',
  chargePerKg: 'Per kg of the order',
  flatAmount: 'Amount per order',
  perKgAmount: 'Amount per kg',
  freeAbove: 'Free delivery from an order value',
  freeAboveAmount: 'Free from (goods before GST)',
  outside: 'Outside the radius, or a pincode we cannot place',
  outsideRefuse: 'Refuse the order',
  outsideQuote: 'Take the order; the shop quotes delivery',
} as const;
