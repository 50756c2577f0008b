import { partColumns, sameColumns } from '@steelcut/domain/part-wire';
import { sameState } from '@steelcut/domain/india';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import type { PlaceOrderBody } from '@steelcut/domain/schemas/order';
import { QUOTATION_MSG } from '@steelcut/domain/schemas/quotation';
import { isUniqueViolation } from '../../db/constraint';
import type { Db } from '../../db/database';
import type { CartRow } from '../../db/queries/cart-items';
import { AppError, badRequest, invalidFields } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import { quotedEstimateRow } from '../billing/estimate';
import type { PricingService } from '../pricing/service';
import type { QuotationLineRow, QuotationService, QuotedOrder } from '../quotations/service';
import type { ShopService } from '../shop/service';
import { deliveryTo, refusedDelivery } from '../shop-rules/delivery';
import { createOrderRepository, type Idempotency } from './repository';
import { offeredTier, readPlacing, writeOrder } from './write-order';

/** The same part, measures and quantity: a cart line still as it was quoted. */
const asQuoted = (row: CartRow, line: QuotationLineRow) =>
  row.shape_id === line.shape_id &&
  row.drawing_id === line.drawing_id &&
  row.drawing_part === line.drawing_part &&
  sameColumns(row, line) &&
  row.parameters === line.dimensions &&
  row.image_file_id === line.image_file_id;

/**
 * The cart lines the quotation was made of that are still in the cart as they were: ordering the
 * quotation takes them out, as an order takes its cart lines. Lines added or changed since stay.
 */
function quotedCartItemIds(lines: QuotationLineRow[], cart: CartRow[]): number[] {
  return lines.flatMap((line) => {
    const row = cart.find((item) => item.id === line.cart_item_id);
    return row && asQuoted(row, line) ? [row.id] : [];
  });
}

const goodsOf = ({ quotation, lines }: QuotedOrder) => ({
  number: quotation.number,
  subtotalPaise: quotation.subtotal_paise,
  gstPercent: quotation.gst_percent,
  shopState: quotation.shop_state,
  lines: lines.map((line) => ({
    weightKg: line.weight_kg,
    cutLengthMm: line.cut_length_mm,
    pierces: line.pierces,
    unitPaise: line.unit_paise,
    linePaise: line.line_paise,
    discountPercent: line.discount_percent,
  })),
  weightKg: lines.reduce((sum, line) => sum + line.weight_kg * line.quantity, 0),
});

/** What placing an order needs of the rest of the server. */
export interface PlacementDeps {
  db: Db;
  pricing: PricingService;
  shop: ShopService;
  quotations: QuotationService;
  mailWritten: () => void;
  clock: Clock;
}

/**
 * Placing the order of a quotation: its lines at its prices (whatever the rates are now), within
 * its validity, once, delivered in the state it was priced for. Dispatch is dated from today.
 */
export function createQuotedPlacement({ db, pricing, shop, quotations, mailWritten, clock }: PlacementDeps) {
  const repo = createOrderRepository(db);

  async function placeQuotedOnce(userId: number, body: PlaceOrderBody, idempotency: Idempotency | undefined) {
    const quotationId = body.quotationId!;
    const [placing, quoted] = await Promise.all([
      readPlacing(repo, pricing, shop, userId, body),
      quotations.toOrder(userId, quotationId),
    ]);
    const { reads, address, rates, settings } = placing;
    const { quotation, lines, leadTimes } = quoted;
    const deliveryState = placeOfSupply({ state: address.state, postalCode: address.postal_code });
    if (!sameState(deliveryState, quotation.state))
      throw badRequest(QUOTATION_MSG.otherState(quotation.number, quotation.state), 'QUOTATION_STATE');
    const refused = refusedDelivery(settings, address.postal_code);
    if (refused) throw badRequest(refused, 'DELIVERY_REFUSED');
    const choice = body.leadTime ?? 'standard';
    const quotedTier = leadTimes.find((row) => row.tier === choice);
    if (!quotedTier) throw invalidFields([{ field: 'leadTime', message: QUOTATION_MSG.tierNotQuoted }]);
    // The price is the quotation's; the working days are today's, as the date is.
    const tier = offeredTier(rates, choice);

    const placedAt = clock();
    const order = await writeOrder(db, placing, {
      placedAt,
      order: {
        quantities: lines.map((line) => line.quantity),
        tier: { ...tier, surchargePercent: quotedTier.surchargePercent },
        poNumber: body.poNumber,
        quotationId,
        company: quotation.company,
      },
      estimate: (id) =>
        quotedEstimateRow(
          goodsOf(quoted),
          deliveryState,
          { id, by: userId, at: placedAt.toISOString() },
          deliveryTo(settings, address.postal_code),
          quotedTier.surchargePercent,
          QUOTATION_MSG.orderNote(quotation.number),
        ),
      items: (id) =>
        lines.map((line) => ({
          order_id: id,
          shape_id: line.shape_id,
          shape_slug: line.shape_slug,
          shape_name: line.shape_name,
          ...partColumns(line),
          dimensions: line.dimensions,
          image_file_id: line.image_file_id,
          // A drawing's line keeps the drawing as quoted.
          drawing_id: line.drawing_id,
          drawing: line.drawing,
        })),
      cartItemIds: quotedCartItemIds(lines, reads.cart),
      idempotency,
    }).catch(async (error: unknown) => {
      // A parallel order of the same quotation won, by the quotation's unique index or by taking
      // its cart lines first: say which order it is.
      if (isUniqueViolation(error) || (error instanceof AppError && error.code === 'CART_CHANGED'))
        await quotations.toOrder(userId, quotationId);
      throw error;
    });
    mailWritten();
    return order;
  }

  return placeQuotedOnce;
}
