import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';

export function anOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 5,
    Order_No: 'SC250614-00005',
    order_date: '2025-06-14T09:35:00.000Z',
    status: 'Pending',
    status_name: 'Pending',
    order_type: 1,
    total_qty: 2,
    dispatched_date: null,
    delivered_date: null,
    cancelled_date: null,
    customerid: 7,
    customername: 'Asha Kumar',
    customer_email: 'asha@example.com',
    customer_phone: '9876543210',
    address_line1: '12 Mill Road',
    address_line2: 'Near the bus stand',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    postal_code: '641006',
    country: 'INDIA',
    ...overrides,
  };
}

export function anOrderItem(overrides: Partial<OrderItemView> = {}): OrderItemView {
  return {
    id: 11,
    shape_id: 1,
    shape_slug: 'rectangle',
    shape_name: 'Rectangle plate',
    material_name: 'SS 304',
    thickness: 2,
    quantity: 3,
    finish: 'Mill Finish',
    dimensions: [
      { param_key: 'b', param_value: 120 },
      { param_key: 'a', param_value: 250 },
    ],
    image_path: null,
    ...overrides,
  };
}
