import type { User } from '@steelcut/domain/schemas/auth';

export type ProfileField = keyof Pick<User, 'name' | 'email' | 'mobileNumber'>;

/** How the toast names each field of the profile form. */
export const PROFILE_FIELD_NOUN: Record<ProfileField, string> = {
  name: 'name',
  email: 'e-mail',
  mobileNumber: 'mobile number',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listed(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** e.g. 'Name saved. E-mail not saved: An account with this email already exists' */
export function profileOutcomeMessage(
  saved: readonly ProfileField[],
  failed: readonly { field: ProfileField; reason: string }[],
): string {
  const sentences: string[] = [];
  if (saved.length > 0) sentences.push(`${capitalised(listed(saved.map((f) => PROFILE_FIELD_NOUN[f])))} saved.`);
  for (const { field, reason } of failed) {
    sentences.push(`${capitalised(PROFILE_FIELD_NOUN[field])} not saved: ${reason}`);
  }
  return sentences.join(' ');
}
