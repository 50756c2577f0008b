import { ORDER_MSG, ORDER_STATUSES, ORDER_TYPE, type OrderStatus } from '@steelcut/domain/schemas/order';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { LiveEvents } from '../../lib/events';
import { nowIso } from '../../lib/time';
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

interface Deps {
  db: Db;
  notifications: NotificationService;
  events: LiveEvents;
  shop: ShopService;
  mailWritten: () => void;
}

/** The admin's changes to an order: its status (recorded, mailed, pushed live) and lead conversion. */
export function createStatusChanges({ db, notifications, events, shop, mailWritten }: Deps) {
  const repo = createOrderRepository(db);
  return {
    /** The order after the change, or undefined when it was already in that status. */
    async updateStatus(adminId: number, orderId: number, status: OrderStatus): Promise<OrderRow | undefined> {
      if (!(ORDER_STATUSES as readonly string[]).includes(status))
        throw badRequest(ORDER_MSG.invalidStatus, 'INVALID_STATUS');
      const order = await repo.findById(orderId);
      if (!order) throw badRequest(ORDER_MSG.invalidStatus, 'INVALID_STATUS');
      if (order.status === status) return undefined;
      const now = nowIso();
      const dateColumn = DATE_OF_STATUS[status];
      const [items, recipients, settings] = await Promise.all([
        repo.itemsOf(orderId),
        notifications.recipients([order.user_id], 'order_status'),
        shop.get(),
      ]);
      const { changed, pushed } = await db.transaction().execute(async (trx) => {
        const changed = await createOrderRepository(trx).writeStatusChange(
          orderId,
          { status, ...(dateColumn ? { [dateColumn]: now } : {}) },
          { by: adminId, from: order.status, to: status, at: now },
          recipients.has(order.user_id) ? [statusChangedMail(settings, { ...order, status }, items)] : [],
        );
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
