import type { LoginBody, LoginForm } from '@steelcut/domain/schemas/auth';
import { AUTH_MSG, loginIdentifierField } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import type { SessionResponse } from './types';
import { useSessionMutation } from './use-auth-mutation';

/** '@' makes the identifier an e-mail, anything else a mobile number (SPEC section 5). */
export function loginBody({ identifier, password }: LoginForm): LoginBody {
  const value = identifier.trim();
  return loginIdentifierField(value) === 'email' ? { email: value, password } : { mobileNumber: value, password };
}

// The body's refreshToken is ignored on purpose: the httpOnly cookie carries it.
export function login(form: LoginForm): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/login', loginBody(form));
}

export function useLogin(onSuccess: (response: SessionResponse) => void) {
  return useSessionMutation(
    { mutationFn: login, successFallback: AUTH_MSG.loginSucceeded, errorFallback: AUTH_MSG.loginFailed },
    onSuccess,
  );
}
