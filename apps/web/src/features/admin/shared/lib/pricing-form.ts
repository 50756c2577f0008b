import { MATERIAL_NAMES, readNumber, THICKNESS_MM } from '@steelcut/domain/materials';
import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_DISPATCH, LEAD_TIME_TIERS, type LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import type { Pricing } from '@steelcut/domain/schemas/pricing';

export type CuttingRow = { upToMm: string; perMetre: string; perPierce: string };
export type BreakRow = { minQuantity: string; discountPercent: string };
/** A dispatch tier as typed; standard is always offered, express when ticked. */
export type TierRow = {
  tier: LeadTimeTier;
  offered: boolean;
  label: string;
  workingDays: string;
  surchargePercent: string;
};

/** The rate table as the admin types it: rupees and numbers stay text until they validate. */
export type PricingFormValues = {
  materials: { material: string; perKg: string }[];
  cutting: CuttingRow[];
  sheetUsePercent: string;
  minimumOrder: string;
  quantityBreaks: BreakRow[];
  gstPercent: string;
  hsnCode: string;
  /** Standard then express. */
  leadTimes: TierRow[];
  cutOffTime: string;
  /** YYYY-MM-DD each (a list of objects, as the form's row lists are). */
  holidays: { day: string }[];
  quoteValidityDays: string;
};

/** What the form's checks need beyond the table: the opening hours the cut-off must fall within. */
export type PricingContext = { opens: string; closes: string } | undefined;

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
    hsnCode: pricing?.hsnCode ?? '7219',
    ...dispatchFormValues(pricing ?? DEFAULT_DISPATCH),
  };
}

/** The dispatch settings as typed: both tiers (express unticked when the shop dropped it). */
function dispatchFormValues(dispatch: Pick<Pricing, 'leadTimes' | 'cutOffTime' | 'holidays' | 'quoteValidityDays'>) {
  return {
    leadTimes: LEAD_TIME_TIERS.map((tier): TierRow => {
      const saved = dispatch.leadTimes.find((row) => row.tier === tier);
      const start = saved ?? DEFAULT_DISPATCH.leadTimes.find((row) => row.tier === tier)!;
      return {
        tier,
        offered: Boolean(saved),
        label: start.label,
        workingDays: String(start.workingDays),
        surchargePercent: String(start.surchargePercent),
      };
    }),
    cutOffTime: dispatch.cutOffTime,
    holidays: dispatch.holidays.map((day) => ({ day })),
    quoteValidityDays: String(dispatch.quoteValidityDays),
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
    hsnCode: values.hsnCode,
    leadTimes: values.leadTimes
      .filter((row) => row.tier === 'standard' || row.offered)
      .map((row) => ({
        tier: row.tier,
        label: row.label,
        workingDays: numberOf(row.workingDays),
        surchargePercent: numberOf(row.surchargePercent),
      })),
    cutOffTime: values.cutOffTime,
    holidays: values.holidays.map((row) => row.day),
    quoteValidityDays: numberOf(values.quoteValidityDays),
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
    ...values.leadTimes
      .filter((row) => row.tier === 'standard' || row.offered)
      .flatMap((row, i): [string, string][] => [
        [`leadTimes.${i}.workingDays`, row.workingDays],
        [`leadTimes.${i}.surchargePercent`, row.surchargePercent],
      ]),
    ['quoteValidityDays', values.quoteValidityDays],
  ];
}

export type PricingForm = UseFormReturn<PricingFormValues, PricingContext, Pricing>;
