/**
 * What /order-confirmed needs in navigation state (SPEC section 2): placing an order hands it
 * over, with the order's id (its payment page) and what it comes to (null: price on request).
 */
export type OrderConfirmedState = { orderNo: string; name?: string; orderId?: number; amountPaise?: number | null };
