import { TOAST_MS } from '@steelcut/domain/constants';
import type { User } from '@steelcut/domain/schemas/auth';
import { api, errorMessage } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import type { SessionResponse } from './types';
import { useAuthMutation } from './use-auth-mutation';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { profileOutcomeMessage, type ProfileField } from '../profile-messages';

export type ProfileChanges = Partial<Pick<User, 'name' | 'email' | 'mobileNumber'>> & { currentPassword?: string };

/** Only the fields that differ from the current user, so unchanged ones cost no call. */
export function profileChanges(
  current: User,
  next: Required<Omit<ProfileChanges, 'currentPassword'>> & { currentPassword?: string },
): ProfileChanges {
  const changes: ProfileChanges = {};
  if (next.name !== current.name) changes.name = next.name;
  if (next.email !== current.email.toLowerCase()) {
    changes.email = next.email;
    if (next.currentPassword) changes.currentPassword = next.currentPassword;
  }
  if (next.mobileNumber !== current.mobileNumber) changes.mobileNumber = next.mobileNumber;
  return changes;
}

async function put(path: string, body: object): Promise<SessionResponse> {
  const response = await api.put<SessionResponse>(path, body);
  // Saved at once, so a later field failing does not hide the ones already changed.
  authStore.setUser(response.user);
  return response;
}

/** One PUT per field (SPEC section 7), in the form's order. */
const SAVE: Record<ProfileField, (value: string, changes: ProfileChanges) => Promise<SessionResponse>> = {
  name: (value) => put('/auth/updateName', { newName: value }),
  // The password proves it is the owner (the server may ask for it); the answer ends other sessions.
  email: async (value, { currentPassword }) => {
    const reply = await put('/auth/updateEmail', { newEmail: value, currentPassword });
    return { ...reply, message: reply.message || AUTH_MSG.emailUpdated };
  },
  mobileNumber: (value) => put('/auth/updateMobile', { newMobile: value }),
};
const FIELDS = Object.keys(SAVE) as ProfileField[];

export type ProfileOutcome = {
  saved: ProfileField[];
  failed: { field: ProfileField; reason: string }[];
  /** The last successful answer: the user as saved, a fresh token, a message. */
  last: SessionResponse | undefined;
};

/** Some fields saved, some not: the message says which (profileOutcomeMessage). */
export class ProfileNotAllSaved extends Error {
  constructor(readonly outcome: ProfileOutcome) {
    super(profileOutcomeMessage(outcome.saved, outcome.failed));
    this.name = 'ProfileNotAllSaved';
  }
}

/** Each changed field with its own call; one refused (an e-mail in use, say) does not stop the others. */
export async function updateProfile(changes: ProfileChanges): Promise<ProfileOutcome> {
  const outcome: ProfileOutcome = { saved: [], failed: [], last: undefined };
  for (const field of FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    try {
      outcome.last = await SAVE[field](value, changes);
      outcome.saved.push(field);
    } catch (error) {
      outcome.failed.push({ field, reason: errorMessage(error, AUTH_MSG.profileFailed) });
    }
  }
  return outcome;
}

/** All saved: the server's message for one field, the list of them for several. */
async function saveAll(changes: ProfileChanges): Promise<SessionResponse> {
  const outcome = await updateProfile(changes);
  if (outcome.failed.length > 0 || !outcome.last) throw new ProfileNotAllSaved(outcome);
  const message = outcome.saved.length > 1 ? profileOutcomeMessage(outcome.saved, []) : outcome.last.message;
  return { ...outcome.last, message };
}

export function useUpdateProfile(onSuccess: (user: User) => void, onNotAllSaved: (outcome: ProfileOutcome) => void) {
  return useAuthMutation({
    mutationFn: saveAll,
    successFallback: AUTH_MSG.profileSucceeded,
    errorFallback: AUTH_MSG.profileFailed,
    toastMs: TOAST_MS.default,
    describeError: (error) => (error instanceof ProfileNotAllSaved ? error.message : undefined),
    onSuccess: (response) => onSuccess(response.user),
    onError: (error) => {
      if (error instanceof ProfileNotAllSaved) onNotAllSaved(error.outcome);
    },
  });
}
