import type { EmailBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';

export function resendOtp(body: EmailBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/resendOTP', body);
}

export function useResendOtp(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: resendOtp,
    successFallback: AUTH_MSG.resendSucceeded,
    errorFallback: AUTH_MSG.resendFailed,
    onSuccess,
  });
}
