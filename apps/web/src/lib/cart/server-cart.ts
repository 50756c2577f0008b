import { useQuery } from '@tanstack/react-query';
import type { CartItemView } from '@steelcut/domain/schemas/views';
import { api } from '../api-client';
import { useAuth } from '../auth-store';

/** A cart item as the server answers it (GET /api/cart/getCart/{userId}). */
export type ServerCartItem = CartItemView;

export type CartReply = { items: ServerCartItem[]; message: string };

/** One key for the signed-in cart, shared by every screen that shows or changes it. */
export const cartQueryKey = (userId: number | undefined) => ['cart', userId ?? 'guest'] as const;

export async function fetchServerCart(userId: number): Promise<ServerCartItem[]> {
  // A reply without items is an empty cart, never `undefined` data for the query.
  return (await api.get<Partial<CartReply>>(`/cart/getCart/${userId}`)).items ?? [];
}

/** The signed-in customer's server cart; disabled for guests and admins. */
export function useServerCart() {
  const { user, isAuthenticated } = useAuth();
  const userId = user?.id;
  return useQuery({
    queryKey: cartQueryKey(userId),
    queryFn: () => fetchServerCart(userId!),
    enabled: isAuthenticated && user?.role === 'user',
  });
}
