import { get, set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { MATERIAL_MSG, readNumber } from '@steelcut/domain/materials';
import { cutOffProblem } from '@steelcut/domain/schemas/lead-times';
import { PRICING_MSG, PricingSchema, type Pricing } from '@steelcut/domain/schemas/pricing';
import {
  numberFields,
  toPricingDraft,
  type PricingContext,
  type PricingFormValues,
} from '../../shared/lib/pricing-form';

/** The table's names where the form's differ: the form holds rupees, the table paise. */
const FORM_NAMES: Record<string, string> = {
  material: 'perKg',
  paisePerKg: 'perKg',
  upToThicknessMm: 'upToMm',
  paisePerMetre: 'perMetre',
  paisePerPierce: 'perPierce',
  minimumOrderPaise: 'minimumOrder',
};
const ROW_LISTS = ['materials', 'cutting', 'quantityBreaks', 'leadTimes', 'holidays'];

export type PricingErrorName =
  | FieldPath<PricingFormValues>
  | 'root'
  | `${'materials' | 'cutting' | 'quantityBreaks' | 'leadTimes' | 'holidays'}.root`;

/**
 * The form field a rule names: 'cutting.1.paisePerMetre' → 'cutting.1.perMetre'; a rule about a
 * whole list (bands in order…) goes to the list's root, shown under its rows.
 */
export function formFieldOf(path: readonly PropertyKey[]): PricingErrorName {
  const names = path.map((key) => FORM_NAMES[String(key)] ?? String(key));
  if (names.length === 0) return 'root';
  if (names.length === 1 && ROW_LISTS.includes(names[0]!)) return `${names[0]}.root` as PricingErrorName;
  // A holiday is a row of its own: its date is the row's field.
  if (names[0] === 'holidays') return `holidays.${names[1]}.day` as PricingErrorName;
  return names.join('.') as PricingErrorName;
}

/** A server error's field ('pricing.cutting', 'pricing.shopGstin') as a form field. */
export function serverFieldOf(field: string): PricingErrorName {
  return formFieldOf(
    field
      .replace(/^pricing\.?/, '')
      .split('.')
      .filter(Boolean),
  );
}

// PricingSchema gives these rules no message of their own.
const OWN_MESSAGES: Record<string, string> = {
  upToThicknessMm: MATERIAL_MSG.thicknessRange,
  minQuantity: PRICING_MSG.breakQuantity,
};

/**
 * The domain's PricingSchema on the table converted to paise: the same rules and messages the
 * server applies. A blank or unreadable number is named first, under its own field. With the
 * shop's opening hours (the form's context), the cut-off is held to them as the server does.
 */
export const pricingResolver: Resolver<PricingFormValues, PricingContext, Pricing> = (values, hours) => {
  const errors: FieldErrors<PricingFormValues> = {};
  const add = (name: string, message: string, type: string) => {
    if (!get(errors, name)) set(errors, name, { type, message });
  };
  for (const [name, text] of numberFields(values)) {
    if (!Number.isFinite(readNumber(text))) add(name, PRICING_MSG.enterNumber, 'required');
  }
  const parsed = PricingSchema.safeParse(toPricingDraft(values), {
    error: (issue) => OWN_MESSAGES[String(issue.path?.at(-1))],
  });
  for (const issue of parsed.error?.issues ?? []) add(formFieldOf(issue.path), issue.message, issue.code);
  const outsideHours = hours && cutOffProblem(values.cutOffTime, hours);
  if (outsideHours) add('cutOffTime', outsideHours, 'custom');
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors };
};
