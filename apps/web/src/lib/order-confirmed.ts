/** What /order-confirmed needs in navigation state (SPEC section 2): placing an order hands it over. */
export type OrderConfirmedState = { orderNo: string; name?: string };
