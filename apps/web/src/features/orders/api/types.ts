import type { AddressView, OrderItemView, OrderView, OrdersPage } from '@steelcut/domain/schemas/views';

/** A saved address as the server answers it (GET /api/address/user/{userId}). */
export type Address = AddressView;

/** SPEC section 3 'Order', as GET /api/order/… answers it; dates are ISO UTC. */
export type Order = OrderView;

/** SPEC section 3 'Order item'; image_path is relative to /api/. */
export type OrderItem = OrderItemView;

export type { OrdersPage };

export type OrderDetail = { order: Order | null; items: OrderItem[] };

/** What /order-confirmed needs in navigation state (SPEC section 2). */
export type OrderConfirmedState = { orderNo: string; name?: string };
