import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { QuotationLinesTable, QuotationsTable } from '../../db/types';

export type NewQuotationLine = Omit<Insertable<QuotationLinesTable>, 'quotation_id'>;

export function createQuotationRepository(db: Db) {
  /** Quotations with the order placed from each, if any. */
  const withOrder = () =>
    db
      .selectFrom('quotations')
      .leftJoin('orders', 'orders.quotation_id', 'quotations.id')
      .selectAll('quotations')
      .select(['orders.id as order_id', 'orders.order_no']);

  return {
    /** The customer as a quotation names them. */
    customerOf: (userId: number) =>
      db
        .selectFrom('users')
        .select(['name', 'email', 'mobile_number', 'gstin'])
        .where('id', '=', userId)
        .executeTakeFirst(),
    /** The next number of the financial year: one statement, so two processes never share one. */
    async nextNumber(fy: string): Promise<number> {
      const row = await db
        .insertInto('quotation_serials')
        .values({ financial_year: fy, last_number: 1 })
        .onConflict((oc) =>
          oc
            .column('financial_year')
            .doUpdateSet((eb) => ({ last_number: eb('quotation_serials.last_number', '+', 1) })),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return row.last_number;
    },
    async insert(quotation: Insertable<QuotationsTable>, lines: NewQuotationLine[]): Promise<number> {
      const { id } = await db.insertInto('quotations').values(quotation).returning('id').executeTakeFirstOrThrow();
      await db
        .insertInto('quotation_lines')
        .values(lines.map((line) => ({ ...line, quotation_id: id })))
        .execute();
      return id;
    },
    find: (id: number) => withOrder().where('quotations.id', '=', id).executeTakeFirst(),
    /** The user's quotations, newest first. */
    listOf: (userId: number, limit: number) =>
      withOrder().where('quotations.user_id', '=', userId).orderBy('quotations.id', 'desc').limit(limit).execute(),
    linesOf: (quotationIds: number[]) =>
      quotationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('quotation_lines')
            .selectAll()
            .where('quotation_id', 'in', quotationIds)
            .orderBy('quotation_id')
            .orderBy('id')
            .execute(),
  };
}
export type QuotationRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createQuotationRepository>['find']>>>;
export type QuotationLineRow = Awaited<ReturnType<ReturnType<typeof createQuotationRepository>['linesOf']>>[number];
