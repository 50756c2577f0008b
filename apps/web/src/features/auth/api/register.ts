import type { RegisterBody } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { AUTH_FALLBACK } from '../messages';
import type { SessionResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';

export function register(body: RegisterBody): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/register', body);
}

export function useRegister(onSuccess: (response: SessionResponse) => void) {
  return useAuthMutation({
    mutationFn: register,
    successFallback: AUTH_FALLBACK.registerSucceeded,
    errorFallback: AUTH_FALLBACK.registerFailed,
    onSuccess: (response) => {
      authStore.signIn(response.user, response.token);
      onSuccess(response);
    },
    // SPEC section 4: a failed registration clears the local login data.
    onError: () => authStore.clearSession(),
  });
}
