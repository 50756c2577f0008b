import type { EmailBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { AUTH_FALLBACK } from '../messages';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';

export function resendOtp(body: EmailBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/resendOTP', body);
}

export function useResendOtp(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: resendOtp,
    successFallback: AUTH_FALLBACK.resendSucceeded,
    errorFallback: AUTH_FALLBACK.resendFailed,
    onSuccess,
  });
}
