import type { ResetPasswordBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/resetPassword', body);
}

export function useResetPassword(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: resetPassword,
    successFallback: AUTH_MSG.resetSucceeded,
    errorFallback: AUTH_MSG.resetFailed,
    onSuccess: () => {
      authStore.setResetToken(null);
      localStorage.removeItem(STORAGE_KEYS.resetEmail);
      onSuccess();
    },
  });
}
