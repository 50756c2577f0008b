import { TOAST_MS } from '@steelcut/domain/constants';
import type { User } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import type { SessionResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';

export type ProfileChanges = Partial<Pick<User, 'name' | 'email' | 'mobileNumber'>>;

/** Only the fields that differ from the current user, so unchanged ones cost no call. */
export function profileChanges(current: User, next: Required<ProfileChanges>): ProfileChanges {
  const changes: ProfileChanges = {};
  if (next.name !== current.name) changes.name = next.name;
  if (next.email !== current.email.toLowerCase()) changes.email = next.email;
  if (next.mobileNumber !== current.mobileNumber) changes.mobileNumber = next.mobileNumber;
  return changes;
}

async function put(path: string, body: object): Promise<SessionResponse> {
  const response = await api.put<SessionResponse>(path, body);
  // Saved at once, so a later field failing does not hide the ones already changed.
  authStore.setUser(response.user);
  return response;
}

/** One PUT per changed field; each answers with the updated user and a fresh token. */
export async function updateProfile(changes: ProfileChanges): Promise<SessionResponse> {
  let last: SessionResponse | undefined;
  if (changes.name !== undefined) last = await put('/auth/updateName', { newName: changes.name });
  if (changes.email !== undefined) {
    last = await put('/auth/updateEmail', { newEmail: changes.email });
    last = { ...last, message: last.message || AUTH_MSG.emailUpdated };
  }
  if (changes.mobileNumber !== undefined) last = await put('/auth/updateMobile', { newMobile: changes.mobileNumber });
  if (!last) throw new Error('No profile changes to save');
  return last;
}

export function useUpdateProfile(onSuccess: (user: User) => void) {
  return useAuthMutation({
    mutationFn: updateProfile,
    successFallback: AUTH_MSG.profileSucceeded,
    errorFallback: AUTH_MSG.profileFailed,
    toastMs: TOAST_MS.default,
    onSuccess: (response) => onSuccess(response.user),
  });
}
