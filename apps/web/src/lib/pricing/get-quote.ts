import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GuestCartItem } from '@steelcut/domain/schemas/cart';
import type { QuoteReply } from '@steelcut/domain/schemas/pricing';
import { api } from '../api-client';

/** Every estimate: saving new rates makes them all stale. */
export const QUOTE_QUERY_ROOT = ['quote'] as const;

/** TanStack hashes a key by its JSON, so the same items (by content) are asked once. */
export const quoteQueryKey = (items: readonly GuestCartItem[], state?: string) =>
  [...QUOTE_QUERY_ROOT, state ?? '', items] as const;

/** POST /quote: the estimate of cart items at the shop's rates; without a state, the shop's own. */
export function getQuote(items: readonly GuestCartItem[], state?: string): Promise<QuoteReply> {
  return api.post<QuoteReply>('/quote', state ? { items, state } : { items });
}

/** The estimate of these items; the previous figures stay up while new ones are worked out. */
export function useQuote(items: readonly GuestCartItem[], state?: string) {
  return useQuery({
    queryKey: quoteQueryKey(items, state),
    queryFn: () => getQuote(items, state),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
