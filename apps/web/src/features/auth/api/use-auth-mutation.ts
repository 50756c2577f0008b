import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { TOAST_MS } from '@steelcut/domain/constants';
import { errorMessage } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import type { MessageResponse, SessionResponse } from './types';

type Options<TVariables, TData extends MessageResponse> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  successFallback: string;
  errorFallback: string;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: unknown) => void;
  /** The toast's text for an error the call itself describes; the server's message otherwise. */
  describeError?: (error: unknown) => string | undefined;
  /** Auth screens show toasts for 3 s, the rest of the app for 5 s (SPEC section 9). */
  toastMs?: number;
};

/**
 * An auth call with SPEC's auth-state bookkeeping: loading while in flight, then the
 * message or error is shown as a toast and cleared.
 */
export function useAuthMutation<TVariables, TData extends MessageResponse>(options: Options<TVariables, TData>) {
  const { enqueueSnackbar } = useSnackbar();
  const autoHideDuration = options.toastMs ?? TOAST_MS.auth;

  return useMutation({
    mutationFn: (variables: TVariables) => {
      authStore.setRequestStatus({ loading: true, error: null, message: null });
      return options.mutationFn(variables);
    },
    onSuccess: (data, variables) => {
      const message = data.message || options.successFallback;
      authStore.setRequestStatus({ loading: false, message });
      enqueueSnackbar(message, { variant: 'success', autoHideDuration });
      authStore.setRequestStatus({ message: null });
      options.onSuccess?.(data, variables);
    },
    onError: (error) => {
      const message = options.describeError?.(error) ?? errorMessage(error, options.errorFallback);
      authStore.setRequestStatus({ loading: false, error: message });
      enqueueSnackbar(message, { variant: 'error', autoHideDuration });
      authStore.setRequestStatus({ error: null });
      options.onError?.(error);
    },
  });
}

/** An auth call that answers with a session (logging in, registering): the user is signed in with it. */
export function useSessionMutation<TVariables>(
  options: Omit<Options<TVariables, SessionResponse>, 'onSuccess'>,
  onSuccess: (response: SessionResponse) => void,
) {
  return useAuthMutation({
    ...options,
    onSuccess: (response) => {
      authStore.signIn(response.user, response.token);
      onSuccess(response);
    },
  });
}
