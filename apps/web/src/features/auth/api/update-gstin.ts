import { TOAST_MS } from '@steelcut/domain/constants';
import { AUTH_MSG, type User } from '@steelcut/domain/schemas/auth';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import type { SessionResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';

/** What the profile's GST details send: a GSTIN or '' to remove it, and the company beside it ('' removes it). */
export type GstDetails = { gstin: string; company: string };

/** PUT /auth/updateGstin; the answer's user goes into the store. */
export async function updateGstin(details: GstDetails): Promise<SessionResponse> {
  const response = await api.put<SessionResponse>('/auth/updateGstin', details);
  authStore.setUser(response.user);
  return response;
}

export function useUpdateGstin(onSuccess: (user: User) => void, onError: (error: unknown) => void) {
  return useAuthMutation({
    mutationFn: updateGstin,
    successFallback: BILLING_MSG.gstinSaved,
    errorFallback: AUTH_MSG.profileFailed,
    toastMs: TOAST_MS.default,
    onSuccess: (response) => onSuccess(response.user),
    onError,
  });
}
