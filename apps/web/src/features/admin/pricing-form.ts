import { MATERIAL_NAMES, readNumber, THICKNESS_MM } from '@steelcut/domain/materials';
import type { UseFormReturn } from 'react-hook-form';
import type { Pricing } from '@steelcut/domain/schemas/pricing';

export type CuttingRow = { upToMm: string; perMetre: string; perPierce: string };
export type BreakRow = { minQuantity: string; discountPercent: string };

/** The rate table as the admin types it: rupees and numbers stay text until they validate. */
export type PricingFormValues = {
  materials: { material: string; perKg: string }[];
  cutting: CuttingRow[];
  sheetUsePercent: string;
  minimumOrder: string;
  quantityBreaks: BreakRow[];
  gstPercent: string;
  shopState: string;
  shopGstin: string;
  hsnCode: string;
};

/** PricingSchema's limit on bands and quantity breaks. */

export const EMPTY_BAND: CuttingRow = { upToMm: '', perMetre: '', perPierce: '' };
export const EMPTY_BREAK: BreakRow = { minQuantity: '', discountPercent: '' };

/** 25000 paise → '250.00', as the admin reads and types rupees. */
export const paiseToRupees = (paise: number) => (paise / 100).toFixed(2);

/** Typed rupees to whole paise (rounded to the paisa); NaN when blank or not a number. */
export function rupeesToPaise(text: string): number {
  const rupees = readNumber(text) ?? NaN;
  return Math.round(rupees * 100);
}

const numberOf = (text: string) => readNumber(text) ?? NaN;

/** The saved table, or a start for a shop without one: every grade, one band up to 30 mm. */
export function toFormValues(pricing: Pricing | null): PricingFormValues {
  const perKg = (material: string) => pricing?.materials.find((row) => row.material === material)?.paisePerKg;
  return {
    materials: MATERIAL_NAMES.map((material) => {
      const paise = perKg(material);
      return { material, perKg: paise === undefined ? '' : paiseToRupees(paise) };
    }),
    cutting: pricing
      ? pricing.cutting.map((band) => ({
          upToMm: String(band.upToThicknessMm),
          perMetre: paiseToRupees(band.paisePerMetre),
          perPierce: paiseToRupees(band.paisePerPierce),
        }))
      : [{ ...EMPTY_BAND, upToMm: String(THICKNESS_MM.max) }],
    sheetUsePercent: pricing ? String(pricing.sheetUsePercent) : '',
    minimumOrder: pricing ? paiseToRupees(pricing.minimumOrderPaise) : '',
    quantityBreaks: (pricing?.quantityBreaks ?? []).map((row) => ({
      minQuantity: String(row.minQuantity),
      discountPercent: String(row.discountPercent),
    })),
    // The usual GST rate and heading for stainless flat products; the owner confirms both by saving.
    gstPercent: pricing ? String(pricing.gstPercent) : '18',
    shopState: pricing?.shopState ?? '',
    shopGstin: pricing?.shopGstin ?? '',
    hsnCode: pricing?.hsnCode ?? '7219',
  };
}

/** The typed table as the API takes it: rupees to whole paise, text to numbers (NaN if unreadable). */
export function toPricingDraft(values: PricingFormValues): Pricing {
  return {
    materials: values.materials.map(({ material, perKg }) => ({ material, paisePerKg: rupeesToPaise(perKg) })),
    cutting: values.cutting.map((band) => ({
      upToThicknessMm: numberOf(band.upToMm),
      paisePerMetre: rupeesToPaise(band.perMetre),
      paisePerPierce: rupeesToPaise(band.perPierce),
    })),
    sheetUsePercent: numberOf(values.sheetUsePercent),
    minimumOrderPaise: rupeesToPaise(values.minimumOrder),
    quantityBreaks: values.quantityBreaks.map((row) => ({
      minQuantity: numberOf(row.minQuantity),
      discountPercent: numberOf(row.discountPercent),
    })),
    gstPercent: numberOf(values.gstPercent),
    shopState: values.shopState,
    shopGstin: values.shopGstin,
    hsnCode: values.hsnCode,
  };
}

/** Every number field by its form name, with what was typed there. */
export function numberFields(values: PricingFormValues): [string, string][] {
  return [
    ...values.materials.map((row, i): [string, string] => [`materials.${i}.perKg`, row.perKg]),
    ...values.cutting.flatMap((band, i): [string, string][] => [
      [`cutting.${i}.upToMm`, band.upToMm],
      [`cutting.${i}.perMetre`, band.perMetre],
      [`cutting.${i}.perPierce`, band.perPierce],
    ]),
    ['sheetUsePercent', values.sheetUsePercent],
    ['minimumOrder', values.minimumOrder],
    ...values.quantityBreaks.flatMap((row, i): [string, string][] => [
      [`quantityBreaks.${i}.minQuantity`, row.minQuantity],
      [`quantityBreaks.${i}.discountPercent`, row.discountPercent],
    ]),
    ['gstPercent', values.gstPercent],
  ];
}

export type PricingForm = UseFormReturn<PricingFormValues, unknown, Pricing>;
