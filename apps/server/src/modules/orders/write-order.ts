import type { Insertable } from 'kysely';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { tierOf } from '@steelcut/domain/pricing/lead-times';
import { LEAD_TIME_MSG, type LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { ORDER_MSG, type PlaceOrderBody } from '@steelcut/domain/schemas/order';
import { orderTooLarge } from '@steelcut/domain/schemas/billing';
import type { Db } from '../../db/database';
import type { OrderAmountsTable, OrderItemsTable, OrderRow } from '../../db/types';
import { asOneChange } from '../../db/write-together';
import { badRequest, conflict, invalidFields, notFound } from '../../lib/errors';
import type { PricingService } from '../pricing/service';
import type { ShopService } from '../shop/service';
import { placedMails, type MailItem } from './mails';
import { newOrderRow, type NewOrder } from './new-order';
import { createOrderRepository, type Idempotency, type OrderRepository } from './repository';

/** A dispatch tier the shop offers today, or the field's message. */
export function offeredTier(rates: Pick<Pricing, 'leadTimes'> | null, choice: LeadTimeTier) {
  const tier = tierOf(rates, choice);
  if (!tier) throw invalidFields([{ field: 'leadTime', message: LEAD_TIME_MSG.notOffered }]);
  return tier;
}

/** What every way of placing reads first: the customer and their chosen address, today's rates and the shop. */
export async function readPlacing(
  repo: OrderRepository,
  pricing: PricingService,
  shop: ShopService,
  userId: number,
  body: PlaceOrderBody,
) {
  const [reads, rates, settings] = await Promise.all([
    repo.placementReads(userId, body.deliveryAddress.id),
    pricing.get(),
    shop.get(),
  ]);
  if (!reads) throw notFound(AUTH_MSG.userMissing, 'USER_MISSING');
  const { address } = reads;
  if (!address) throw notFound(ORDER_MSG.addressNotFound, 'ADDRESS_NOT_FOUND');
  return { userId, reads, address, rates, settings };
}
type Placing = Awaited<ReturnType<typeof readPlacing>>;

/** A placed order as each way of placing builds it, once its number is known. */
interface OrderToWrite {
  placedAt: Date;
  /** The order's own fields. */
  order: Pick<NewOrder, 'quantities' | 'tier' | 'poNumber' | 'quotationId' | 'company'>;
  estimate: (id: number) => Insertable<OrderAmountsTable> | undefined;
  items: (id: number) => (Insertable<OrderItemsTable> & MailItem)[];
  cartItemIds: number[];
  idempotency: Idempotency | undefined;
}

/**
 * One change: the order, its estimate, its items, the cart lines it takes, the idempotency key and
 * the order's mails. An order too large for the shop's books, or cart lines gone meanwhile, write
 * nothing.
 */
export function writeOrder(db: Db, placing: Placing, plan: OrderToWrite): Promise<OrderRow> {
  const { userId, reads, address, rates, settings } = placing;
  return asOneChange(db, async (change) => {
    const tx = createOrderRepository(change);
    // PostgreSQL's sequence gave the number with the reads; SQLite numbers it in the change.
    const id = reads.orderId ?? (await tx.nextSqliteOrderId());
    const order = newOrderRow({
      id,
      userId,
      placedAt: plan.placedAt,
      settings,
      dispatch: rates,
      customer: reads.customer,
      address,
      ...plan.order,
    });
    const estimate = plan.estimate(id);
    order.amount_paise = estimate?.total_paise ?? null;
    const tooLarge = estimate && orderTooLarge(estimate.total_paise);
    if (tooLarge) throw badRequest(tooLarge, 'ORDER_TOO_LARGE');
    const items = plan.items(id);
    // Exactly once: if a parallel order took these cart items, this one changes nothing.
    await tx.writePlacement({
      order,
      items,
      cartItemIds: plan.cartItemIds,
      idempotency: plan.idempotency,
      mails: placedMails(settings, reads.recipients, order, items, estimate),
      estimate,
      cartChanged: () => conflict(ORDER_MSG.cartChanged, 'CART_CHANGED'),
    });
    return order;
  });
}
