import type { AmountView, BillingView, HistoryEntry, PaymentView } from '@steelcut/domain/schemas/billing';

/**
 * The money of an order as GET /order/{id} answers it. The defaults go with the domain's
 * anOrderView: a Tamil Nadu delivery from a Tamil Nadu shop, so CGST + SGST at 9% each.
 */
export function anAmount(overrides: Partial<AmountView> = {}): AmountView {
  return {
    kind: 'estimate',
    subtotalPaise: 1_00_000,
    cgstPaise: 9_000,
    sgstPaise: 9_000,
    igstPaise: 0,
    totalPaise: 1_18_000,
    gstPercent: 18,
    note: '',
    createdAt: '2025-06-14T09:35:00.000Z',
    lines: null,
    deliveryPaise: 0,
    surchargePaise: 0,
    delivery: null,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 1,
    kind: 'payment',
    amountPaise: 50_000,
    reference: 'UPI123456789',
    paidOn: '2025-06-15',
    messageId: null,
    recordedAt: '2025-06-15T06:00:00.000Z',
    voidedAt: null,
    voidReason: null,
    ...overrides,
  };
}

export function aHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return { at: '2025-06-14T09:35:00.000Z', by: 'Asha Kumar', kind: 'placed', text: 'Order placed', ...overrides };
}

/** No estimate, no quote, nothing paid: an order placed before the shop saved its rates. */
export function aBilling(overrides: Partial<BillingView> = {}): BillingView {
  return {
    estimate: null,
    quote: null,
    payments: [],
    paidPaise: 0,
    paymentStatus: 'unpaid',
    refundDuePaise: 0,
    history: [aHistoryEntry()],
    ...overrides,
  };
}
