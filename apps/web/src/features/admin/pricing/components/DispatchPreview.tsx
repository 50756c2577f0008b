import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { dispatchDate, formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { workingCalendar, type OpeningHours } from '@steelcut/domain/pricing/lead-times';
import { CutOffTimeSchema, HolidaysSchema, LeadTimeSchema } from '@steelcut/domain/schemas/lead-times';
import { toPricingDraft, type PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';

/**
 * The dates an order placed now would be promised with the settings as typed: the domain's own
 * function, as the server works them out. Nothing while a setting does not read.
 */
export function DispatchPreview({ form, hours }: { form: PricingForm; hours: OpeningHours }) {
  useWatch({ control: form.control });
  const draft = toPricingDraft(form.getValues());
  const readable =
    CutOffTimeSchema.safeParse(draft.cutOffTime).success &&
    HolidaysSchema.safeParse(draft.holidays).success &&
    draft.leadTimes.every((tier) => LeadTimeSchema.safeParse(tier).success);
  if (!readable) return null;
  const calendar = workingCalendar(hours, draft);
  const now = new Date();
  const dates = draft.leadTimes
    .map((tier) => `${tier.label} by ${formatDispatchDate(dispatchDate(now, calendar, tier.workingDays))}`)
    .join('; ');
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
      {PRICING_LABELS.placedNow(dates)}
    </Typography>
  );
}
