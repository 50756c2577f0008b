// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { authStore } from '../../../lib/auth-store';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { RegisterForm } from './RegisterForm';

function renderRegister(search = '') {
  return renderWithProviders(<RegisterForm />, { route: `/auth/register${search}`, path: '/auth/register' });
}

async function fill(user: ReturnType<typeof renderRegister>['user'], password: string, confirm: string) {
  await user.type(screen.getByLabelText('Name'), 'Asha Kumar');
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.com');
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('RegisterForm', () => {
  it('shows "Passwords do not match" under the confirmation and sends nothing', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    const { user } = renderRegister();

    await fill(user, 'secret1', 'secret2');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const message = await screen.findByText(AUTH_MSG.passwordsDoNotMatch);
    expect(message.id).toBe(screen.getByLabelText('Confirm Password').getAttribute('aria-describedby'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a password under 6 characters', async () => {
    stubFetch(() => json(500, {}));
    const { user } = renderRegister();

    await fill(user, 'abc', 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(AUTH_MSG.registerPasswordShort)).toBeTruthy();
  });

  it('keeps only digits in the mobile number, at most 10', async () => {
    const { user } = renderRegister();
    const mobile = screen.getByLabelText('Mobile Number');

    await user.type(mobile, '98a76-5432 1099');
    expect(mobile).toHaveProperty('value', '9876543210');
  });

  it('registers, signs in and goes to /home after 1.5 s', async () => {
    const fetchMock = stubFetch(() =>
      json(201, { user: customer, token: jwtExpiringIn(900), message: 'Registration successful' }),
    );
    const { user, router } = renderRegister();

    await fill(user, 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/register')).toEqual([
      { name: 'Asha Kumar', email: 'asha@example.com', mobileNumber: '9876543210', password: 'secret1' },
    ]);
    expect(authStore.getState().isAuthenticated).toBe(true);
    await waitFor(() => expect(router.location.pathname).toBe('/home'), { timeout: 2500 });
  });

  it('comes back to the checkout when sent from it, and hands the path on to Login', async () => {
    stubFetch(() => json(201, { user: customer, token: jwtExpiringIn(900), message: 'Registration successful' }));
    const { user, router } = renderRegister('?redirectTo=%2Fdelivery-address');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/auth/login?redirectTo=%2Fdelivery-address',
    );

    await fill(user, 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.location.pathname).toBe('/delivery-address'), { timeout: 3000 });
  });

  it('shows the server message when the e-mail is taken', async () => {
    stubFetch(() => json(409, { message: 'Email already registered', code: 'CONFLICT' }));
    const { user } = renderRegister();

    await fill(user, 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Email already registered')).toBeTruthy();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});
