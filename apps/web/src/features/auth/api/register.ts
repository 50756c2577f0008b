import type { RegisterBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import type { SessionResponse } from './types';
import { useSessionMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';

export function register(body: RegisterBody): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/register', body);
}

export function useRegister(onSuccess: (response: SessionResponse) => void) {
  return useSessionMutation(
    {
      mutationFn: register,
      successFallback: AUTH_MSG.registerSucceeded,
      errorFallback: AUTH_MSG.registerFailed,
      // SPEC section 4: a failed registration clears the local login data.
      onError: () => authStore.clearSession(),
    },
    onSuccess,
  );
}
