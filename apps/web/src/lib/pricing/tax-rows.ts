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

/** The lines' own sum: the subtotal less what the minimum order value added. */
export const linesPaise = (quote: PricedQuote) => quote.subtotalPaise - quote.minimumTopUpPaise;
