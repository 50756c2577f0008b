import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { NAV_DELAY_MS } from '@steelcut/domain/constants';
import { RegisterFormSchema } from '@steelcut/domain/schemas/auth';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useAfterLoginCart } from '../../../lib/cart/after-login';
import { fieldProps } from '../../../lib/form-field';
import { afterSignInHref, useReturnPath } from '../../../lib/return-path';
import { MobileNumberField } from './MobileNumberField';
import { useRegister } from '../api/register';

export function RegisterForm() {
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { name: '', email: '', mobileNumber: '', password: '', confirmPassword: '' },
  });
  const navigateLater = useDelayedNavigate();
  const processPendingCart = useAfterLoginCart();
  const returnPath = useReturnPath();
  const register = useRegister(({ user }) => {
    const cartReady = processPendingCart(user);
    navigateLater(afterSignInHref(user.role, returnPath), NAV_DELAY_MS.afterRegister, cartReady);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ name, email, mobileNumber, password }) =>
        register.mutate({ name, email, mobileNumber, password }),
      )}
    >
      <TextField {...fieldProps(form, 'name')} label="Name" autoComplete="name" autoFocus />
      <TextField {...fieldProps(form, 'email')} label="Email" type="email" autoComplete="email" />
      <MobileNumberField control={form.control} name="mobileNumber" />
      <PasswordField {...fieldProps(form, 'password')} label="Password" autoComplete="new-password" />
      <PasswordField {...fieldProps(form, 'confirmPassword')} label="Confirm Password" autoComplete="new-password" />
      <SubmitButton pending={register.isPending} disabled={register.isSuccess} sx={{ mt: 2 }}>
        Register
      </SubmitButton>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.auth.login.getHref(returnPath)} underline="always">
          Login
        </Link>
      </Typography>
    </Box>
  );
}
