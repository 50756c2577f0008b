import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PartItem } from '@steelcut/domain/schemas/cart';
import type { QuoteReply } from '@steelcut/domain/schemas/pricing';
import { api } from '../api-client';

/** Every estimate: saving new rates makes them all stale. */
export const QUOTE_QUERY_ROOT = ['quote'] as const;

/**
 * Where the goods go: the state decides the GST (none: the shop's own), the pincode the delivery
 * charge (none: the goods alone).
 */
export type QuoteDestination = { state?: string; postalCode?: string };

/** TanStack hashes a key by its JSON, so the same items (by content) to the same place are asked once. */
export const quoteQueryKey = (items: readonly PartItem[], to: QuoteDestination = {}) =>
  [...QUOTE_QUERY_ROOT, to.state ?? '', to.postalCode ?? '', items] as const;

/** POST /quote: the estimate of cart items at the shop's rates, delivered to `to`. */
export function getQuote(items: readonly PartItem[], to: QuoteDestination = {}): Promise<QuoteReply> {
  return api.post<QuoteReply>('/quote', {
    items,
    ...(to.state && { state: to.state }),
    ...(to.postalCode && { postalCode: to.postalCode }),
  });
}

/** The estimate of these items; the previous figures stay up while new ones are worked out. */
export function useQuote(items: readonly PartItem[], to: QuoteDestination = {}) {
  return useQuery({
    queryKey: quoteQueryKey(items, to),
    queryFn: () => getQuote(items, to),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
