import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { NAV_DELAY_MS, TOAST_MS } from '@steelcut/domain/constants';
import {
  AUTH_MSG,
  ResetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
} from '@steelcut/domain/schemas/auth';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useAuth } from '../../../lib/auth-store';
import { fieldProps } from '../../../lib/form-field';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordForm() {
  const form = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { resetToken } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const navigateLater = useDelayedNavigate();
  const reset = useResetPassword(() => navigateLater(paths.auth.login.getHref(), NAV_DELAY_MS.afterReset));

  const submit = form.handleSubmit(({ password }) => {
    const email = localStorage.getItem(STORAGE_KEYS.resetEmail);
    if (!email) {
      enqueueSnackbar(AUTH_MSG.otpNoResetEmail, { variant: 'error', autoHideDuration: TOAST_MS.auth });
      return;
    }
    reset.mutate({ newPassword: password, email, resetToken: resetToken ?? undefined });
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PasswordField {...fieldProps(form, 'password')} label="New Password" autoComplete="new-password" autoFocus />
      <PasswordField {...fieldProps(form, 'confirmPassword')} label="Confirm Password" autoComplete="new-password" />
      <SubmitButton pending={reset.isPending} disabled={reset.isSuccess} sx={{ mt: 2 }}>
        Reset Password
      </SubmitButton>
    </Box>
  );
}
