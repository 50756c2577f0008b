import { ORDER_MSG, ORDER_TYPE, type StatusChangeBody } from '@steelcut/domain/schemas/order';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { notFound } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { LiveEvents } from '../../lib/events';
import type { BillingService, PaidHook } from '../billing/service';
import type { CartService } from '../cart/service';
import type { FileService } from '../files/service';
import type { NotificationService } from '../notifications/service';
import type { PricingService } from '../pricing/service';
import type { QuotationService } from '../quotations/service';
import type { ShopService } from '../shop/service';
import { createPlacement, type OrderDrawings } from './placement';
import { reorderItems } from './reorder';
import { createOrderRepository } from './repository';
import type { OrderFilter } from '../../db/queries/order-search';
import type { AdminListSort } from '@steelcut/domain/schemas/views';
import type { OrderRow } from '../../db/types';
import { createStatusChanges, type StatusChangeHook } from './status-change';
import { itemViewer, toOrderView } from './views';

interface Deps {
  db: Db;
  cart: CartService;
  files: FileService;
  notifications: NotificationService;
  events: LiveEvents;
  billing: BillingService;
  pricing: PricingService;
  shop: ShopService;
  quotations: QuotationService;
  mailWritten: () => void;
  clock: Clock;
  drawings: OrderDrawings;
  onStatusChange?: StatusChangeHook;
  whenPaid?: () => Promise<PaidHook>;
}

/** Orders: placing (placement.ts), reading, reordering, and the admin's changes (status-change.ts). */
export function createOrderService(deps: Deps) {
  const { db, cart, files, billing } = deps;
  const repo = createOrderRepository(db);
  const toItemView = itemViewer(files);
  const placement = createPlacement(deps);
  const changes = createStatusChanges(deps);
  const notFoundOrder = () => notFound(ORDER_MSG.notFound, 'ORDER_NOT_FOUND');

  async function detailOf(order: OrderRow) {
    const [items, money] = await Promise.all([repo.itemsOf(order.id), billing.view(order)]);
    return { order: toOrderView(order), items: items.map(toItemView), billing: money };
  }

  /** The owner's order, or any order for the admin; others get 404. */
  async function detail(caller: AccessClaims, orderId: number) {
    const order = await repo.findById(orderId);
    if (!order || (caller.role !== 'admin' && order.user_id !== caller.userId)) throw notFoundOrder();
    return detailOf(order);
  }

  return {
    place: placement.place,
    detail,

    async page(filter: OrderFilter, page: number, limit: number, sort?: AdminListSort) {
      const adminOrders = filter.userId === undefined && filter.orderType === ORDER_TYPE.order;
      const [{ rows, total, totalCapped }, leadsWaiting] = await Promise.all([
        repo.page(filter, page, limit, sort),
        adminOrders ? repo.leadsWaiting() : undefined,
      ]);
      const counts = { total, totalCapped, totalPages: Math.ceil(total / limit), page, limit };
      return { orders: rows.map(toOrderView), ...counts, ...(leadsWaiting !== undefined && { leadsWaiting }) };
    },

    /** Puts an order's items back into the caller's own cart. */
    async reorder(caller: AccessClaims, orderId: number) {
      const { order, items } = await detail(caller, orderId);
      if (order.customerid !== caller.userId) throw notFoundOrder();
      return reorderItems({ cart }, caller.userId, items);
    },

    async updateStatus(adminId: number, orderId: number, change: StatusChangeBody) {
      const changed = await changes.updateStatus(adminId, orderId, change);
      return detailOf(changed ?? (await repo.findById(orderId))!);
    },

    convert: changes.convert,

    async summary() {
      const counts = Object.fromEntries((await repo.statusCounts()).map((row) => [row.status, row.n]));
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return {
        total,
        pending: counts.Pending ?? 0,
        in_progress: counts['In-Progress'] ?? 0,
        delivered: counts.Delivered ?? 0,
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
