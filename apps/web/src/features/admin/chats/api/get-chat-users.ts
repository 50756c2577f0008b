import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChatUserView } from '@steelcut/domain/schemas/chat';
import { api } from '../../../../lib/api-client';
import { chatKeys } from '../../../../lib/chat/query-keys';

const USERS_LIMIT = 50;

/** The admin's customers, newest chat activity first; `search` matches name, e-mail or phone. */
export async function getChatUsers(search: string): Promise<ChatUserView[]> {
  const query = new URLSearchParams({ search, limit: String(USERS_LIMIT) });
  const reply = await api.get<{ users?: ChatUserView[] }>(`/get-all-users?${query}`);
  return Array.isArray(reply?.users) ? reply.users : [];
}

/** The previous list stays on screen while a new search loads. */
export function useChatUsers(search: string) {
  return useQuery({
    queryKey: chatKeys.users(search),
    queryFn: () => getChatUsers(search),
    placeholderData: keepPreviousData,
  });
}
