import { useQuery } from '@tanstack/react-query';
import type { User } from '@steelcut/domain/schemas/auth';
import { api } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

export const userProfileQueryKey = ['auth', 'userProfile'] as const;

export async function getUserProfile(): Promise<User> {
  const { user } = await api.get<{ user: User }>('/auth/userProfile');
  authStore.setUser(user);
  return user;
}

export function useUserProfile() {
  return useQuery({ queryKey: userProfileQueryKey, queryFn: getUserProfile });
}
