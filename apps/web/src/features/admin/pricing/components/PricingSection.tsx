import { useId, type ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { get } from 'react-hook-form';
import type { PricingForm } from '../../shared/lib/pricing-form';

type Props = { title: string; children: ReactNode };

/** One part of the rate table, under its heading. */
export function PricingSection({ title, children }: Props) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

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
