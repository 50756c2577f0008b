import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { ChangePasswordFormSchema, type ChangePasswordForm as PasswordValues } from '@steelcut/domain/schemas/auth';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { fieldProps } from '../../../lib/form-field';
import { useUpdatePassword } from '../api/update-password';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const form = useForm<PasswordValues>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });
  const update = useUpdatePassword(() => form.reset(EMPTY));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
        update.mutate({ currentPassword, newPassword }),
      )}
    >
      <PasswordField
        {...fieldProps(form, 'currentPassword')}
        label="Current Password"
        autoComplete="current-password"
      />
      <PasswordField {...fieldProps(form, 'newPassword')} label="New Password" autoComplete="new-password" />
      <PasswordField
        {...fieldProps(form, 'confirmPassword')}
        label="Confirm New Password"
        autoComplete="new-password"
      />
      <SubmitButton pending={update.isPending} fullWidth={false} sx={{ mt: 2 }}>
        Update Password
      </SubmitButton>
    </Box>
  );
}
