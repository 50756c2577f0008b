import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForm, useWatch } from 'react-hook-form';
import { AUTH_MSG, ProfileFormSchema, type User } from '@steelcut/domain/schemas/auth';
import { SubmitButton } from '../../../components/SubmitButton';
import { fieldProps } from '../../../lib/form-field';
import { MobileNumberField } from './MobileNumberField';
import { profileChanges, useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user }: { user: User }) {
  const form = useForm({
    resolver: zodResolver(ProfileFormSchema),
    // Follows the stored user (e.g. refreshed from the server) without wiping unsaved edits.
    values: { name: user.name, email: user.email, mobileNumber: user.mobileNumber, currentPassword: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const update = useUpdateProfile(
    (updated) =>
      form.reset({ name: updated.name, email: updated.email, mobileNumber: updated.mobileNumber, currentPassword: '' }),
    ({ saved, failed, last }) => {
      // What saved is no longer an unsaved change; what did not keeps the typed value and says why.
      for (const field of saved) if (last) form.resetField(field, { defaultValue: last.user[field] });
      for (const { field, reason } of failed) form.setError(field, { message: reason }, { shouldFocus: true });
    },
  );

  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const emailChanged = typedEmail.trim().toLowerCase() !== user.email.toLowerCase();
  const submit = form.handleSubmit((values) => {
    const changes = profileChanges(user, values);
    if (changes.email !== undefined && !changes.currentPassword) {
      return form.setError('currentPassword', { message: AUTH_MSG.emailNeedsPassword }, { shouldFocus: true });
    }
    if (Object.keys(changes).length === 0) return form.reset(values);
    update.mutate(changes);
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField {...fieldProps(form, 'name')} label="Name" autoComplete="name" />
      <TextField {...fieldProps(form, 'email')} label="Email" type="email" autoComplete="email" />
      <MobileNumberField control={form.control} name="mobileNumber" />
      {emailChanged && (
        <TextField
          {...fieldProps(form, 'currentPassword')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          helperText={form.formState.errors.currentPassword?.message ?? 'Needed to change your e-mail address'}
        />
      )}
      <SubmitButton pending={update.isPending} disabled={!form.formState.isDirty} fullWidth={false} sx={{ mt: 2 }}>
        Save Changes
      </SubmitButton>
    </Box>
  );
}
