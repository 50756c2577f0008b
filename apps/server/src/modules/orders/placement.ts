import { CART_MSG, lineDrawing, readDrawingPart } from '@steelcut/domain/schemas/cart';
import { draftOf, itemField, partColumns } from '@steelcut/domain/part-wire';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { lineDrawingOf, type Drawing, type OrderedDrawing } from '@steelcut/domain/schemas/drawing';
import type { Outline } from '@steelcut/domain/shapes/types';
import { pricedDrawingPart, pricedPart } from '@steelcut/domain/pricing/priced-part';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import { IDEMPOTENCY_KEY, ORDER_MSG, type PlaceOrderBody } from '@steelcut/domain/schemas/order';
import { createHash } from 'node:crypto';
import { badRequest, conflict, invalidFields } from '../../lib/errors';
import type { CartRow } from '../../db/queries/cart-items';
import { estimateRow } from '../billing/estimate';
import { checkItem } from '../cart/service';
import { definitionOf } from '../shapes/service';
import { deliveryTo, refusedDelivery } from '../shop-rules/delivery';
import { createQuotedPlacement, type PlacementDeps } from './quoted-placement';
import { createOrderRepository, type Idempotency } from './repository';
import { offeredTier, readPlacing, writeOrder } from './write-order';
import { toOrderView } from './views';

/** What placing an order needs of the customer's drawings (the drawings module's, handed in by app.ts). */
export interface OrderDrawings {
  forLine(
    userId: number,
    id: string,
    thicknessMm: number,
    options: { outline: boolean; part?: number },
  ): Promise<{ drawing: Drawing; outline: Outline | undefined } | undefined>;
}

/**
 * Each chosen cart item checked again against today's catalogue and what the shop stocks and
 * offers, and a drawing's part against its drawing's kept geometry (its outline kept with the order),
 * named by its place in the order; the parts as pricing takes them when all hold.
 */
async function readItems(rows: CartRow[], settings: ShopSettings, userId: number, drawings: OrderDrawings) {
  const problems: { field: string; message: string }[] = [];
  const refuse = (index: number, name: string, errors: { key: string; message: string }[]) => {
    for (const e of errors)
      problems.push({ field: `cartItems.${index}.${itemField(e.key)}`, message: `${name}: ${e.message}` });
    return undefined;
  };
  const read = await Promise.all(
    rows.map(async (row, index) => {
      const draft = draftOf({ ...row, parameters: JSON.parse(row.parameters) });
      if (row.drawing_id === null) {
        const shape = { id: row.shape_id!, slug: row.slug!, is_hide: row.is_hide!, is_active: row.is_active! };
        const checked = checkItem(shape, draft, settings);
        if (!checked.ok) return refuse(index, row.shape_name!, checked.errors);
        return { part: pricedPart(definitionOf(shape), checked.part, settings.finishes), drawing: undefined };
      }
      const name = row.drawing_name!;
      const checked = readDrawingPart(draft, settings);
      if (!checked.ok) return refuse(index, name, checked.errors);
      const part = row.drawing_part ?? undefined;
      const reading = await drawings.forLine(userId, row.drawing_id, checked.part.thicknessMm, { outline: true, part });
      const line = lineDrawing(reading?.drawing, part);
      if (!line.ok) return refuse(index, name, [{ key: line.field, message: line.message }]);
      if (!reading?.outline) return refuse(index, name, [{ key: 'drawingId', message: DRAWING_MSG.notOnePart }]);
      const drawing: OrderedDrawing = { ...lineDrawingOf(line.drawing), outline: reading.outline };
      return { part: pricedDrawingPart(line.drawing, checked.part, settings.finishes), drawing };
    }),
  );
  const items = read.filter((item) => item !== undefined);
  return { parts: items.map((item) => item.part), drawings: items.map((item) => item.drawing), problems };
}

/** The request as validated: its fields in the schema's order, so the same request hashes the same. */
const requestHashOf = (body: PlaceOrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Placing an order: cart items in, one lead out, exactly once per Idempotency-Key. */
export function createPlacement(deps: PlacementDeps & { drawings: OrderDrawings }) {
  const { db, pricing, shop, mailWritten, clock, drawings } = deps;
  const repo = createOrderRepository(db);
  const placeQuoted = createQuotedPlacement(deps);

  /**
   * One change: the order, snapshots of the cart items, their removal from the cart, the
   * idempotency key and the order's mails. On PostgreSQL that is one read and one write statement.
   */
  async function placeOnce(userId: number, body: PlaceOrderBody, idempotency: Idempotency | undefined) {
    const placing = await readPlacing(repo, pricing, shop, userId, body);
    const { reads, address, rates, settings } = placing;
    const cartRows = reads.cart;

    const wanted = [...new Set(body.cartItems.map((item) => item.id))];
    const chosen = wanted.map((id) => cartRows.find((row) => row.id === id));
    if (cartRows.length === 0) throw badRequest(CART_MSG.emptyCart, 'CART_EMPTY');
    if (chosen.some((row) => !row)) throw conflict(ORDER_MSG.cartChanged, 'CART_CHANGED');
    const rows = chosen as CartRow[];
    const { parts, drawings: ordered, problems } = await readItems(rows, settings, userId, drawings);
    if (problems.length > 0) throw invalidFields(problems);
    const refused = refusedDelivery(settings, address.postal_code);
    if (refused) throw badRequest(refused, 'DELIVERY_REFUSED');
    const tier = offeredTier(rates, body.leadTime ?? 'standard');

    const placedAt = clock();
    const order = await writeOrder(db, placing, {
      placedAt,
      order: {
        quantities: rows.map((row) => row.quantity),
        tier,
        poNumber: body.poNumber,
      },
      // What the customer saw when ordering, at today's rates; none while the shop has no rates.
      estimate: (id) =>
        rates
          ? estimateRow(
              rates,
              parts,
              placeOfSupply({ state: address.state, postalCode: address.postal_code }),
              { id, by: userId, at: placedAt.toISOString() },
              deliveryTo(settings, address.postal_code),
              tier.surchargePercent,
            )
          : undefined,
      items: (id) =>
        rows.map((row, index) => ({
          order_id: id,
          shape_id: row.shape_id,
          // A drawing's line: no shape; its name is the drawing's, as the cart showed it.
          shape_slug: row.slug ?? '',
          shape_name: row.shape_name ?? ordered[index]!.name,
          ...partColumns(row),
          dimensions: row.parameters,
          image_file_id: row.image_file_id,
          drawing_id: row.drawing_id,
          drawing: ordered[index] ? JSON.stringify(ordered[index]) : null,
        })),
      cartItemIds: wanted,
      idempotency,
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
      const idempotency = idempotencyKey ? { key: idempotencyKey, requestHash: requestHashOf(body) } : undefined;
      try {
        const order = await (body.quotationId === undefined ? placeOnce : placeQuoted)(userId, body, idempotency);
        return { order: toOrderView(order), Order_No: order.order_no, replayed: false };
      } catch (error) {
        // The key was used before, or by a parallel request that won meanwhile: the first
        // placement took the cart items (so this one failed on them) or the key's primary key
        // stopped this one. The first order is the answer to the same request; another request
        // under that key is refused rather than answered with an order it did not ask for.
        const first = idempotency && (await repo.findIdempotent(userId, idempotency.key));
        if (!first) throw error;
        if (first.request_hash !== null && first.request_hash !== idempotency.requestHash) {
          throw conflict(ORDER_MSG.idempotencyKeyReused, 'CONFLICT');
        }
        const order = (await repo.findById(first.order_id))!;
        return { order: toOrderView(order), Order_No: order.order_no, replayed: true };
      }
    },
  };
}
