import FormHelperText from '@mui/material/FormHelperText';
import { get } from 'react-hook-form';
import type { PricingForm } from '../../shared/lib/pricing-form';

/** A rule about a whole list of rows (bands in order, the last one reaching 30 mm…). */
export function ListError({
  form,
  name,
}: {
  form: PricingForm;
  name: 'materials' | 'cutting' | 'quantityBreaks' | 'leadTimes' | 'holidays';
}) {
  const { errors } = form.formState;
  const error: { message?: unknown } | undefined = get(errors, `${name}.root`) ?? get(errors, name);
  const message = error?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <FormHelperText error role="alert" sx={{ mt: 1 }}>
      {message}
    </FormHelperText>
  );
}
