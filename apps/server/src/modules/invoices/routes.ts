import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { OrderCreditNotesSchema } from '@steelcut/domain/schemas/returns';
import { z } from 'zod';
import { callerOf, requireUser } from '../../lib/auth-guard';
import type { InvoiceService } from './service';

export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  const sendPdf = (reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: PDFKit.PDFDocument }) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);

  app.get(
    '/order/:id/invoice.pdf',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'The order’s invoice (PDF): proforma until paid in full, then the tax invoice (its customer or the admin)',
        tags: ['billing'],
        params: z.object({ id: IdSchema }),
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.render(callerOf(request), request.params.id)),
  );

  app.get(
    '/credit-notes',
    {
      onRequest: requireUser,
      schema: {
        summary: 'An order’s GST credit notes, oldest first (its customer or the admin)',
        tags: ['billing'],
        querystring: z.object({ orderId: IdSchema }),
        response: { 200: OrderCreditNotesSchema },
      },
    },
    async (request) => ({ creditNotes: await invoices.creditNotesOf(callerOf(request), request.query.orderId) }),
  );

  app.get(
    '/credit-notes/:id/credit-note.pdf',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A GST credit note (PDF), against its order’s tax invoice (its customer or the admin)',
        tags: ['billing'],
        params: z.object({ id: IdSchema }),
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.renderCreditNote(callerOf(request), request.params.id)),
  );
};
