import { sql } from 'kysely';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import type { MoneyEntry, MoneyFigure } from '@steelcut/domain/schemas/dashboard';
import type { Db } from '../../db/database';
import { exactInteger } from '../../db/sum';

type EntryRow = { id: number; order_no: string; customer_name: string; paise: unknown };

const toEntry = (row: EntryRow): MoneyEntry => ({
  id: row.id,
  Order_No: row.order_no,
  customername: row.customer_name,
  amountPaise: exactInteger(row.paise),
});

/** A figure from its total, its orders' count and its largest orders. */
async function figure(
  totals: Promise<{ total: unknown; n: unknown }>,
  largest: Promise<EntryRow[]>,
): Promise<MoneyFigure> {
  const [sums, rows] = await Promise.all([totals, largest]);
  return { totalPaise: exactInteger(sums.total), ordersTotal: exactInteger(sums.n), orders: rows.map(toEntry) };
}

/** The dashboard's money: sums in the database, exact on both (db/sum.ts). */
export function createMoneyRepository(db: Db) {
  return {
    /** Tax invoices issued in [start, end), at their orders' amounts. */
    invoiced(start: string, end: string, limit: number) {
      const issued = db
        .selectFrom('tax_invoices')
        .innerJoin('orders', 'orders.id', 'tax_invoices.order_id')
        .where('tax_invoices.issued_at', '>=', start)
        .where('tax_invoices.issued_at', '<', end);
      return figure(
        issued
          .select([
            sql<string>`coalesce(sum(orders.amount_paise), 0)`.as('total'),
            (eb) => eb.fn.countAll<number>().as('n'),
          ])
          .executeTakeFirstOrThrow(),
        issued
          .select([
            'orders.id',
            'orders.order_no',
            'orders.customer_name',
            sql<number>`coalesce(orders.amount_paise, 0)`.as('paise'),
          ])
          .orderBy('paise', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(limit)
          .execute(),
      );
    },

    /** Payments less refunds dated in [firstDay, nextFirstDay), none voided; with the refunds alone. */
    async received(firstDay: string, nextFirstDay: string, limit: number) {
      const dated = db
        .selectFrom('payments')
        .where('payments.voided_at', 'is', null)
        .where('payments.paid_on', '>=', firstDay)
        .where('payments.paid_on', '<', nextFirstDay);
      const perOrder = dated
        .select(['payments.order_id', sql<string>`sum(payments.amount_paise)`.as('paise')])
        .groupBy('payments.order_id');
      const [received, refunds] = await Promise.all([
        figure(
          dated
            .select([
              sql<string>`coalesce(sum(payments.amount_paise), 0)`.as('total'),
              sql<number>`count(distinct payments.order_id)`.as('n'),
            ])
            .executeTakeFirstOrThrow(),
          db
            .selectFrom(perOrder.as('moved'))
            .innerJoin('orders', 'orders.id', 'moved.order_id')
            .select(['orders.id', 'orders.order_no', 'orders.customer_name', 'moved.paise'])
            .orderBy('moved.paise', 'desc')
            .orderBy('orders.id', 'desc')
            .limit(limit)
            .execute(),
        ),
        dated
          .select(sql<string>`coalesce(sum(-payments.amount_paise), 0)`.as('refunded'))
          .where('payments.kind', '=', 'refund')
          .executeTakeFirstOrThrow(),
      ]);
      return { received, refundedPaise: exactInteger(refunds.refunded) };
    },

    /** Over orders (not leads, not cancelled): the amount less what is paid, where positive. */
    unpaid(limit: number) {
      const owing = db
        .selectFrom('orders')
        .where('orders.order_type', '=', ORDER_TYPE.order)
        // 'paid' is paid ≥ amount; the index on (order_type, payment_status) finds the rest.
        .where('orders.payment_status', 'in', ['unpaid', 'part-paid'])
        .where('orders.status', '!=', 'Cancelled')
        .where(sql<boolean>`orders.amount_paise > orders.paid_paise`);
      const balance = sql<string>`orders.amount_paise - orders.paid_paise`;
      return figure(
        owing
          .select([sql<string>`coalesce(sum(${balance}), 0)`.as('total'), (eb) => eb.fn.countAll<number>().as('n')])
          .executeTakeFirstOrThrow(),
        owing
          .select(['orders.id', 'orders.order_no', 'orders.customer_name', balance.as('paise')])
          .orderBy('paise', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(limit)
          .execute(),
      );
    },
  };
}
