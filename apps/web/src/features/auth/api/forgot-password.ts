import type { EmailBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { AUTH_FALLBACK } from '../messages';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';

export function forgotPassword(body: EmailBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/forgotPassword', body);
}

export function useForgotPassword(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: forgotPassword,
    successFallback: AUTH_FALLBACK.forgotSucceeded,
    errorFallback: AUTH_FALLBACK.forgotFailed,
    onSuccess: (_response, body) => {
      localStorage.setItem(STORAGE_KEYS.resetEmail, body.email);
      onSuccess();
    },
  });
}
