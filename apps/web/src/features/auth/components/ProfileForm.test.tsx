// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
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
    await user.clear(screen.getByLabelText('Mobile Number'));
    await user.type(screen.getByLabelText('Mobile Number'), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('/api/auth/updateMobile done')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/updateEmail', '/api/auth/updateMobile']);
  });

  it('keeps Save disabled until something changes', () => {
    renderWithProviders(<ProfileForm user={customer} />, { route: '/profileDetails' });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
  });
});
