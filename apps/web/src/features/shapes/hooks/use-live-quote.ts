import { useMemo, useState } from 'react';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { readCartPart, type GuestCartItem } from '@steelcut/domain/schemas/cart';
import { wireOf } from '@steelcut/domain/part-wire';
import type { ShapeDefinition } from '@steelcut/domain/shapes/types';
import type { ShopOffer } from '@steelcut/domain/shop-offer';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { useQuote } from '../../../lib/pricing/get-quote';
import type { PricedQuote } from '../../../lib/pricing/tax-rows';
import type { Shape } from '../api/get-shapes';
import type { ConfigureValues } from '../configure-form';

/** Typing pauses this long before the part is priced, so a keystroke is not a request. */
export const QUOTE_DEBOUNCE_MS = 300;

type Typed = Omit<ConfigureValues, 'image'>;

export type LivePrice =
  | { status: 'incomplete' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'unpriced'; updating: boolean }
  | { status: 'priced'; quote: PricedQuote; quantity: number; updating: boolean };

type Shown = { reply: QuoteReply; quantity: number };

/** The part as the quote takes it, as text (a stable value to debounce); '' while it is not valid. */
function wireText(shape: Shape, definition: ShapeDefinition, typed: Typed, offer: ShopOffer): string {
  const read = readCartPart(definition, typed, offer);
  if (!read.ok) return '';
  const item: GuestCartItem = { shape_id: shape.id, shape_name: shape.shape_Name, ...wireOf(read.part) };
  return JSON.stringify(item);
}

/** The estimate of this one part (the shop's state for GST), once it is valid and typing pauses. */
export function useLiveQuote(shape: Shape, definition: ShapeDefinition, typed: Typed, offer: ShopOffer): LivePrice {
  const wanted = wireText(shape, definition, typed, offer);
  const settled = useDebouncedValue(wanted, QUOTE_DEBOUNCE_MS);
  const items = useMemo<GuestCartItem[]>(() => (settled ? [JSON.parse(settled) as GuestCartItem] : []), [settled]);
  const quote = useQuote(items);

  // The figures on screen and the quantity they are for: kept while the next ones are worked out.
  const [shown, setShown] = useState<Shown | null>(null);
  const fresh = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  if (fresh && items[0] && fresh !== shown?.reply) setShown({ reply: fresh, quantity: Number(items[0].quantity) });

  if (!wanted) return { status: 'incomplete' };
  const updating = wanted !== settled || quote.isFetching;
  if (quote.isError && !updating) {
    return { status: 'error', message: errorMessage(quote.error, PRICING_MSG.loadFailed) };
  }
  if (!shown) return { status: 'loading' };
  if (!shown.reply.priced) return { status: 'unpriced', updating };
  return { status: 'priced', quote: shown.reply, quantity: shown.quantity, updating };
}
