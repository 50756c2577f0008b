import type { VerifyOtpBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { AUTH_FALLBACK } from '../messages';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';

type VerifyOtpResponse = MessageResponse & { resetToken: string };

export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResponse> {
  return api.post<VerifyOtpResponse>('/auth/verifyOTP', body);
}

export function useVerifyOtp(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: verifyOtp,
    successFallback: AUTH_FALLBACK.otpSucceeded,
    errorFallback: AUTH_FALLBACK.otpFailed,
    onSuccess: (response) => {
      authStore.setResetToken(response.resetToken);
      onSuccess();
    },
  });
}
