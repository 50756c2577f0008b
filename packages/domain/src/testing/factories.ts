import type { AddressView, CartItemView, OrderItemView, OrderView } from '../schemas/views';

/**
 * Valid test data, one set for server tests, web tests, browser journeys and the bench: each
 * factory gives a valid object, and overrides change what a test is about.
 */

/** The body of POST /address (SPEC section 7). */
export function anAddressInput(overrides: Partial<Record<keyof typeof ADDRESS_INPUT, string>> = {}) {
  return { ...ADDRESS_INPUT, ...overrides };
}
const ADDRESS_INPUT = {
  addressLine1: '14, Avinashi Road',
  addressLine2: 'Near Lakshmi Mills',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  postalCode: '641018',
  country: 'INDIA',
};

/** A pincode in each state tests deliver to (an address's state must be its pincode's). */
export const A_PINCODE_IN: Readonly<Record<string, string>> = {
  'Tamil Nadu': '641018',
  Kerala: '682001',
  Karnataka: '560001',
  Maharashtra: '400001',
  Delhi: '110001',
};

/** A saved address as the API answers it. */
export function anAddressView(overrides: Partial<AddressView> = {}): AddressView {
  return {
    id: 1,
    address_line1: ADDRESS_INPUT.addressLine1,
    address_line2: ADDRESS_INPUT.addressLine2,
    city: ADDRESS_INPUT.city,
    state: ADDRESS_INPUT.state,
    postal_code: ADDRESS_INPUT.postalCode,
    country: ADDRESS_INPUT.country,
    is_default: 0,
    ...overrides,
  };
}

/** A valid rectangle plate: SS 304, 2 mm, 250 × 120 mm, three pieces. */
export const RECTANGLE = {
  slug: 'rectangle',
  shape_name: 'Rectangle plate',
  material_name: 'SS 304',
  thickness: 2,
  quantity: 3,
  finish: 'Mill Finish',
  parameters: [
    { param_key: 'a', param_value: 250 },
    { param_key: 'b', param_value: 120 },
  ],
} as const;

/** The text fields of POST /shape/addcart for the rectangle (SPEC section 7: multipart). */
export function rectangleFormFields(
  userId: number,
  shapeId: number,
  overrides: Record<string, string | number> = {},
): Record<string, string | number> {
  return {
    userId,
    shapeId,
    materialName: RECTANGLE.material_name,
    thickness: String(RECTANGLE.thickness),
    quantity: String(RECTANGLE.quantity),
    finish: RECTANGLE.finish,
    parameters: JSON.stringify(RECTANGLE.parameters.map((p) => ({ key: p.param_key, value: p.param_value }))),
    ...overrides,
  };
}

/** The rectangle in a customer's server cart. */
export function aCartItemView(overrides: Partial<CartItemView> = {}): CartItemView {
  return {
    id: 31,
    shape_id: 1,
    shape_name: RECTANGLE.shape_name,
    shape_slug: RECTANGLE.slug,
    material_name: RECTANGLE.material_name,
    thickness: RECTANGLE.thickness,
    quantity: RECTANGLE.quantity,
    finish: RECTANGLE.finish,
    parameters: RECTANGLE.parameters.map((p) => ({ ...p })),
    image_path: null,
    drawing: null,
    image_name: null,
    image_type: null,
    isGuestItem: false,
    unavailable: false,
    unavailable_reason: null,
    ...overrides,
  };
}

/** A lead as the order calls answer it. */
export function anOrderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 5,
    Order_No: 'SC250614-00005',
    order_date: '2025-06-14T09:35:00.000Z',
    status: 'Pending',
    status_name: 'Pending',
    order_type: 1,
    total_qty: 2,
    pieces: 7,
    dispatched_date: null,
    delivered_date: null,
    cancelled_date: null,
    customerid: 7,
    customername: 'Asha Kumar',
    customer_email: 'asha@example.com',
    customer_phone: '9876543210',
    customerGstin: null,
    ...addressFieldsOf(anAddressView()),
    amountPaise: null,
    paidPaise: 0,
    paymentStatus: 'unpaid',
    lead_time: 'standard',
    surcharge_percent: 0,
    dispatch_by: '2025-06-19',
    po_number: null,
    courier: null,
    tracking_number: null,
    tracking_url: null,
    ...overrides,
  };
}

/** The rectangle as an order keeps it. */
export function anOrderItemView(overrides: Partial<OrderItemView> = {}): OrderItemView {
  return {
    id: 11,
    shape_id: 1,
    shape_slug: RECTANGLE.slug,
    shape_name: RECTANGLE.shape_name,
    material_name: RECTANGLE.material_name,
    thickness: RECTANGLE.thickness,
    quantity: RECTANGLE.quantity,
    finish: RECTANGLE.finish,
    dimensions: RECTANGLE.parameters.map((p) => ({ ...p })),
    drawing: null,
    image_path: null,
    ...overrides,
  };
}

function addressFieldsOf({ id: _id, is_default: _default, ...fields }: AddressView) {
  return fields;
}
