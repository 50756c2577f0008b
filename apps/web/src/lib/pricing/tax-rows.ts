import { LEAD_TIME_MSG, type LeadTimeTier, type PricedLeadTime } from '@steelcut/domain/schemas/lead-times';
import type { QuoteReply } from '@steelcut/domain/schemas/pricing';
import { PRICE_LABELS } from './labels';

export type PricedQuote = Extract<QuoteReply, { priced: true }>;

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** CGST and SGST (half the rate each) within the shop's state, IGST outside it. */
export function taxRows(
  quote: Pick<PricedQuote, 'gstPercent' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
): { label: string; paise: number }[] {
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
 * Why the shop will not deliver where the quote was asked for (the order would be refused), or
 * null. Only a priced answer worked delivery out.
 */
export function deliveryRefusal(quote: QuoteReply | undefined): string | null {
  return quote?.priced && quote.delivery?.kind === 'refused' ? quote.delivery.reason : null;
}

/** One figure above the total; `text` stands in place of the amount (delivery free, or quoted by the shop). */
export type QuoteRow = { label: string; paise: number; text?: string };

/** Delivery as the answer worked it out for the pincode; none without one, or when it is refused. */
function deliveryRow(delivery: PricedQuote['delivery']): QuoteRow | null {
  switch (delivery?.kind) {
    case 'charged':
      return { label: PRICE_LABELS.delivery, paise: delivery.paise };
    case 'free':
      return { label: PRICE_LABELS.delivery, paise: 0, text: PRICE_LABELS.free };
    case 'quoted':
      return { label: PRICE_LABELS.delivery, paise: 0, text: delivery.reason };
    default:
      return null;
  }
}

/** A dispatch tier of the quote, when the shop offers it. */
export const tierOf = (quote: PricedQuote, tier: LeadTimeTier | undefined): PricedLeadTime | undefined =>
  tier ? quote.leadTimes.find((row) => row.tier === tier) : undefined;

/**
 * The figures above the total, as an invoice lists them: items, top-up, the tier's surcharge,
 * delivery, GST (the tier's, worked out on the goods with the surcharge).
 */
export function quoteRows(quote: PricedQuote, tier?: PricedLeadTime): QuoteRow[] {
  const rows: QuoteRow[] = [{ label: PRICE_LABELS.subtotal, paise: linesPaise(quote) }];
  if (quote.minimumTopUpPaise > 0) rows.push({ label: PRICE_LABELS.minimumTopUp, paise: quote.minimumTopUpPaise });
  if (tier && tier.surchargePaise > 0)
    rows.push({ label: LEAD_TIME_MSG.surchargeLine(tier.label, tier.surchargePercent), paise: tier.surchargePaise });
  const delivery = deliveryRow(quote.delivery);
  if (delivery) rows.push(delivery);
  return [...rows, ...taxRows(tier ? { ...quote, ...tier } : quote)];
}
