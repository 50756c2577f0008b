import type { QuoteReply } from '@steelcut/domain/schemas/pricing';
import { PRICE_LABELS } from './labels';

export type PricedQuote = Extract<QuoteReply, { priced: true }>;

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** CGST and SGST (half the rate each) within the shop's state, IGST outside it. */
export function taxRows(quote: PricedQuote): { label: string; paise: number }[] {
  if (quote.igstPaise > 0) {
    return [{ label: PRICE_LABELS.tax('IGST', percent.format(quote.gstPercent)), paise: quote.igstPaise }];
  }
  const half = percent.format(quote.gstPercent / 2);
  return [
    { label: PRICE_LABELS.tax('CGST', half), paise: quote.cgstPaise },
    { label: PRICE_LABELS.tax('SGST', half), paise: quote.sgstPaise },
  ];
}

/** The lines' own sum, before the minimum order top-up, delivery and GST. */
export const linesPaise = (quote: PricedQuote) => quote.items.reduce((sum, item) => sum + item.linePaise, 0);

/**
 * The delivery charge, when the answer carries one. POST /quote is gaining a delivery line
 * (the shop's settings, issue 24); it is read as `deliveryPaise` until QuoteReplySchema names it.
 */
export function deliveryPaise(quote: PricedQuote): number | null {
  const value = (quote as PricedQuote & { deliveryPaise?: unknown }).deliveryPaise;
  return typeof value === 'number' ? value : null;
}

export type QuoteRow = { label: string; paise: number; /** Delivery at no charge. */ free?: boolean };

/** The figures above the total, as an invoice lists them: items, top-up, delivery, GST. */
export function quoteRows(quote: PricedQuote): QuoteRow[] {
  const rows: QuoteRow[] = [{ label: PRICE_LABELS.subtotal, paise: linesPaise(quote) }];
  if (quote.minimumTopUpPaise > 0) rows.push({ label: PRICE_LABELS.minimumTopUp, paise: quote.minimumTopUpPaise });
  const delivery = deliveryPaise(quote);
  if (delivery !== null) rows.push({ label: PRICE_LABELS.delivery, paise: delivery, free: delivery === 0 });
  return [...rows, ...taxRows(quote)];
}
