import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminShopReplySchema,
  SaveShopBodySchema,
  SaveShopReplySchema,
  ShopReplySchema,
} from '@steelcut/domain/schemas/shop-api';
import { SHOP_MSG } from '@steelcut/domain/schemas/shop';
import { callerOf, requireAdmin } from '../../lib/auth-guard';
import type { ShopService } from './service';

const tags = ['shop'];

export const shopRoutes: FastifyPluginAsyncZod<{ shop: ShopService }> = async (app, { shop }) => {
  app.get(
    '/shop',
    {
      schema: {
        summary: 'The shop’s details, stock and delivery terms, as every page shows them (guests too)',
        tags,
        response: { 200: ShopReplySchema },
      },
    },
    async () => ({ shop: await shop.get() }),
  );

  app.get(
    '/admin/shop',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The shop’s settings and what is left of its first-run checklist (admin)',
        tags,
        response: { 200: AdminShopReplySchema },
      },
    },
    () => shop.adminView(),
  );

  app.put(
    '/admin/shop',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Save the shop’s settings; every page, QR code, mail and invoice shows them at once (admin)',
        tags,
        body: SaveShopBodySchema,
        response: { 200: SaveShopReplySchema },
      },
    },
    async (request) => ({
      ...(await shop.save(callerOf(request).userId, request.body.shop)),
      message: SHOP_MSG.saved,
    }),
  );
};
