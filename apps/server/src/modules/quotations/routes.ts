import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { CreateQuotationBodySchema, QUOTATION_MSG, QuotationViewSchema } from '@steelcut/domain/schemas/quotation';
import { callerOf, requireUser } from '../../lib/auth-guard';
import type { QuotationService } from './service';
import { sendDownload } from '../../lib/download';

const tags = ['quotations'];
const signedIn = { onRequest: requireUser };

export const quotationRoutes: FastifyPluginAsyncZod<{ quotations: QuotationService }> = async (app, { quotations }) => {
  app.post(
    '/quotations',
    {
      ...signedIn,
      schema: {
        summary:
          'A quotation of the caller’s cart, priced for delivery to the state (numbered, valid for the shop’s validity days)',
        tags,
        body: CreateQuotationBodySchema,
        response: { 201: z.object({ message: z.string(), quotation: QuotationViewSchema }) },
      },
    },
    async (request, reply) => {
      const quotation = await quotations.create(callerOf(request), request.body);
      return reply.status(201).send({ message: QUOTATION_MSG.created, quotation });
    },
  );

  app.get(
    '/quotations',
    {
      ...signedIn,
      schema: {
        summary: 'The caller’s quotations, newest first',
        tags,
        response: { 200: z.object({ quotations: z.array(QuotationViewSchema) }) },
      },
    },
    async (request) => ({ quotations: await quotations.list(callerOf(request)) }),
  );

  app.get(
    '/quotations/:id',
    {
      ...signedIn,
      schema: {
        summary: 'One quotation (its customer or the admin)',
        tags,
        params: z.object({ id: IdSchema }),
        response: { 200: z.object({ quotation: QuotationViewSchema }) },
      },
    },
    async (request) => ({ quotation: await quotations.view(callerOf(request), request.params.id) }),
  );

  app.get(
    '/quotations/:id.pdf',
    {
      ...signedIn,
      schema: {
        summary: 'The quotation’s PDF, as it was given (its customer or the admin)',
        tags,
        params: z.object({ id: IdSchema }),
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await quotations.render(callerOf(request), request.params.id);
      return sendDownload(reply, 'application/pdf', fileName, pdf);
    },
  );
};
