import { partColumns } from '@steelcut/domain/part-wire';
import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';
import { lineDrawingOf, type OrderedDrawing } from '@steelcut/domain/schemas/drawing';
import { addressFieldsOf } from '../address/fields';
import type { FileService } from '../files/service';
import type { OrderItemRow, OrderRow } from '../../db/types';

/** An order as SPEC section 3 names its fields. */
export function toOrderView(row: OrderRow): OrderView {
  return {
    id: row.id,
    Order_No: row.order_no,
    order_date: row.order_date,
    status: row.status,
    status_name: row.status,
    order_type: row.order_type,
    total_qty: row.total_qty,
    pieces: row.total_pieces,
    dispatched_date: row.dispatched_date,
    delivered_date: row.delivered_date,
    cancelled_date: row.cancelled_date,
    customerid: row.user_id,
    customername: row.customer_name,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    customerGstin: row.customer_gstin,
    ...addressFieldsOf(row),
    amountPaise: row.amount_paise,
    paidPaise: row.paid_paise,
    paymentStatus: row.payment_status,
    lead_time: row.lead_time,
    surcharge_percent: row.surcharge_percent,
    dispatch_by: row.dispatch_by,
    po_number: row.po_number,
    courier: row.courier,
    tracking_number: row.tracking_number,
    tracking_url: row.tracking_url,
  };
}

/** An order item with its drawing's signed path. */
export const itemViewer =
  (files: FileService) =>
  (row: OrderItemRow): OrderItemView => ({
    id: row.id,
    shape_id: row.shape_id,
    shape_slug: row.shape_slug,
    shape_name: row.shape_name,
    ...partColumns(row),
    dimensions: JSON.parse(row.dimensions),
    image_path: row.image_file_id ? files.signedPath(row.image_file_id) : null,
    drawing: row.drawing ? lineDrawingOf(JSON.parse(row.drawing) as OrderedDrawing) : null,
  });
