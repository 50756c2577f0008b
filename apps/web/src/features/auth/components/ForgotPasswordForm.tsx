import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { NAV_DELAY_MS } from '@steelcut/domain/constants';
import { EmailBodySchema } from '@steelcut/domain/schemas/auth';
import { SubmitButton } from '../../../components/SubmitButton';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { fieldProps } from '../../../lib/form-field';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const form = useForm({ resolver: zodResolver(EmailBodySchema), defaultValues: { email: '' } });
  const navigateLater = useDelayedNavigate();
  const forgot = useForgotPassword(() => navigateLater(paths.auth.verifyOtp.getHref(), NAV_DELAY_MS.afterOtpSent));

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => forgot.mutate(values))}>
      <TextField {...fieldProps(form, 'email')} label="Email" type="email" autoComplete="email" autoFocus />
      <SubmitButton pending={forgot.isPending} disabled={forgot.isSuccess} sx={{ mt: 2 }}>
        Send OTP
      </SubmitButton>
      <Button
        component={RouterLink}
        to={paths.auth.login.getHref()}
        startIcon={<ArrowBack />}
        fullWidth
        sx={{ mt: 1.5 }}
      >
        Back to Login
      </Button>
    </Box>
  );
}
