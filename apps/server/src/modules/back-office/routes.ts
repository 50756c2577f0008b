import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardViewSchema } from '@steelcut/domain/schemas/dashboard';
import { requireAdmin } from '../../lib/auth-guard';
import { AdminListQuerySchema } from '@steelcut/domain/schemas/views';
import { adminListFilter } from '../../db/queries/order-search';
import { istDate } from './calendar';
import type { BackOfficeService } from './service';
import { sendDownload } from '../../lib/download';

const tags = ['admin'];

export const backOfficeRoutes: FastifyPluginAsyncZod<{ backOffice: BackOfficeService }> = async (
  app,
  { backOffice },
) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Orders per week, what needs the owner today, and the money of the month (admin)',
        tags,
        response: { 200: DashboardViewSchema },
      },
    },
    async () => backOffice.dashboard(),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The filtered leads or orders as CSV, one line per item (admin)',
        tags,
        querystring: AdminListQuerySchema,
      },
    },
    async (request, reply) => {
      const filter = adminListFilter(request.query);
      const csv = await backOffice.exportCsv(filter);
      const name = `${filter.orderType === 1 ? 'leads' : 'orders'}-${istDate(new Date())}.csv`;
      return sendDownload(reply, 'text/csv; charset=utf-8', name, csv);
    },
  );
};
