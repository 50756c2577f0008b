import type { AmountView, BillingView } from '@steelcut/domain/schemas/billing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { PRICE_LABELS } from '../pricing/labels';

export type TaxRow = { label: string; paise: number };

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** CGST and SGST (half the rate each) within the shop's state, IGST outside it. */
export function taxRowsOf(amount: Pick<AmountView, 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'gstPercent'>): TaxRow[] {
  if (amount.igstPaise > 0) {
    return [{ label: PRICE_LABELS.tax('IGST', percent.format(amount.gstPercent)), paise: amount.igstPaise }];
  }
  const half = percent.format(amount.gstPercent / 2);
  return [
    { label: PRICE_LABELS.tax('CGST', half), paise: amount.cgstPaise },
    { label: PRICE_LABELS.tax('SGST', half), paise: amount.sgstPaise },
  ];
}

/** What is still to pay: the amount less what was paid, never below zero; null while there is no amount. */
export function amountDue(order: Pick<OrderView, 'amountPaise' | 'paidPaise'>): number | null {
  return order.amountPaise === null ? null : Math.max(0, order.amountPaise - order.paidPaise);
}

/** What the order's amount comes from: the shop's quote once it sent one, else the estimate made at placing. */
export const currentAmount = (billing: BillingView | null): AmountView | null =>
  billing?.quote ?? billing?.estimate ?? null;
