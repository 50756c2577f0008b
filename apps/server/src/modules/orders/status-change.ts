import {
  ORDER_MSG,
  ORDER_STATUSES,
  ORDER_TYPE,
  type OrderStatus,
  type StatusChangeBody,
} from '@steelcut/domain/schemas/order';
import { couriersOf } from '@steelcut/domain/schemas/shop';
import { TRACKING_MSG, trackingUrlFor, type Courier } from '@steelcut/domain/schemas/tracking';
import type { Db } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { LiveEvents } from '../../lib/events';
import { nowIso } from '../../lib/time';
import type { PaidHook } from '../billing/service';
import type { NotificationService } from '../notifications/service';
import type { ShopService } from '../shop/service';
import { statusChangedMail } from './mails';
import { createOrderRepository } from './repository';
import type { OrderRow } from '../../db/types';

const DATE_OF_STATUS: Partial<Record<OrderStatus, keyof OrderRow>> = {
  Dispatched: 'dispatched_date',
  Delivered: 'delivered_date',
  Cancelled: 'cancelled_date',
};

type Tracking = Pick<OrderRow, 'courier' | 'tracking_number' | 'tracking_url'>;

/**
 * The order's courier and number after the change, or undefined when they stay as they are: a
 * field given replaces the order's (blank clears it), one left out keeps it.
 */
function trackingAfter(order: OrderRow, change: StatusChangeBody, couriers: readonly Courier[]): Tracking | undefined {
  if (change.courier === undefined && change.trackingNumber === undefined) return undefined;
  const courier = change.courier === undefined ? order.courier : change.courier || null;
  const number = change.trackingNumber === undefined ? order.tracking_number : change.trackingNumber || null;
  if (number && !courier) throw badRequest(TRACKING_MSG.courierNeeded, 'COURIER_NEEDED');
  if (courier === order.courier && number === order.tracking_number) return undefined;
  return { courier, tracking_number: number, tracking_url: trackingUrlFor(couriers, courier, number) };
}

/**
 * What the tax documents do when an order's status changes, in the change's transaction: a
 * cancelled invoiced order gets its credit note (invoices/tax-documents.ts; app.ts wires it).
 */
export type StatusChangeHook = (trx: Db, order: OrderRow, to: OrderStatus) => Promise<void>;

interface Deps {
  db: Db;
  notifications: NotificationService;
  events: LiveEvents;
  shop: ShopService;
  mailWritten: () => void;
  onStatusChange?: StatusChangeHook;
  /** What issues the tax invoice of a paid order brought back from Cancelled (billing's). */
  whenPaid?: () => Promise<PaidHook>;
}

/** The admin's changes to an order: its status (recorded, mailed, pushed live) and lead conversion. */
export function createStatusChanges({ db, notifications, events, shop, mailWritten, onStatusChange, whenPaid }: Deps) {
  const repo = createOrderRepository(db);
  return {
    /**
     * The order after the change, or undefined when it was already in that status with that
     * courier and number. A courier or number added to a sent order later is mailed like the
     * status, without a status change in the history.
     */
    async updateStatus(adminId: number, orderId: number, change: StatusChangeBody): Promise<OrderRow | undefined> {
      const { status } = change;
      if (!(ORDER_STATUSES as readonly string[]).includes(status))
        throw badRequest(ORDER_MSG.invalidStatus, 'INVALID_STATUS');
      const [order, settings] = await Promise.all([repo.findById(orderId), shop.get()]);
      if (!order) throw badRequest(ORDER_MSG.invalidStatus, 'INVALID_STATUS');
      const tracking = trackingAfter(order, change, couriersOf(settings));
      const statusChanged = order.status !== status;
      const duePaise = Math.max(0, (order.amount_paise ?? 0) - order.paid_paise);
      if (statusChanged && status === 'Dispatched' && duePaise > 0 && !change.confirmUnpaid)
        throw new AppError(409, 'UNPAID_DISPATCH', ORDER_MSG.dispatchUnpaid(duePaise), { duePaise });
      if (!statusChanged && !tracking) return undefined;
      const now = nowIso();
      const dateColumn = DATE_OF_STATUS[status];
      const [items, recipients] = await Promise.all([
        repo.itemsOf(orderId),
        notifications.recipients([order.user_id], 'order_status'),
      ]);
      const changes: Partial<OrderRow> = {
        ...(statusChanged ? { status, ...(dateColumn ? { [dateColumn]: now } : {}) } : {}),
        ...tracking,
      };
      const mails = recipients.has(order.user_id) ? [statusChangedMail(settings, { ...order, ...changes }, items)] : [];
      // A cancelled order is not invoiced when paid in full; brought back, it is. Whether it is
      // paid is read locked, in the transaction: a payment may land while this one reads.
      const leavesCancelled = statusChanged && order.status === 'Cancelled';
      const onPaid = leavesCancelled ? await whenPaid?.() : undefined;
      const { changed, pushed } = await db.transaction().execute(async (trx) => {
        const tx = createOrderRepository(trx);
        // Locked first, as a payment's transaction locks it first.
        const locked = onPaid && (await tx.lockedById(orderId));
        if (statusChanged) await onStatusChange?.(trx, order, status);
        if (locked?.payment_status === 'paid') await onPaid!(trx, { ...locked, status });
        const changed = statusChanged
          ? await tx.writeStatusChange(
              orderId,
              changes,
              { by: adminId, from: order.status, to: status, at: now },
              mails,
            )
          : await tx.writeTrackingChange(orderId, changes, mails);
        const pushed = await events.record(trx, 'order.status', [order.user_id, adminId], {
          order_id: orderId,
          status,
        });
        return { changed, pushed };
      });
      events.announce(pushed);
      mailWritten();
      return changed;
    },

    async convert(orderId: number) {
      const order = await repo.findById(orderId);
      if (!order) throw notFound(ORDER_MSG.notFound, 'ORDER_NOT_FOUND');
      if (order.order_type === ORDER_TYPE.order) throw conflict(ORDER_MSG.alreadyConverted, 'ALREADY_CONVERTED');
      await repo.updateOrder(orderId, { order_type: ORDER_TYPE.order, converted_date: nowIso() });
      return { orderNo: order.order_no };
    },
  };
}
