import {
  BILLING_MSG,
  overpays,
  paymentStatusOf,
  refundDueOf,
  type AmountView,
  type BillingView,
  type HistoryEntry,
  type MoneyMovement,
  type RecordPaymentBody,
  type RecordRefundBody,
  type SetQuoteBody,
  orderTooLarge,
} from '@steelcut/domain/schemas/billing';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { formatRupees } from '@steelcut/domain/money';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import { taxSplit } from '@steelcut/domain/pricing/price';
import type { TaxSplit } from '@steelcut/domain/schemas/pricing';
import type { Db } from '../../db/database';
import { badRequest, conflict, invalidFields, notFound } from '../../lib/errors';
import type { LiveEvents } from '../../lib/events';
import { enqueueMails } from '../../lib/mail-outbox';
import { nowIso } from '../../lib/time';
import type { NotificationService } from '../notifications/service';
import type { OrderRow } from '../../db/types';
import { isUniqueViolation } from '../../db/constraint';
import type { PricingService } from '../pricing/service';
import type { ShopService } from '../shop/service';
import { movementMail, quoteMail } from './mails';
import { createBillingRepository, type AmountRow, type PaymentRow } from './repository';

/** A payment or a refund as the admin's form sends it: the amount more than ₹0 either way. */
type Movement = Pick<RecordPaymentBody, 'amountPaise' | 'reference' | 'paidOn' | 'messageId'> & {
  kind: MoneyMovement;
};

/** The signed amount stored: a refund takes money off what is paid. */
const signedPaise = (movement: Movement) => (movement.kind === 'refund' ? -movement.amountPaise : movement.amountPaise);

const sameMovement = (row: PaymentRow, movement: Movement) =>
  row.kind === movement.kind &&
  row.amount_paise === signedPaise(movement) &&
  row.reference === movement.reference &&
  row.paid_on === movement.paidOn &&
  row.message_id === (movement.messageId ?? null);

/** A day money moved: not after today in India. */
function checkPaidOn(day: string) {
  if (day > new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)) {
    throw badRequest(BILLING_MSG.paidOnInvalid, 'VALIDATION');
  }
}

/**
 * What the tax documents do when a quote is written, in its transaction: an invoiced order's lower
 * amount gets a credit note, a higher one is refused (invoices/tax-documents.ts; app.ts wires it).
 */
export type QuoteHook = (trx: Db, order: OrderRow, amount: TaxSplit) => Promise<void>;

/**
 * Read before a transaction that may leave an order paid in full: what issues its tax invoice in
 * that transaction (invoices/tax-documents.ts whenPaid; app.ts wires it).
 */
export type PaidHook = (trx: Db, order: OrderRow) => Promise<void>;

interface Deps {
  db: Db;
  onQuoted?: QuoteHook;
  whenPaid?: () => Promise<PaidHook>;
  pricing: PricingService;
  events: LiveEvents;
  notifications: NotificationService;
  shop: ShopService;
  mailWritten: () => void;
  publicUrl: string;
}

const toAmountView = (row: AmountRow): AmountView => ({
  kind: row.kind,
  subtotalPaise: row.subtotal_paise,
  cgstPaise: row.cgst_paise,
  sgstPaise: row.sgst_paise,
  igstPaise: row.igst_paise,
  totalPaise: row.total_paise,
  gstPercent: row.gst_percent,
  note: row.note,
  createdAt: row.created_at,
  lines: row.lines ? JSON.parse(row.lines) : null,
  deliveryPaise: row.delivery_paise,
  surchargePaise: row.surcharge_paise,
  delivery: row.delivery_kind
    ? { kind: row.delivery_kind, paise: row.delivery_paise, reason: row.delivery_reason }
    : null,
});

/** Quotes, payments and what they make of an order: its amount, what is paid, its payment status. */
export function createBillingService({
  db,
  onQuoted,
  whenPaid,
  pricing,
  events,
  notifications,
  shop,
  mailWritten,
  publicUrl,
}: Deps) {
  const repo = createBillingRepository(db);

  async function orderOrThrow(orderId: number): Promise<OrderRow> {
    const order = await repo.order(orderId);
    if (!order) throw notFound(ORDER_MSG.notFound, 'ORDER_NOT_FOUND');
    return order;
  }

  /**
   * In the transaction `trx`, with the order locked: writes its amount and payment state from what
   * is recorded now, issues the tax invoice of an order paid in full (`onPaid`, read before the
   * transaction), and tells its customer's and the shop's pages.
   */
  async function settle(trx: Db, order: OrderRow, amountPaise: number | null, adminId: number, onPaid?: PaidHook) {
    const tx = createBillingRepository(trx);
    const paidPaise = await tx.paidOf(order.id);
    const paymentStatus = paymentStatusOf(amountPaise, paidPaise);
    await tx.writeMoney(order.id, { amount_paise: amountPaise, paid_paise: paidPaise, payment_status: paymentStatus });
    if (paymentStatus === 'paid') await onPaid?.(trx, order);
    return events.record(trx, 'order.billing', [order.user_id, adminId], {
      order_id: order.id,
      amountPaise,
      paymentStatus,
    });
  }

  /** The order read inside the transaction and locked until it ends (never one read before it). */
  async function lockedOrder(trx: Db, orderId: number): Promise<OrderRow> {
    const order = await createBillingRepository(trx).lockedOrder(orderId);
    if (!order) throw notFound(ORDER_MSG.notFound, 'ORDER_NOT_FOUND');
    return order;
  }

  async function history(order: OrderRow, amounts: AmountRow[]): Promise<HistoryEntry[]> {
    const [statuses, payments] = await Promise.all([repo.statusHistoryOf(order.id), repo.paymentsOf(order.id)]);
    const entries: HistoryEntry[] = [
      ...statuses.map((row) => ({
        at: row.changed_at,
        by: row.by_name ?? '',
        kind: row.from_status === null ? ('placed' as const) : ('status' as const),
        text: row.from_status === null ? 'Order placed' : `Status: ${row.from_status} → ${row.to_status}`,
      })),
      ...amounts.map((row) => ({
        at: row.created_at,
        by: row.by_name ?? '',
        kind: row.kind,
        text: `${row.kind === 'quote' ? 'Quote' : 'Estimate'} ${formatRupees(row.total_paise)} incl. GST${row.note ? `: ${row.note}` : ''}`,
      })),
      ...payments.flatMap((row) => {
        const amount = formatRupees(Math.abs(row.amount_paise));
        const refund = row.kind === 'refund';
        return [
          {
            at: row.recorded_at,
            by: row.recorded_by_name ?? '',
            kind: row.kind,
            text: refund
              ? `Refund ${amount} paid back on ${row.paid_on} (UPI ref ${row.reference})`
              : `Payment ${amount} received on ${row.paid_on} (UPI ref ${row.reference})`,
          },
          ...(row.voided_at
            ? [
                {
                  at: row.voided_at,
                  by: row.voided_by_name ?? '',
                  kind: 'void' as const,
                  text: `${refund ? 'Refund' : 'Payment'} ${amount} voided: ${row.void_reason ?? ''}`,
                },
              ]
            : []),
        ];
      }),
    ];
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  /**
   * Writes a payment or a refund in one transaction with the order locked: `check` sees the
   * order and what is paid as they are now, and refuses by throwing.
   */
  async function recordMovement(
    adminId: number,
    order: OrderRow,
    movement: Movement,
    idempotencyKey: string | undefined,
    check: (locked: OrderRow, paidPaise: number) => void,
  ) {
    const referenceTaken =
      movement.kind === 'refund' ? BILLING_MSG.refundReferenceRecorded : BILLING_MSG.referenceRecorded;
    const orderId = order.id;
    const [settings, recipients, onPaid] = await Promise.all([
      shop.get(),
      notifications.recipients([order.user_id], 'order_status'),
      whenPaid?.(),
    ]);
    let mailed = false;
    const pushed = await db
      .transaction()
      .execute(async (trx) => {
        const locked = await lockedOrder(trx, orderId);
        const tx = createBillingRepository(trx);
        const earlier = idempotencyKey ? await tx.paymentByKey(orderId, idempotencyKey) : undefined;
        if (earlier) {
          if (!sameMovement(earlier, movement)) throw conflict(BILLING_MSG.paymentKeyReused, 'CONFLICT');
          return [];
        }
        if (await tx.livePaymentWithReference(orderId, movement.reference)) throw conflict(referenceTaken, 'CONFLICT');
        check(locked, await tx.paidOf(orderId));
        await tx.insertPayment({
          order_id: orderId,
          kind: movement.kind,
          amount_paise: signedPaise(movement),
          reference: movement.reference,
          paid_on: movement.paidOn,
          message_id: movement.messageId ?? null,
          recorded_by: adminId,
          recorded_at: nowIso(),
          idempotency_key: idempotencyKey ?? null,
        });
        if (recipients.has(locked.user_id)) {
          const paidPaise = await tx.paidOf(orderId);
          await enqueueMails(trx, [movementMail(settings, locked, movement, paidPaise, publicUrl)]);
          mailed = true;
        }
        return settle(trx, locked, locked.amount_paise, adminId, onPaid);
      })
      .catch((error: unknown) => {
        // The unique indexes are the last guard; the checks above answer first.
        throw isUniqueViolation(error) ? conflict(referenceTaken, 'CONFLICT') : error;
      });
    events.announce(pushed);
    if (mailed) mailWritten();
  }

  return {
    /** What an order costs and what was paid, with everything that happened to it. */
    async view(order: OrderRow): Promise<BillingView> {
      const [amounts, payments] = await Promise.all([repo.amountsOf(order.id), repo.paymentsOf(order.id)]);
      const latest = (kind: AmountRow['kind']) => amounts.filter((row) => row.kind === kind).at(-1);
      const estimate = latest('estimate');
      const quote = latest('quote');
      return {
        estimate: estimate ? toAmountView(estimate) : null,
        quote: quote ? toAmountView(quote) : null,
        payments: payments.map((row) => ({
          id: row.id,
          kind: row.kind,
          amountPaise: Math.abs(row.amount_paise),
          reference: row.reference,
          paidOn: row.paid_on,
          messageId: row.message_id,
          recordedAt: row.recorded_at,
          voidedAt: row.voided_at,
          voidReason: row.void_reason,
        })),
        paidPaise: order.paid_paise,
        paymentStatus: order.payment_status,
        refundDuePaise: refundDueOf(order.amount_paise, order.paid_paise),
        history: await history(order, amounts),
      };
    },

    /** The shop's quote: the taxable value it names, GST by where the order goes. */
    async setQuote(adminId: number, orderId: number, body: SetQuoteBody) {
      const order = await orderOrThrow(orderId);
      const [rates, settings, onPaid] = await Promise.all([pricing.get(), shop.get(), whenPaid?.()]);
      if (!rates) throw conflict(BILLING_MSG.quoteNeedsRates, 'CONFLICT');
      const now = nowIso();
      const takesMail = (await notifications.recipients([order.user_id], 'order_status')).has(order.user_id);
      const pushed = await db.transaction().execute(async (trx) => {
        const locked = await lockedOrder(trx, orderId);
        // GST by where the order goes as it is now (its pincode's state), locked, like every amount written here.
        const deliveryState = placeOfSupply({ state: locked.state, postalCode: locked.postal_code });
        const split = taxSplit({ ...rates, minimumOrderPaise: 0 }, body.subtotalPaise, deliveryState);
        const tooLarge = orderTooLarge(split.totalPaise);
        if (tooLarge) throw invalidFields([{ field: 'subtotalPaise', message: tooLarge }]);
        await createBillingRepository(trx)
          .amountInsert({
            order_id: order.id,
            kind: 'quote',
            subtotal_paise: split.subtotalPaise,
            cgst_paise: split.cgstPaise,
            sgst_paise: split.sgstPaise,
            igst_paise: split.igstPaise,
            total_paise: split.totalPaise,
            gst_percent: rates.gstPercent,
            lines: null,
            note: body.note,
            created_by: adminId,
            created_at: now,
          })
          .execute();
        await onQuoted?.(trx, locked, split);
        if (takesMail) await enqueueMails(trx, [quoteMail(settings, locked, split.totalPaise, body.note, publicUrl)]);
        return settle(trx, locked, split.totalPaise, adminId, onPaid);
      });
      events.announce(pushed);
      if (takesMail) mailWritten();
    },

    /**
     * Records a payment once: a UPI reference once per order (among payments and refunds not
     * voided), and a retry with the same Idempotency-Key is answered as the first, without a second
     * row. One that takes the paid total past the amount due needs `confirmOverpayment`.
     */
    async recordPayment(adminId: number, orderId: number, body: RecordPaymentBody, idempotencyKey?: string) {
      const order = await orderOrThrow(orderId);
      checkPaidOn(body.paidOn);
      if (body.messageId !== undefined && !(await repo.messageOfCustomer(body.messageId, order.user_id))) {
        throw badRequest(BILLING_MSG.messageNotInChat, 'VALIDATION');
      }
      await recordMovement(adminId, order, { ...body, kind: 'payment' }, idempotencyKey, (locked, paidPaise) => {
        if (body.confirmOverpayment || !overpays(locked.amount_paise, paidPaise, body.amountPaise)) return;
        const after = paidPaise + body.amountPaise;
        throw conflict(
          locked.amount_paise === null
            ? BILLING_MSG.overpaymentNoAmount(after)
            : BILLING_MSG.overpayment(after, locked.amount_paise),
          'OVERPAYMENT',
        );
      });
    },

    /** Records money paid back, at most what is due back (refundDueOf), once like a payment. */
    async recordRefund(adminId: number, orderId: number, body: RecordRefundBody, idempotencyKey?: string) {
      const order = await orderOrThrow(orderId);
      checkPaidOn(body.paidOn);
      await recordMovement(adminId, order, { ...body, kind: 'refund' }, idempotencyKey, (locked, paidPaise) => {
        const due = refundDueOf(locked.amount_paise, paidPaise);
        if (due === 0) throw conflict(BILLING_MSG.nothingToRefund, 'CONFLICT');
        if (body.amountPaise > due) throw conflict(BILLING_MSG.refundTooLarge(due), 'CONFLICT');
      });
    },

    /** Voids a payment or refund (which it answers); a payment only while what is left paid covers the refunds. */
    async voidPayment(adminId: number, orderId: number, paymentId: number, reason: string): Promise<MoneyMovement> {
      await orderOrThrow(orderId);
      const payment = await repo.findPayment(orderId, paymentId);
      if (!payment) throw notFound(BILLING_MSG.paymentNotFound, 'NOT_FOUND');
      // Voiding a refund can leave the order paid in full again.
      const onPaid = await whenPaid?.();
      const pushed = await db.transaction().execute(async (trx) => {
        const locked = await lockedOrder(trx, orderId);
        const tx = createBillingRepository(trx);
        if (!(await tx.voidPayment(paymentId, adminId, reason, nowIso()))) {
          throw conflict(BILLING_MSG.alreadyVoided, 'CONFLICT');
        }
        // Throwing rolls the void back.
        if ((await tx.paidOf(orderId)) < 0) throw conflict(BILLING_MSG.voidLeavesRefundUnpaid, 'CONFLICT');
        return settle(trx, locked, locked.amount_paise, adminId, onPaid);
      });
      events.announce(pushed);
      return payment.kind;
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
