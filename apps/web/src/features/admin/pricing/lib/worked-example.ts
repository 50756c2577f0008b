import { formatRupees } from '@steelcut/domain/money';
import { priceLine, taxSplit } from '@steelcut/domain/pricing/price';
import type { Pricing, ShopRates } from '@steelcut/domain/schemas/pricing';
import { findShapeBySlug } from '@steelcut/domain/shapes/catalogue';
import { partMeasures } from '@steelcut/domain/shapes/measures';
import { formatMm } from '@steelcut/domain/shapes/rules';
import type { Params } from '@steelcut/domain/shapes/types';
import { formatArea, formatKg, formatLength } from '../../../../lib/cart/part-metrics';
import { PRICE_LABELS } from '../../../../lib/pricing/labels';
import { taxRows } from '../../../../lib/pricing/tax-rows';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';

export type ExamplePart = { slug: string; material: string; thicknessMm: number; quantity: number };
export type ExampleStep = { label: string; working: string; value: string; strong?: boolean };

/** The parts the owner can try: the rectangle is the one worked by hand in the domain's tests. */
export const EXAMPLE_SHAPES: readonly { slug: string; params: Params }[] = [
  { slug: 'rectangle', params: { a: 250, b: 120 } },
  { slug: 'ring', params: { a: 200, b: 100 } },
  { slug: 'plate-with-hole', params: { a: 300, b: 200, c: 80 } },
  { slug: 'l-bracket', params: { a: 300, b: 200, c: 60 } },
];
export const EXAMPLE_THICKNESSES = [1, 1.5, 2, 3, 5, 6, 8, 10, 12, 16, 20, 25, 30] as const;
export const EXAMPLE_QUANTITIES = [1, 4, 10, 25, 50, 100, 500] as const;
export const DEFAULT_EXAMPLE: ExamplePart = { slug: 'rectangle', material: 'SS 304', thicknessMm: 2, quantity: 4 };

export function exampleShapeLabel({ slug, params }: (typeof EXAMPLE_SHAPES)[number]): string {
  const sizes = Object.values(params).map(formatMm).join(' × ');
  return `${findShapeBySlug(slug)?.name ?? slug}, ${sizes} mm`;
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Only rows the admin has finished typing take part (a blank row is not yet a rate). */
function usable(pricing: Pricing): Pricing {
  const finite = (row: object) =>
    Object.values(row).every((value) => typeof value !== 'number' || Number.isFinite(value));
  return {
    ...pricing,
    cutting: pricing.cutting.filter(finite),
    quantityBreaks: pricing.quantityBreaks.filter(finite),
    minimumOrderPaise: Number.isFinite(pricing.minimumOrderPaise) ? pricing.minimumOrderPaise : 0,
  };
}

/**
 * One part priced step by step with the domain's own priceLine and taxSplit, so what the owner
 * reads is what a customer pays. Undefined while a rate it needs is not a number yet.
 */
/** `table` with the shop's state (its settings'): the example's GST is as within it. */
export function workedExample(table: Omit<ShopRates, 'shopGstin'>, part: ExamplePart): ExampleStep[] | undefined {
  const shape = EXAMPLE_SHAPES.find((s) => s.slug === part.slug);
  const definition = findShapeBySlug(part.slug);
  if (!shape || !definition) return undefined;
  const pricing = { ...usable(table), shopState: table.shopState };
  const rate = pricing.materials.find((row) => row.material === part.material);
  const band = pricing.cutting.find((row) => part.thicknessMm <= row.upToThicknessMm);
  const measures = partMeasures(definition, shape.params, part.thicknessMm, part.material);
  const sheetUse = pricing.sheetUsePercent;
  const known = [rate?.paisePerKg, sheetUse, pricing.gstPercent].every((n) => Number.isFinite(n));
  if (!rate || !band || !known || !(sheetUse > 0) || measures.weightKg === undefined) return undefined;

  const { areaMm2, weightKg, cutLengthMm, pierces } = measures;
  const { material, thicknessMm, quantity } = part;
  const line = priceLine(pricing, { weightKg, cutLengthMm, pierces, material, thicknessMm, quantity });
  const tax = taxSplit(pricing, line.linePaise, undefined);
  const piece = formatRupees(line.unitPaise);
  const steps: ExampleStep[] = [
    {
      label: PRICING_LABELS.weight,
      working: `${formatArea(areaMm2)} × ${formatMm(thicknessMm)} mm, ${material}`,
      value: formatKg(weightKg),
    },
    {
      label: PRICING_LABELS.material,
      working: `${formatKg(weightKg)} ÷ ${percent.format(sheetUse)}% × ${formatRupees(rate.paisePerKg)}/kg`,
      value: formatRupees((weightKg / (sheetUse / 100)) * rate.paisePerKg),
    },
    {
      label: PRICING_LABELS.cutting,
      working: `${formatLength(cutLengthMm)} × ${formatRupees(band.paisePerMetre)}/m`,
      value: formatRupees((cutLengthMm / 1000) * band.paisePerMetre),
    },
    {
      label: PRICING_LABELS.pierces,
      working: `${pierces} × ${formatRupees(band.paisePerPierce)}`,
      value: formatRupees(pierces * band.paisePerPierce),
    },
    { label: PRICING_LABELS.piece, working: PRICING_LABELS.pieceWorking, value: piece },
    {
      label: PRICE_LABELS.line,
      working: PRICE_LABELS.times(quantity, piece, line.discountPercent),
      value: formatRupees(line.linePaise),
    },
  ];
  if (tax.minimumTopUpPaise > 0) {
    steps.push({
      label: PRICE_LABELS.minimumTopUp,
      working: `${PRICING_LABELS.minimumOrder} ${formatRupees(pricing.minimumOrderPaise)}`,
      value: formatRupees(tax.minimumTopUpPaise),
    });
  }
  for (const row of taxRows({ ...tax, gstPercent: pricing.gstPercent })) {
    steps.push({ label: row.label, working: `on ${formatRupees(tax.subtotalPaise)}`, value: formatRupees(row.paise) });
  }
  steps.push({ label: PRICE_LABELS.totalInclGst, working: '', value: formatRupees(tax.totalPaise), strong: true });
  return steps;
}
