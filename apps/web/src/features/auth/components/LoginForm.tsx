import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { NAV_DELAY_MS } from '@steelcut/domain/constants';
import { LOGIN_MOBILE_MAX, LoginFormSchema, type LoginForm as LoginValues } from '@steelcut/domain/schemas/auth';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useAfterLoginCart } from '../../../lib/cart/after-login';
import { useTradingName } from '../../../lib/shop';
import { fieldProps } from '../../../lib/form-field';
import { capAllDigits } from '../../../lib/input-filters';
import { afterSignInHref, useReturnPath } from '../../../lib/return-path';
import { useLogin } from '../api/login';

export function LoginForm() {
  const tradingName = useTradingName();
  const form = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const navigateLater = useDelayedNavigate();
  const processPendingCart = useAfterLoginCart();
  // Where a guest came from (the cart's Proceed to Order): a customer goes back there once the cart is in.
  const returnPath = useReturnPath();
  const login = useLogin(({ user }) => {
    const cartReady = processPendingCart(user);
    navigateLater(afterSignInHref(user.role, returnPath), NAV_DELAY_MS.afterLogin, cartReady);
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <Controller
        name="identifier"
        control={form.control}
        render={({ field: { ref, onChange, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            onChange={(event) => onChange(capAllDigits(event.target.value, LOGIN_MOBILE_MAX))}
            label="Email or Mobile Number"
            autoComplete="username"
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <PasswordField {...fieldProps(form, 'password')} label="Password" autoComplete="current-password" />
      <Box sx={{ textAlign: 'right', mt: 0.5, mb: 2 }}>
        <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()}>
          Forgot Password
        </Link>
      </Box>
      <SubmitButton pending={login.isPending} disabled={login.isSuccess}>
        Login
      </SubmitButton>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        New to {tradingName}?{' '}
        <Link component={RouterLink} to={paths.auth.register.getHref(returnPath)} underline="always">
          Create an account
        </Link>
      </Typography>
    </Box>
  );
}
