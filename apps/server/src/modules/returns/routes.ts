import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MonthReturnSchema, ReturnMonthQuerySchema } from '@steelcut/domain/schemas/returns';
import { requireAdmin } from '../../lib/auth-guard';
import type { ReturnService } from './service';
import { sendDownload } from '../../lib/download';

const file = (summary: string) => ({
  onRequest: requireAdmin,
  schema: { summary, tags: ['returns'], querystring: ReturnMonthQuerySchema },
});

/** Month end (admin): the month's tax documents, GSTR-1, Tally vouchers and CSV. `month` is YYYY-MM in India. */
export const returnRoutes: FastifyPluginAsyncZod<{ returns: ReturnService }> = async (app, { returns }) => {
  app.get(
    '/admin/returns',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The month’s tax invoices and credit notes with their totals',
        tags: ['returns'],
        querystring: ReturnMonthQuerySchema,
        response: { 200: MonthReturnSchema },
      },
    },
    async (request) => returns.month(request.query.month),
  );

  app.get(
    '/admin/returns/gstr1',
    file('GSTR-1 of the month as the GST offline tool imports it (JSON)'),
    async (request, reply) => {
      const { fileName, text } = await returns.gstr1(request.query.month);
      return sendDownload(reply, 'application/json', fileName, text);
    },
  );

  app.get(
    '/admin/returns/tally',
    file('The month’s vouchers for Tally Prime’s Import Data (XML)'),
    async (request, reply) => {
      const { fileName, xml } = await returns.tally(request.query.month);
      return sendDownload(reply, 'application/xml; charset=utf-8', fileName, xml);
    },
  );

  app.get(
    '/admin/returns/documents.csv',
    file('The month’s tax invoices and credit notes (CSV)'),
    async (request, reply) => {
      const { fileName, text } = await returns.csv(request.query.month);
      return sendDownload(reply, 'text/csv; charset=utf-8', fileName, text);
    },
  );
};
