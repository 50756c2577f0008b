import { TOAST_MS } from '@steelcut/domain/constants';
import type { UpdatePasswordBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { AUTH_FALLBACK } from '../messages';
import type { SessionResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';

export function updatePassword(body: UpdatePasswordBody): Promise<SessionResponse> {
  return api.put<SessionResponse>('/auth/updatePassword', body);
}

export function useUpdatePassword(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: updatePassword,
    successFallback: AUTH_FALLBACK.passwordSucceeded,
    errorFallback: AUTH_FALLBACK.passwordFailed,
    toastMs: TOAST_MS.default,
    onSuccess,
  });
}
