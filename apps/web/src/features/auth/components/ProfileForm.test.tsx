// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { authStore } from '../../../lib/auth-store';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { ProfileForm } from './ProfileForm';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

function stubUpdates() {
  return stubFetch((url, init) => {
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    const user = {
      ...customer,
      ...(body.newName && { name: body.newName }),
      ...(body.newEmail && { email: body.newEmail }),
      ...(body.newMobile && { mobileNumber: body.newMobile }),
    };
    return json(200, { user, token: jwtExpiringIn(900), message: `${url} done` });
  });
}

describe('ProfileForm', () => {
  it('calls only the endpoint of the field that changed', async () => {
    const fetchMock = stubUpdates();
    const { user } = renderWithProviders(<ProfileForm user={customer} />, { route: '/profileDetails' });

    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Asha K');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('/api/auth/updateName done')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/updateName']);
    expect(authStore.getState().user?.name).toBe('Asha K');
  });

  it('updates e-mail and mobile with one call each', async () => {
    const fetchMock = stubUpdates();
    const { user } = renderWithProviders(<ProfileForm user={customer} />, { route: '/profileDetails' });

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.k@example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret12');
    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.type(screen.getByLabelText('Mobile Number'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // Several fields: the toast names them all, not only the last call's message.
    expect(await screen.findByText('E-mail and mobile number saved.')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/updateEmail', '/api/auth/updateMobile']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      newEmail: 'asha.k@example.com',
      currentPassword: 'secret12',
    });
  });

  it('asks for the current password before changing the e-mail address, and sends nothing without it', async () => {
    const fetchMock = stubUpdates();
    const { user } = renderWithProviders(<ProfileForm user={customer} />, { route: '/profileDetails' });
    expect(screen.queryByLabelText('Current password')).toBeNull();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.k@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const password = screen.getByLabelText('Current password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(AUTH_MSG.emailNeedsPassword)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says which fields saved and which did not, with the reason under the field that failed', async () => {
    let saved = { ...customer };
    const fetchMock = stubFetch((url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      if (url === '/api/auth/updateEmail') return json(409, { message: AUTH_MSG.emailTaken, code: 'ACCOUNT_EXISTS' });
      saved = { ...saved, name: body.newName ?? saved.name, mobileNumber: body.newMobile ?? saved.mobileNumber };
      return json(200, { user: saved, token: jwtExpiringIn(900), message: 'saved' });
    });
    const { user } = renderWithProviders(<ProfileForm user={customer} />, { route: '/profileDetails' });

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Asha K');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret12');
    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.type(screen.getByLabelText('Mobile Number'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // The e-mail refused does not stop the mobile number after it.
    expect(
      await screen.findByText(`Name and mobile number saved. E-mail not saved: ${AUTH_MSG.emailTaken}`),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/updateName',
      '/api/auth/updateEmail',
      '/api/auth/updateMobile',
    ]);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(AUTH_MSG.emailTaken);
    expect(email).toHaveProperty('value', 'taken@example.com');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
    expect(authStore.getState().user).toMatchObject({
      name: 'Asha K',
      email: customer.email,
      mobileNumber: '9123456780',
    });
  });

  it('says so when the only change is refused', async () => {
    stubFetch(() => json(409, { message: AUTH_MSG.mobileTaken, code: 'ACCOUNT_EXISTS' }));
    const { user } = renderWithProviders(<ProfileForm user={customer} />, { route: '/profileDetails' });

    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.type(screen.getByLabelText('Mobile Number'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(`Mobile number not saved: ${AUTH_MSG.mobileTaken}`)).toBeTruthy();
    expect(screen.getByLabelText('Mobile Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps Save disabled until something changes', () => {
    renderWithProviders(<ProfileForm user={customer} />, { route: '/profileDetails' });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
  });
});
