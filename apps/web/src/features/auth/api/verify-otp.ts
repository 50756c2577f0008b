import type { VerifyOtpBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';

type VerifyOtpResponse = MessageResponse & { resetToken: string };

export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpResponse> {
  return api.post<VerifyOtpResponse>('/auth/verifyOTP', body);
}

export function useVerifyOtp(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: verifyOtp,
    successFallback: AUTH_MSG.otpSucceeded,
    errorFallback: AUTH_MSG.otpFailed,
    onSuccess: (response) => {
      authStore.setResetToken(response.resetToken);
      onSuccess();
    },
  });
}
