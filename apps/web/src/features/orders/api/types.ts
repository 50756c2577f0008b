import type { OrderItemView, OrderView, OrdersPage } from '@steelcut/domain/schemas/views';

/** SPEC section 3 'Order', as GET /api/order/… answers it; dates are ISO UTC. */
export type Order = OrderView;

/** SPEC section 3 'Order item'; image_path is relative to /api/. */
export type OrderItem = OrderItemView;

export type { OrdersPage };
