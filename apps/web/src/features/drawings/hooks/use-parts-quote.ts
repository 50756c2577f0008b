import { useMemo } from 'react';
import type { DrawingItem } from '@steelcut/domain/schemas/cart';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import type { QuoteLine } from '@steelcut/domain/schemas/pricing';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useQuote } from '../../../lib/pricing/get-quote';
import { isBlockedPart, partItem, type PartChoice } from '../drawing-parts';

/** Typing pauses this long before the parts are priced, so a keystroke is not a request. */
const QUOTE_PAUSE_MS = 300;

/** One quote holds this many items at most (POST /quote): a file of more kinds prices its largest. */
const MAX_PRICED_PARTS = 200;

/**
 * Every part that can be ordered, priced at copies × sets in ONE POST /quote (the parts of a file
 * are one order's worth: its minimum and GST are the whole set's). `lines` maps a part's number to
 * its own line of that quote.
 */
export function usePartsQuote(drawing: Drawing, choice: PartChoice) {
  const wanted = useMemo(() => {
    const items = drawing.parts
      .filter((part) => !isBlockedPart(part))
      .slice(0, MAX_PRICED_PARTS)
      .map((part) => partItem(drawing, part, choice));
    // Text: a stable value to wait on; '' until every field is read.
    return items.length > 0 && items.every(Boolean) ? JSON.stringify(items) : '';
  }, [drawing, choice]);
  const settled = useDebouncedValue(wanted, QUOTE_PAUSE_MS);
  const items = useMemo<DrawingItem[]>(() => (settled ? (JSON.parse(settled) as DrawingItem[]) : []), [settled]);
  const quote = useQuote(items);

  const lines = useMemo(() => {
    const answered = quote.data?.priced && !quote.isPlaceholderData ? quote.data.items : undefined;
    const byPart = new Map<number, { line: QuoteLine; quantity: number }>();
    if (!answered || answered.length !== items.length) return byPart;
    items.forEach((item, i) =>
      byPart.set(item.drawingPart ?? 1, { line: answered[i]!, quantity: Number(item.quantity) }),
    );
    return byPart;
  }, [quote.data, quote.isPlaceholderData, items]);

  return { quote, lines, complete: wanted !== '' };
}
