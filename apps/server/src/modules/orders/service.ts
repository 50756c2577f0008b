import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import {
  ORDER_MSG,
  ORDER_STATUSES,
  ORDER_TYPE,
  type OrderStatus,
  type PlaceOrderBody,
} from '@steelcut/domain/schemas/order';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { outboxInsert } from '../../lib/mail-outbox';
import { asOneChange, removeThenWrite, writeTogether } from '../../db/write-together';
import type { LiveEvents } from '../../lib/events';
import { nowIso } from '../../lib/time';
import { cartItemsRemoval, cartVersionBump, type CartRow } from '../cart/repository';
import { checkItem, invalidFields, type CartItemInput, type CartService } from '../cart/service';
import type { FileService } from '../files/service';
import type { NotificationService } from '../notifications/service';
import type { ShapesService } from '../shapes/service';
import { orderPlacedCustomerMail, orderPlacedShopMail, statusChangedMail, type MailItem } from './mails';
import { createOrderRepository, type OrderFilter, type OrderItemRow, type OrderRow } from './repository';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** yy-mm-dd in India, where the shop and its customers are. */
const shopDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** Human-friendly, sortable, never reused: the shop's date and the order's own serial id. */
export function formatOrderNo(id: number, isoDate: string): string {
  return `SC${shopDate.format(new Date(isoDate)).replace(/-/g, '')}-${String(id).padStart(5, '0')}`;
}

export function toOrderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    Order_No: row.order_no!,
    order_date: row.order_date,
    status: row.status,
    status_name: row.status,
    order_type: row.order_type,
    total_qty: row.total_qty,
    dispatched_date: row.dispatched_date,
    delivered_date: row.delivered_date,
    cancelled_date: row.cancelled_date,
    customerid: row.user_id,
    customername: row.customer_name,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
  };
}

interface Deps {
  db: Db;
  shapes: ShapesService;
  cart: CartService;
  files: FileService;
  notifications: NotificationService;
  events: LiveEvents;
  mailWritten: () => void;
}

export function createOrderService({ db, shapes, cart, files, notifications, events, mailWritten }: Deps) {
  const repo = createOrderRepository(db);
  const notFoundOrder = () => notFound(ORDER_MSG.notFound, 'ORDER_NOT_FOUND');

  const toItemView = (row: OrderItemRow): OrderItemView => ({
    id: row.id,
    shape_id: row.shape_id,
    shape_slug: row.shape_slug,
    shape_name: row.shape_name,
    material_name: row.material_name,
    thickness: row.thickness,
    quantity: row.quantity,
    finish: row.finish,
    dimensions: JSON.parse(row.dimensions),
    image_path: row.image_file_id ? files.signedPath(row.image_file_id) : null,
  });

  async function detail(order: OrderRow) {
    return { order: toOrderView(order), items: (await repo.itemsOf(order.id)).map(toItemView) };
  }

  async function placed(orderId: number) {
    const order = (await repo.findById(orderId))!;
    return { order: toOrderView(order), Order_No: order.order_no! };
  }

  /** The order's mails, written with it: they go out with the order or not at all. */
  function placedMails(recipients: Map<number, string>, order: OrderRow, items: MailItem[]) {
    const shop = recipients.get(ADMIN_USER_ID);
    return [
      ...(recipients.has(order.user_id) ? [orderPlacedCustomerMail(order, items)] : []),
      ...(shop ? [orderPlacedShopMail(shop, order, items)] : []),
    ];
  }

  /**
   * One change: the order, snapshots of the cart items, their removal from the cart, the
   * idempotency key and the order's mails. On PostgreSQL that is one read and one write statement.
   */
  async function placeOnce(userId: number, body: PlaceOrderBody, idempotencyKey: string | undefined) {
    const reads = await repo.placementReads(userId, body.deliveryAddress.id);
    if (!reads) throw notFound('User not found');
    const { customer, address, recipients, cart: cartRows } = reads;
    if (!address) throw badRequest(ORDER_MSG.addressNotFound, 'ADDRESS_NOT_FOUND');

    const wanted = [...new Set(body.cartItems.map((item) => item.id))];
    const chosen = wanted.map((id) => cartRows.find((row) => row.id === id));
    if (cartRows.length === 0) throw badRequest(CART_MSG.emptyCart, 'CART_EMPTY');
    if (chosen.some((row) => !row)) throw conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');
    const rows = chosen as CartRow[];

    const problems = rows.flatMap((row, index) => {
      const shape = { id: row.shape_id, slug: row.slug, is_hide: row.is_hide, is_active: row.is_active };
      const checked = checkItem(shape, {
        shapeId: row.shape_id,
        materialName: row.material_name,
        thickness: row.thickness,
        quantity: row.quantity,
        finish: row.finish,
        parameters: JSON.parse(row.parameters),
      });
      return checked.ok
        ? []
        : checked.errors.map((e) => ({
            field: `cartItems.${index}.${e.key}`,
            message: `${row.shape_name}: ${e.message}`,
          }));
    });
    if (problems.length > 0) throw invalidFields(problems);

    const now = nowIso();
    const order = await asOneChange(db, async (change) => {
      const tx = createOrderRepository(change);
      const id = reads.orderId ?? (await tx.nextSqliteOrderId());
      const order: OrderRow = {
        id,
        order_no: formatOrderNo(id, now),
        user_id: userId,
        order_type: ORDER_TYPE.lead,
        status: 'Pending',
        total_qty: rows.length,
        customer_name: customer.name,
        customer_email: customer.email,
        customer_phone: customer.mobile_number,
        ...address,
        order_date: now,
        dispatched_date: null,
        delivered_date: null,
        cancelled_date: null,
        converted_date: null,
      };
      const items = rows.map((row) => ({
        order_id: id,
        shape_id: row.shape_id,
        shape_slug: row.slug,
        shape_name: row.shape_name,
        material_name: row.material_name,
        thickness: row.thickness,
        quantity: row.quantity,
        finish: row.finish,
        dimensions: row.parameters,
        image_file_id: row.image_file_id,
      }));
      // Exactly once: if a parallel order took these cart items, this one changes nothing.
      const cartChanged = () => conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');
      await removeThenWrite(
        change,
        cartItemsRemoval(change, userId, wanted),
        wanted.length,
        [
          cartVersionBump(change, userId),
          tx.insertOrder(order),
          tx.insertItems(items),
          tx.insertStatus(id, userId, null, 'Pending', now),
          idempotencyKey ? tx.insertIdempotent(userId, idempotencyKey, id, now) : undefined,
          outboxInsert(change, placedMails(recipients, order, items)),
        ],
        cartChanged,
      );
      return order;
    });
    mailWritten();
    return order;
  }

  return {
    /**
     * Places the order of these cart items, exactly once per Idempotency-Key: a repeated key
     * answers the first order.
     */
    async place(userId: number, body: PlaceOrderBody, idempotencyKey: string | undefined) {
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
        throw badRequest(ORDER_MSG.idempotencyKey, 'IDEMPOTENCY_KEY');
      try {
        const order = await placeOnce(userId, body, idempotencyKey);
        return { order: toOrderView(order), Order_No: order.order_no!, replayed: false };
      } catch (error) {
        // The key was used before, or by a parallel request that won meanwhile: the first
        // placement took the cart items (so this one failed on them) or the key's primary key
        // stopped this one. Either way the first order is the answer.
        const first = idempotencyKey && (await repo.findIdempotent(userId, idempotencyKey));
        if (!first) throw error;
        return { ...(await placed(first.order_id)), replayed: true };
      }
    },

    async page(filter: OrderFilter, page: number, limit: number) {
      const { rows, total } = await repo.page(filter, page, limit);
      return { orders: rows.map(toOrderView), total, totalPages: Math.ceil(total / limit), page, limit };
    },

    /** The owner's order, or any order for the admin; others get 404. */
    async detail(caller: AccessClaims, orderId: number) {
      const order = await repo.findById(orderId);
      if (!order || !order.order_no || (caller.role !== 'admin' && order.user_id !== caller.userId))
        throw notFoundOrder();
      return detail(order);
    },

    /** Puts an order's items back into the cart, each checked against today's catalogue. */
    async reorder(caller: AccessClaims, orderId: number) {
      const { order, items } = await this.detail(caller, orderId);
      if (order.customerid !== caller.userId) throw notFoundOrder(); // into one's own cart only
      const inputs = items.map((item) => ({
        item,
        input: {
          shapeId: item.shape_id,
          materialName: item.material_name,
          thickness: item.thickness,
          quantity: item.quantity,
          finish: item.finish,
          parameters: item.dimensions,
        } satisfies CartItemInput,
      }));
      const shapeRows = new Map((await shapes.findRows(items.map((i) => i.shape_id))).map((s) => [s.id, s]));
      const problems: { shape_name: string; message: string }[] = [];
      const accepted: CartItemInput[] = [];
      for (const { item, input } of inputs) {
        const checked = checkItem(shapeRows.get(item.shape_id), input);
        if (checked.ok) accepted.push(input);
        else problems.push({ shape_name: item.shape_name, message: checked.errors[0].message });
      }
      const cartItems =
        accepted.length > 0 ? await cart.merge(caller.userId, accepted) : await cart.list(caller.userId);
      return { items: cartItems, added: accepted.length, problems };
    },

    async updateStatus(adminId: number, orderId: number, status: OrderStatus) {
      if (!(ORDER_STATUSES as readonly string[]).includes(status))
        throw badRequest(ORDER_MSG.invalidStatus, 'INVALID_STATUS');
      const order = await repo.findById(orderId);
      if (!order || !order.order_no) throw badRequest(ORDER_MSG.invalidStatus, 'INVALID_STATUS');
      if (order.status === status) return detail(order);
      const now = nowIso();
      const dates = {
        Dispatched: { dispatched_date: now },
        Delivered: { delivered_date: now },
        Cancelled: { cancelled_date: now },
      } as Record<string, Partial<OrderRow>>;
      const items = await repo.itemsOf(orderId);
      const recipients = await notifications.recipients([order.user_id], 'order_status');
      const { updated, pushed } = await db.transaction().execute(async (trx) => {
        const tx = createOrderRepository(trx);
        const changed = await tx.updateOrder(orderId, { status, ...(dates[status] ?? {}) });
        await writeTogether(trx, [
          tx.insertStatus(orderId, adminId, order.status, status, now),
          outboxInsert(trx, recipients.has(order.user_id) ? [statusChangedMail(changed, items)] : []),
        ]);
        const live = await events.record(trx, 'order.status', [order.user_id, adminId], { order_id: orderId, status });
        return { updated: changed, pushed: live };
      });
      events.announce(pushed);
      mailWritten();
      return { order: toOrderView(updated), items: items.map(toItemView) };
    },

    async convert(orderId: number) {
      const order = await repo.findById(orderId);
      if (!order || !order.order_no) throw notFoundOrder();
      if (order.order_type === ORDER_TYPE.order) throw conflict(ORDER_MSG.alreadyConverted, 'ALREADY_CONVERTED');
      await repo.updateOrder(orderId, { order_type: ORDER_TYPE.order, converted_date: nowIso() });
      return { orderNo: order.order_no };
    },

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
