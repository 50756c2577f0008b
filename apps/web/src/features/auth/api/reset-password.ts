import type { ResetPasswordBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { AUTH_FALLBACK } from '../messages';
import type { MessageResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/resetPassword', body);
}

export function useResetPassword(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: resetPassword,
    successFallback: AUTH_FALLBACK.resetSucceeded,
    errorFallback: AUTH_FALLBACK.resetFailed,
    onSuccess: () => {
      authStore.setResetToken(null);
      localStorage.removeItem(STORAGE_KEYS.resetEmail);
      onSuccess();
    },
  });
}
