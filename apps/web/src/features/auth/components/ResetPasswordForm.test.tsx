// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { MSG } from '@steelcut/domain/schemas/fields';
import { authStore } from '../../../lib/auth-store';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { ResetPasswordForm } from './ResetPasswordForm';

function renderReset() {
  return renderWithProviders(<ResetPasswordForm />, { route: '/auth/resetPassword' });
}

async function submitWith(password: string, confirm: string) {
  const { user } = renderReset();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordForm', () => {
  it.each([
    ['', '', AUTH_MSG.resetBothMissing],
    ['', 'abc12345', MSG.passwordRequired],
    ['abc12345', '', AUTH_MSG.confirmMissing],
    ['abcdefgh', 'abcdefgh', AUTH_MSG.strongPassword],
    ['abc123', 'abc123', AUTH_MSG.strongPassword],
    ['abc12345', 'abc12346', AUTH_MSG.passwordsDoNotMatch],
  ])('password %j with confirmation %j shows %j', async (password, confirm, message) => {
    const fetchMock = stubFetch(() => json(500, {}));
    await submitWith(password, confirm);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new password with the e-mail and reset token, then forgets the token', async () => {
    localStorage.setItem('resetEmail', 'asha@example.com');
    authStore.setResetToken('reset-123');
    const fetchMock = stubFetch(() => json(200, { message: 'Password reset successfully' }));
    const { user, router } = renderReset();

    await user.type(screen.getByLabelText('New Password'), 'newpass123');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/resetPassword')).toEqual([
      { newPassword: 'newpass123', email: 'asha@example.com', resetToken: 'reset-123' },
    ]);
    expect(localStorage.getItem('resetToken')).toBeNull();
    await waitFor(() => expect(router.location.pathname).toBe('/auth/login'), { timeout: 2500 });
  });

  it('shows the fallback when the server gives no message', async () => {
    localStorage.setItem('resetEmail', 'asha@example.com');
    stubFetch(() => new Response('', { status: 500 }));
    const { user } = renderReset();

    await user.type(screen.getByLabelText('New Password'), 'newpass123');
    await user.type(screen.getByLabelText('Confirm Password'), 'newpass123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Reset password failed')).toBeTruthy();
  });
});
