import type { PartMeasures } from '../part';
import { sameState } from '../india';
import type { DeliveryOutcome, Pricing, QuoteLine, ShopRates, TaxSplit } from '../schemas/pricing';
import { toPaise } from '../money';

/** A part as pricing takes it: one piece's measures (priced-part.ts gives it), the grade and plate. */
export interface PricedPart extends Pick<PartMeasures, 'cutLengthMm' | 'pierces'> {
  weightKg: number;
  material: string;
  thicknessMm: number;
  quantity: number;
  /** The plate's area (the outline less its holes), for the finish's adder. */
  areaMm2?: number;
  /** What the finish adds per m² of plate (shop settings); 0 or absent for Mill Finish. */
  finishPaisePerM2?: number;
}

/** The discount of the largest quantity break the quantity reaches. */
function discountFor(pricing: Pricing, quantity: number): number {
  return pricing.quantityBreaks.filter((rung) => rung.minQuantity <= quantity).at(-1)?.discountPercent ?? 0;
}

/**
 * One line: the piece = material (weight ÷ sheet use × ₹/kg of the grade) + cutting (cut length ×
 * ₹/m of the thickness band) + pierces × ₹/pierce of the band + the finish (area in m² × its adder
 * per m²), rounded once to the paisa (half up); the line = piece × quantity less the quantity
 * break, rounded.
 */
export function priceLine(pricing: Pricing, part: PricedPart): QuoteLine {
  const rate = pricing.materials.find((row) => row.material === part.material);
  const band = pricing.cutting.find((row) => part.thicknessMm <= row.upToThicknessMm);
  // PricingSchema makes every grade and every thickness up to the maximum priced.
  if (!rate || !band) throw new Error(`no rate for ${part.material} at ${part.thicknessMm} mm`);
  const material = (part.weightKg / (pricing.sheetUsePercent / 100)) * rate.paisePerKg;
  const cutting = (part.cutLengthMm / 1000) * band.paisePerMetre;
  // Mill Finish adds exactly 0, so a piece without an adder keeps its figure to the last bit.
  const finish = part.finishPaisePerM2 ? ((part.areaMm2 ?? 0) / 1_000_000) * part.finishPaisePerM2 : 0;
  const unitPaise = toPaise(material + cutting + part.pierces * band.paisePerPierce + finish);
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
 * delivery state is taken as the shop's: the total is the same either way. Delivery is part of
 * the supply of the goods, so it is taxed with them at their rate.
 */
export function taxSplit(
  pricing: Omit<ShopRates, 'shopGstin'>,
  linesPaise: number,
  deliveryState: string | undefined,
  deliveryPaise = 0,
): TaxSplit {
  const minimumTopUpPaise = Math.max(0, pricing.minimumOrderPaise - linesPaise);
  const subtotalPaise = linesPaise + minimumTopUpPaise;
  return {
    subtotalPaise,
    minimumTopUpPaise,
    deliveryPaise,
    ...gstOn(pricing, subtotalPaise + deliveryPaise, deliveryState),
  };
}

/** GST on a taxable value, split by the delivery state (see taxSplit), and the total with it. */
export function gstOn(
  pricing: Pick<ShopRates, 'gstPercent' | 'shopState'>,
  taxablePaise: number,
  deliveryState: string | undefined,
) {
  const local = !deliveryState || sameState(deliveryState, pricing.shopState);
  const half = toPaise((taxablePaise * pricing.gstPercent) / 200);
  const cgstPaise = local ? half : 0;
  const sgstPaise = local ? half : 0;
  const igstPaise = local ? 0 : toPaise((taxablePaise * pricing.gstPercent) / 100);
  return { cgstPaise, sgstPaise, igstPaise, totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise };
}

/** Works out delivery from the goods' value and weight (delivery/charge.ts with the shop's settings). */
export type DeliveryCharger = (goods: { goodsPaise: number; weightKg: number }) => DeliveryOutcome;

/**
 * A whole estimate: each line, the minimum order value, delivery when `charger` is given (its
 * charge, if any, as its own amount), GST.
 */
export function quoteParts(
  pricing: Omit<ShopRates, 'shopGstin'>,
  parts: PricedPart[],
  deliveryState: string | undefined,
  charger?: DeliveryCharger,
) {
  const items = parts.map((part) => priceLine(pricing, part));
  const lines = items.reduce((sum, item) => sum + item.linePaise, 0);
  const goodsPaise = Math.max(lines, pricing.minimumOrderPaise);
  const weightKg = parts.reduce((sum, part) => sum + part.weightKg * part.quantity, 0);
  const delivery = charger ? charger({ goodsPaise, weightKg }) : null;
  return { items, delivery, ...taxSplit(pricing, lines, deliveryState, delivery?.paise ?? 0) };
}
