// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { authStore } from '../../../lib/auth-store';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { renderWithProviders } from '../../../testing/render';
import { VerifyOtpForm } from './VerifyOtpForm';

const EMAIL = 'asha@example.com';

function renderOtp() {
  return renderWithProviders(<VerifyOtpForm />, { route: '/auth/verify-otp' });
}

function boxes(): HTMLInputElement[] {
  return Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Digit ${i + 1} of 6`) as HTMLInputElement);
}

const values = () => boxes().map((box) => box.value);

afterEach(() => vi.useRealTimers());

describe('VerifyOtpForm', () => {
  it('fills one digit per box, moving focus on, and Backspace moves back', async () => {
    localStorage.setItem('resetEmail', EMAIL);
    const { user } = renderOtp();

    await user.click(boxes()[0]!);
    await user.keyboard('12a3');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(document.activeElement).toBe(boxes()[3]);

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('ignores pasted text', async () => {
    localStorage.setItem('resetEmail', EMAIL);
    const { user } = renderOtp();

    await user.click(boxes()[0]!);
    await user.paste('123456');
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('says "Please fill in all OTP fields" when a box is empty', async () => {
    localStorage.setItem('resetEmail', EMAIL);
    const fetchMock = stubFetch(() => json(500, {}));
    const { user } = renderOtp();

    await user.click(boxes()[0]!);
    await user.keyboard('12345');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText(AUTH_MSG.otpIncomplete)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the user to restart when no reset e-mail is stored', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    const { user } = renderOtp();

    expect(screen.getByText(AUTH_MSG.otpNoResetEmail)).toBeTruthy();
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findAllByText(AUTH_MSG.otpNoResetEmail)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies, stores the reset token and goes to /auth/resetPassword after 1.2 s', async () => {
    localStorage.setItem('resetEmail', EMAIL);
    const fetchMock = stubFetch(() => json(200, { resetToken: 'reset-123', message: 'OTP verified successfully' }));
    const { user, router } = renderOtp();

    await user.click(boxes()[0]!);
    await user.keyboard('654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('OTP verified successfully')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/verifyOTP')).toEqual([{ otp: '654321', email: EMAIL }]);
    expect(localStorage.getItem('resetToken')).toBe('reset-123');
    expect(authStore.getState().resetToken).toBe('reset-123');
    await waitFor(() => expect(router.location.pathname).toBe('/auth/resetPassword'), { timeout: 2000 });
  });

  it('enables resend after the 30 s countdown and restarts it at 30 after a resend', async () => {
    vi.useFakeTimers();
    localStorage.setItem('resetEmail', EMAIL);
    const fetchMock = stubFetch(() => json(200, { message: 'OTP resent' }));
    renderOtp();

    const resend = () => screen.getByRole('button', { name: /Resend OTP/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Resend OTP in 30s');
    expect(resend().disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(resend().textContent).toBe('Resend OTP in 1s');
    expect(resend().disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resend().textContent).toBe('Resend OTP');
    expect(resend().disabled).toBe(false);

    fireEvent.click(resend());
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(sentBodies(fetchMock, '/api/auth/resendOTP')).toEqual([{ email: EMAIL }]);
    expect(screen.getByText('OTP resent')).toBeTruthy();
    expect(resend().textContent).toBe('Resend OTP in 30s');
    expect(resend().disabled).toBe(true);
  });
});
