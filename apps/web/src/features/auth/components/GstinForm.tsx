import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { User } from '@steelcut/domain/schemas/auth';
import { BILLING_MSG, UpdateGstinBodySchema } from '@steelcut/domain/schemas/billing';
import { COMPANY_MAX } from '@steelcut/domain/schemas/quotation';
import { SubmitButton } from '../../../components/SubmitButton';
import { ApiError } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form-field';
import { useUpdateGstin } from '../api/update-gstin';
import { GSTIN_LABELS } from '../gstin-labels';

type Values = { gstin: string; company?: string };

/**
 * A business customer's GSTIN and company for their invoices: checked here as the server checks
 * them; empty removes either.
 */
export function GstinForm({ user }: { user: User }) {
  const form = useForm<Values, unknown, { gstin: string | null; company?: string | null }>({
    resolver: zodResolver(UpdateGstinBodySchema),
    values: { gstin: user.gstin ?? '', company: user.company ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateGstin(
    // The saved details (as the server wrote them) replace what was typed.
    (updated) => form.reset({ gstin: updated.gstin ?? '', company: updated.company ?? '' }, { keepDirtyValues: false }),
    (error) => {
      for (const name of ['gstin', 'company'] as const) {
        const field = error instanceof ApiError ? error.errors.find((e) => e.field.endsWith(name)) : undefined;
        if (field) form.setError(name, { message: field.message });
      }
    },
  );

  const field = fieldProps(form, 'gstin');
  const company = fieldProps(form, 'company');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ gstin, company }) =>
        update.mutate({ gstin: gstin ?? '', company: company ?? '' }),
      )}
    >
      <TextField
        {...company}
        label={GSTIN_LABELS.company}
        helperText={company.helperText ?? BILLING_MSG.companyHint}
        autoComplete="organization"
        slotProps={{ htmlInput: { maxLength: COMPANY_MAX } }}
        sx={{ mb: 2 }}
      />
      <TextField
        {...field}
        label={GSTIN_LABELS.gstin}
        helperText={field.helperText ?? BILLING_MSG.gstinHint}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 15, spellCheck: false, style: { textTransform: 'uppercase' } } }}
      />
      <SubmitButton pending={update.isPending} disabled={!form.formState.isDirty} fullWidth={false} sx={{ mt: 2 }}>
        {GSTIN_LABELS.save}
      </SubmitButton>
    </Box>
  );
}
