import { sameState } from '../india';
import type { Pricing, QuoteLine, TaxSplit } from '../schemas/pricing';
import { toPaise } from './money';

/** What pricing needs of one piece (shapes/measures.ts gives it). */
export interface PieceMeasures {
  weightKg: number;
  cutLengthMm: number;
  pierces: number;
}

export interface PricedPart extends PieceMeasures {
  material: string;
  thicknessMm: number;
  quantity: number;
}

/** The discount of the largest quantity break the quantity reaches. */
function discountFor(pricing: Pricing, quantity: number): number {
  return pricing.quantityBreaks.filter((rung) => rung.minQuantity <= quantity).at(-1)?.discountPercent ?? 0;
}

/**
 * One line: the piece = material (weight ÷ sheet use × ₹/kg of the grade) + cutting (cut length ×
 * ₹/m of the thickness band) + pierces × ₹/pierce of the band, rounded to the paisa; the line =
 * piece × quantity less the quantity break, rounded.
 */
export function priceLine(pricing: Pricing, part: PricedPart): QuoteLine {
  const rate = pricing.materials.find((row) => row.material === part.material);
  const band = pricing.cutting.find((row) => part.thicknessMm <= row.upToThicknessMm);
  // PricingSchema makes every grade and every thickness up to the maximum priced.
  if (!rate || !band) throw new Error(`no rate for ${part.material} at ${part.thicknessMm} mm`);
  const material = (part.weightKg / (pricing.sheetUsePercent / 100)) * rate.paisePerKg;
  const cutting = (part.cutLengthMm / 1000) * band.paisePerMetre;
  const unitPaise = toPaise(material + cutting + part.pierces * band.paisePerPierce);
  const discountPercent = discountFor(pricing, part.quantity);
  return {
    weightKg: part.weightKg,
    cutLengthMm: part.cutLengthMm,
    pierces: part.pierces,
    unitPaise,
    linePaise: toPaise((unitPaise * part.quantity * (100 - discountPercent)) / 100),
    discountPercent,
  };
}

/**
 * GST on a taxable value: CGST + SGST (half the rate each) when the goods are delivered in the
 * shop's state, IGST otherwise (place of supply = where the goods are delivered). An unknown
 * delivery state is taken as the shop's: the total is the same either way.
 */
export function taxSplit(pricing: Pricing, linesPaise: number, deliveryState: string | undefined): TaxSplit {
  const minimumTopUpPaise = Math.max(0, pricing.minimumOrderPaise - linesPaise);
  const subtotalPaise = linesPaise + minimumTopUpPaise;
  const local = !deliveryState || sameState(deliveryState, pricing.shopState);
  const half = toPaise((subtotalPaise * pricing.gstPercent) / 200);
  const cgstPaise = local ? half : 0;
  const sgstPaise = local ? half : 0;
  const igstPaise = local ? 0 : toPaise((subtotalPaise * pricing.gstPercent) / 100);
  return {
    subtotalPaise,
    minimumTopUpPaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: subtotalPaise + cgstPaise + sgstPaise + igstPaise,
  };
}

/** A whole estimate: each line, the minimum order value, GST. */
export function quoteParts(pricing: Pricing, parts: PricedPart[], deliveryState: string | undefined) {
  const items = parts.map((part) => priceLine(pricing, part));
  const lines = items.reduce((sum, item) => sum + item.linePaise, 0);
  return { items, ...taxSplit(pricing, lines, deliveryState) };
}
