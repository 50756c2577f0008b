import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderAmountsTable, OrdersTable, PaymentsTable } from '../../db/types';
import { isPostgres } from '../../db/write-together';

export type AmountRow = Selectable<OrderAmountsTable> & { by_name: string | null };
export type PaymentRow = Selectable<PaymentsTable>;

export type OrderMoney = Pick<Selectable<OrdersTable>, 'amount_paise' | 'paid_paise' | 'payment_status'>;

export function createBillingRepository(db: Db) {
  return {
    order: (orderId: number) => db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst(),
    /**
     * The order as it is now, locked until the transaction `db` is in ends: every write that
     * depends on the order's amount reads it here. PostgreSQL locks the row; SQLite's transactions
     * hold the one write lock from their start (BEGIN IMMEDIATE, db/database.ts).
     */
    lockedOrder(orderId: number) {
      const query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
      return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
    },
    writeMoney: (orderId: number, money: OrderMoney) =>
      db.updateTable('orders').set(money).where('id', '=', orderId).execute(),
    amountInsert: (row: Insertable<OrderAmountsTable>) => db.insertInto('order_amounts').values(row),
    amountsOf: (orderId: number) =>
      db
        .selectFrom('order_amounts')
        .leftJoin('users', 'users.id', 'order_amounts.created_by')
        .selectAll('order_amounts')
        .select('users.name as by_name')
        .where('order_id', '=', orderId)
        .orderBy('order_amounts.id')
        .execute(),
    paymentsOf: (orderId: number) =>
      db
        .selectFrom('payments')
        .leftJoin('users as recorder', 'recorder.id', 'payments.recorded_by')
        .leftJoin('users as voider', 'voider.id', 'payments.voided_by')
        .selectAll('payments')
        .select(['recorder.name as recorded_by_name', 'voider.name as voided_by_name'])
        .where('order_id', '=', orderId)
        .orderBy('payments.id')
        .execute(),
    statusHistoryOf: (orderId: number) =>
      db
        .selectFrom('order_status_history')
        .leftJoin('users', 'users.id', 'order_status_history.changed_by')
        .select(['from_status', 'to_status', 'changed_at', 'users.name as by_name'])
        .where('order_id', '=', orderId)
        .orderBy('order_status_history.id')
        .execute(),
    insertPayment: (row: Insertable<PaymentsTable>) =>
      db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow(),
    /** The payment not voided with this UPI reference (compared as the unique index does). */
    livePaymentWithReference: (orderId: number, reference: string) =>
      db
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', orderId)
        .where((eb) => eb(eb.fn('upper', ['reference']), '=', reference.toUpperCase()))
        .where('voided_at', 'is', null)
        .executeTakeFirst(),
    paymentByKey: (orderId: number, key: string) =>
      db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),
    findPayment: (orderId: number, paymentId: number) =>
      db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', paymentId)
        .where('order_id', '=', orderId)
        .executeTakeFirst(),
    /** Voids the payment unless it already is; whether it did. */
    async voidPayment(paymentId: number, by: number, reason: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('payments')
        .set({ voided_at: at, voided_by: by, void_reason: reason })
        .where('id', '=', paymentId)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async paidOf(orderId: number): Promise<number> {
      const row = await db
        .selectFrom('payments')
        .select((eb) => eb.fn.sum<number>('amount_paise').as('paid'))
        .where('order_id', '=', orderId)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.paid ?? 0);
    },
    messageOfCustomer: (messageId: number, customerId: number) =>
      db
        .selectFrom('messages')
        .select('id')
        .where('id', '=', messageId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
  };
}
