import type { EmailBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';

export function forgotPassword(body: EmailBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/forgotPassword', body);
}

export function useForgotPassword(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: forgotPassword,
    successFallback: AUTH_MSG.forgotSucceeded,
    errorFallback: AUTH_MSG.forgotFailed,
    onSuccess: (_response, body) => {
      localStorage.setItem(STORAGE_KEYS.resetEmail, body.email);
      onSuccess();
    },
  });
}
