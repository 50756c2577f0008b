import { existsSync } from 'node:fs';
import {
  ATTENTION_LIST_SIZE,
  DASHBOARD_WEEKS,
  DELIVERY_ALERT_BUSINESS_DAYS,
  IN_PROGRESS_ALERT_HOURS,
  MONEY_LIST_SIZE,
  type AttentionEntry,
  type DashboardView,
  type MoneyThisMonth,
} from '@steelcut/domain/schemas/dashboard';
import { indiaDate } from '@steelcut/domain/dispatch/dispatch-date';
import { dispatchMark } from '@steelcut/domain/dispatch/dispatch-mark';
import type { Db } from '../../db/database';
import { systemClock, type Clock } from '../../lib/time';
import type { OrderFilter } from '../../db/queries/order-search';
import type { ShopService } from '../shop/service';
import { businessDaysBefore, istDate, istMonth, weekStarts } from './calendar';
import { ordersCsv, type Batches } from './export-csv';
import { createMoneyRepository } from './money-repository';
import { createBackOfficeRepository } from './repository';

/**
 * Orders read per query while exporting: memory stays flat whatever the list's length. Small
 * batches die young: at 500 the server's heap swung 66-163 MB over an export of 100,000 orders,
 * at 100 it stayed at 47-63 MB, and the export ran faster.
 */
const EXPORT_BATCH = 100;
const HOUR_MS = 3_600_000;
/** Above every order id (PostgreSQL's serial is a 32-bit integer). */
const MAX_ID = 2 ** 31 - 1;

/** An attention row as the dashboard answers it, marked due today or late at `now`. */
const entryAt =
  (now: Date) =>
  (row: {
    id: number;
    order_no: string;
    customer_name: string;
    order_type: number;
    status: string;
    dispatch_by: string | null;
    since: string;
  }): AttentionEntry => ({
    id: row.id,
    Order_No: row.order_no,
    customername: row.customer_name,
    order_type: row.order_type,
    since: row.since,
    dispatchBy: row.dispatch_by,
    dispatchMark: dispatchMark(row, now),
  });

/** The back office's dashboard and exports, beside the orders module's lists. */
/**
 * `generatedPasswordFile`: where the seed wrote the admin's generated password; the dashboard says
 * so while it is there (changing the password deletes it).
 */
export function createBackOfficeService(
  db: Db,
  shop: ShopService,
  clock: Clock = systemClock,
  generatedPasswordFile?: string,
) {
  const repo = createBackOfficeRepository(db);
  const money = createMoneyRepository(db);

  /** Keyset batches from the newest: the first is read before the answer starts, so a failure is a clean error. */
  async function batches(filter: OrderFilter): Promise<Batches> {
    const first = await repo.exportBatch(filter, MAX_ID, EXPORT_BATCH);
    return (async function* () {
      for (let batch = first; batch.orders.length > 0;) {
        yield batch;
        batch = await repo.exportBatch(filter, batch.orders[batch.orders.length - 1].id, EXPORT_BATCH);
      }
    })();
  }

  /** This month in India: invoiced, received less refunds; and what orders still owe now. */
  async function moneyThisMonth(now: Date): Promise<MoneyThisMonth> {
    const month = istMonth(now);
    const [invoiced, { received, refundedPaise }, unpaid] = await Promise.all([
      money.invoiced(month.start, month.end, MONEY_LIST_SIZE),
      money.received(month.firstDay, month.nextFirstDay, MONEY_LIST_SIZE),
      money.unpaid(MONEY_LIST_SIZE),
    ]);
    return { month: month.month, invoiced, received, refundedPaise, unpaid };
  }

  return {
    async dashboard(): Promise<DashboardView> {
      const now = clock();
      const starts = weekStarts(now, DASHBOARD_WEEKS);
      const [counts, due, leads, stuck, late, settings, moneyOfMonth] = await Promise.all([
        repo.placedPerWindow(
          starts.map((start) => start.toISOString()),
          now.toISOString(),
        ),
        repo.dueForDispatch(indiaDate(now), ATTENTION_LIST_SIZE),
        repo.waitingLeads(ATTENTION_LIST_SIZE),
        repo.stuckInProgress(
          new Date(now.getTime() - IN_PROGRESS_ALERT_HOURS * HOUR_MS).toISOString(),
          ATTENTION_LIST_SIZE,
        ),
        repo.undelivered(businessDaysBefore(now, DELIVERY_ALERT_BUSINESS_DAYS).toISOString(), ATTENTION_LIST_SIZE),
        shop.loaded(),
        moneyThisMonth(now),
      ]);
      const toEntry = entryAt(now);
      return {
        weekly: starts.map((start, i) => ({ weekStart: istDate(start), orders: counts[i] })),
        dueForDispatch: due.rows.map(toEntry),
        dueForDispatchTotal: due.total,
        waitingLeads: leads.rows.map(toEntry),
        waitingLeadsTotal: leads.total,
        stuckInProgress: stuck.rows.map(toEntry),
        stuckInProgressTotal: stuck.total,
        undelivered: late.rows.map(toEntry),
        undeliveredTotal: late.total,
        setup: settings.setup,
        money: moneyOfMonth,
        adminPasswordGenerated: generatedPasswordFile !== undefined && existsSync(generatedPasswordFile),
      };
    },

    /** The filtered list as CSV, read in keyset batches (see docs/decisions.md). */
    exportCsv: async (filter: OrderFilter) => ordersCsv(await batches(filter)),
  };
}
export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
