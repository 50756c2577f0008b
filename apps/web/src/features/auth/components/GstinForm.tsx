import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { User } from '@steelcut/domain/schemas/auth';
import { BILLING_MSG, UpdateGstinBodySchema } from '@steelcut/domain/schemas/billing';
import { SubmitButton } from '../../../components/SubmitButton';
import { ApiError } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form-field';
import { useUpdateGstin } from '../api/update-gstin';
import { GSTIN_LABELS } from '../gstin-labels';

type Values = { gstin: string };

/** A business customer's GSTIN for their invoices: checked here as the server checks it; empty removes it. */
export function GstinForm({ user }: { user: User }) {
  const form = useForm<Values, unknown, { gstin: string | null }>({
    resolver: zodResolver(UpdateGstinBodySchema),
    values: { gstin: user.gstin ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateGstin(
    // The saved GSTIN (as the server wrote it) replaces what was typed.
    (updated) => form.reset({ gstin: updated.gstin ?? '' }, { keepDirtyValues: false }),
    (error) => {
      const field = error instanceof ApiError ? error.errors.find((e) => e.field.endsWith('gstin')) : undefined;
      if (field) form.setError('gstin', { message: field.message });
    },
  );

  const field = fieldProps(form, 'gstin');
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(({ gstin }) => update.mutate(gstin ?? ''))}>
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
