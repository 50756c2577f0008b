/** A saved address as the server answers it (GET /api/address/user/{userId}). */
export type Address = {
  id: number;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  is_default: number;
};

/** SPEC section 3 'Order', as GET /api/order/… answers it; dates are ISO UTC. */
export type Order = {
  id: number;
  Order_No: string;
  order_date: string;
  status: string;
  status_name: string;
  order_type: number;
  total_qty: number;
  dispatched_date: string | null;
  delivered_date: string | null;
  cancelled_date: string | null;
  customerid: number;
  customername: string;
  customer_email: string;
  customer_phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

/** SPEC section 3 'Order item'; image_path is relative to /api/. */
export type OrderItem = {
  id: number;
  shape_id: number;
  shape_slug: string;
  shape_name: string;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  dimensions: { param_key: string; param_value: number }[];
  image_path: string | null;
};

export type OrdersPage = { orders: Order[]; total: number; totalPages: number; page: number; limit: number };

export type OrderDetail = { order: Order | null; items: OrderItem[] };

/** What /order-confirmed needs in navigation state (SPEC section 2). */
export type OrderConfirmedState = { orderNo: string; name?: string };
