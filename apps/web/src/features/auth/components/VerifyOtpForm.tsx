import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { NAV_DELAY_MS, OTP_LENGTH, OTP_RESEND_COOLDOWN_SECONDS, TOAST_MS } from '@steelcut/domain/constants';
import { AUTH_MSG, VerifyOtpBodySchema } from '@steelcut/domain/schemas/auth';
import { SubmitButton } from '../../../components/SubmitButton';
import { paths } from '../../../config/paths';
import { useCountdown } from '../../../hooks/use-countdown';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { OtpBoxes } from './OtpBoxes';

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

export function VerifyOtpForm() {
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string | null>(null);
  const [email] = useState(() => localStorage.getItem(STORAGE_KEYS.resetEmail));
  const { remaining, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const { enqueueSnackbar } = useSnackbar();
  const navigateLater = useDelayedNavigate();
  const verify = useVerifyOtp(() => navigateLater(paths.auth.resetPassword.getHref(), NAV_DELAY_MS.afterOtpVerified));
  const resend = useResendOtp(() => {
    restart();
    setDigits(emptyDigits());
  });
  const labelId = useId();
  const errorId = useId();

  const reportMissingEmail = () =>
    enqueueSnackbar(AUTH_MSG.otpNoResetEmail, { variant: 'error', autoHideDuration: TOAST_MS.auth });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const otp = VerifyOtpBodySchema.shape.otp.safeParse(digits.join(''));
    if (!otp.success) {
      setError(otp.error.issues[0]?.message ?? AUTH_MSG.otpIncomplete);
      return;
    }
    setError(null);
    if (!email) return reportMissingEmail();
    verify.mutate({ otp: otp.data, email });
  };

  const handleResend = () => (email ? resend.mutate({ email }) : reportMissingEmail());

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {email ? (
        <Typography id={labelId} color="text.secondary" sx={{ mb: 2 }}>
          Enter the {OTP_LENGTH}-digit code sent to <strong>{email}</strong>.
        </Typography>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <span id={labelId}>{AUTH_MSG.otpNoResetEmail}</span>{' '}
          <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()} underline="always">
            Forgot Password
          </Link>
        </Alert>
      )}
      <OtpBoxes
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          if (error && next.every(Boolean)) setError(null);
        }}
        error={Boolean(error)}
        labelledBy={labelId}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <FormHelperText id={errorId} error sx={{ textAlign: 'center', mt: 1 }}>
          {error}
        </FormHelperText>
      )}
      <SubmitButton pending={verify.isPending} disabled={verify.isSuccess} sx={{ mt: 3 }}>
        Verify OTP
      </SubmitButton>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button onClick={handleResend} disabled={remaining > 0 || verify.isSuccess} loading={resend.isPending}>
          {remaining > 0 ? `Resend OTP in ${remaining}s` : 'Resend OTP'}
        </Button>
      </Box>
    </Box>
  );
}
