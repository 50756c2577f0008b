import { TOAST_MS } from '@steelcut/domain/constants';
import type { UpdatePasswordBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { SessionResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';

export function updatePassword(body: UpdatePasswordBody): Promise<SessionResponse> {
  return api.put<SessionResponse>('/auth/updatePassword', body);
}

export function useUpdatePassword(onSuccess: () => void) {
  return useAuthMutation({
    mutationFn: updatePassword,
    successFallback: AUTH_MSG.passwordSucceeded,
    errorFallback: AUTH_MSG.passwordFailed,
    toastMs: TOAST_MS.default,
    onSuccess,
  });
}
