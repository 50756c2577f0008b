import { Readable, pipeline } from 'node:stream';
import { plateOf } from '@steelcut/domain/part-wire';
import { stringify } from 'csv-stringify';
import { ADDRESS_LABEL } from '@steelcut/domain/schemas/address';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import { storedLineSizeText } from '@steelcut/domain/line-size';
import type { OrderItemRow, OrderRow } from '../../db/types';

/** A cell Excel or Sheets would run as a formula starts with one of these (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with an apostrophe, which spreadsheets show as text. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** 2026-11-23 14:05 in India. */
const istMinute = (iso: string | null): string =>
  iso ? new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ') : '';

const rupees = (paise: number | null): string => (paise === null ? '' : (paise / 100).toFixed(2));

/** The table's columns, the delivery address, then one item per line. */
const COLUMNS: [header: string, value: (order: OrderRow, item: OrderItemRow | undefined, itemNo: number) => unknown][] =
  [
    ['Order No', (o) => o.order_no],
    ['Type', (o) => (o.order_type === ORDER_TYPE.lead ? 'Lead' : 'Order')],
    ['Order date (IST)', (o) => istMinute(o.order_date)],
    ['Customer', (o) => o.customer_name],
    ['E-mail', (o) => o.customer_email],
    ['Phone', (o) => o.customer_phone],
    ['GSTIN', (o) => o.customer_gstin ?? ''],
    ['Items', (o) => o.total_qty],
    ['Pieces', (o) => o.total_pieces],
    ['Status', (o) => o.status],
    ['Amount (INR)', (o) => rupees(o.amount_paise)],
    ['Paid (INR)', (o) => rupees(o.paid_paise)],
    ['Payment status', (o) => o.payment_status],
    ['Dispatched (IST)', (o) => istMinute(o.dispatched_date)],
    ['Delivered (IST)', (o) => istMinute(o.delivered_date)],
    [ADDRESS_LABEL.line1, (o) => o.address_line1],
    [ADDRESS_LABEL.line2, (o) => o.address_line2],
    ['City', (o) => o.city],
    ['State', (o) => o.state],
    ['Postal code', (o) => o.postal_code],
    ['Country', (o) => o.country],
    ['Item No', (_o, item, n) => (item ? n : '')],
    ['Shape', (_o, item) => item?.shape_name ?? ''],
    ['Dimensions', (_o, item) => (item ? storedLineSizeText(item) : '')],
    ['Grade', (_o, item) => (item ? plateOf(item).material : '')],
    ['Thickness (mm)', (_o, item) => (item ? plateOf(item).thicknessMm : '')],
    ['Quantity', (_o, item) => item?.quantity ?? ''],
    ['Finish', (_o, item) => item?.finish ?? ''],
  ];

export type Batches = AsyncIterable<{ orders: OrderRow[]; items: OrderItemRow[] }>;

async function* records(batches: Batches): AsyncGenerator<unknown[]> {
  for await (const { orders, items } of batches) {
    const itemsOf = new Map<number, OrderItemRow[]>();
    for (const item of items) itemsOf.set(item.order_id, [...(itemsOf.get(item.order_id) ?? []), item]);
    for (const order of orders) {
      const lines = itemsOf.get(order.id) ?? [undefined];
      for (const [index, item] of lines.entries()) yield COLUMNS.map(([, value]) => value(order, item, index + 1));
    }
  }
}

/**
 * RFC 4180 CSV (quoted where needed, CRLF), UTF-8 with a byte-order mark so Excel reads ₹ and
 * names in any script, every text cell neutralised. Written as the batches arrive.
 */
export function ordersCsv(batches: Batches): Readable {
  const csv = stringify({
    header: true,
    columns: COLUMNS.map(([header]) => header),
    bom: true,
    record_delimiter: 'windows',
    cast: { string: neutralised, number: String },
  });
  // pipeline, not pipe: a failed read mid-export destroys the response instead of hanging it.
  return pipeline(Readable.from(records(batches)), csv, () => {});
}
