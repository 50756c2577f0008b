import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRICING_MSG,
  PricingReplySchema,
  PricingSchema,
  QuoteBodySchema,
  QuoteReplySchema,
} from '@steelcut/domain/schemas/pricing';
import { callerOf, requireAdmin } from '../../lib/auth-guard';
import { requestCaller } from '../../lib/caller';
import type { PricingService } from './service';

const tags = ['pricing'];

export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  app.get(
    '/admin/pricing',
    {
      onRequest: requireAdmin,
      schema: { summary: 'The shop’s rates; null until saved (admin)', tags, response: { 200: PricingReplySchema } },
    },
    async () => ({ pricing: await pricing.table() }),
  );

  app.put(
    '/admin/pricing',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Save the shop’s rates (admin)',
        tags,
        body: z.object({ pricing: PricingSchema }),
        response: { 200: PricingReplySchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      pricing: await pricing.save(callerOf(request).userId, request.body.pricing),
      message: PRICING_MSG.saved,
    }),
  );

  app.post(
    '/quote',
    {
      schema: {
        summary:
          'The estimate of cart items or parts of the caller’s drawings at the shop’s rates, with GST for the delivery state and delivery to the pincode (guests too)',
        tags,
        body: QuoteBodySchema,
        response: { 200: QuoteReplySchema },
      },
    },
    async (request) =>
      pricing.quote(
        requestCaller(request),
        request.body.items,
        request.body.state,
        request.body.postalCode || undefined,
      ),
  );
};
