import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { z } from 'zod';
import {
  ORDER_MSG,
  PageQuerySchema,
  PlaceOrderBodySchema,
  StatusChangeBodySchema,
} from '@steelcut/domain/schemas/order';
import { assertSelfOrAdmin, callerOf, requireAdmin, requireUser } from '../../lib/auth-guard';
import {
  AdminListQuerySchema,
  OrderDetailSchema,
  OrdersPageSchema,
  OrderViewSchema,
} from '@steelcut/domain/schemas/views';
import { notFound } from '../../lib/errors';
import { adminListFilter } from '../../db/queries/order-search';
import type { OrderService } from './service';

const Detail = OrderDetailSchema;
const Page = OrdersPageSchema;
const OrderId = IdSchema;
const UserId = IdSchema;
const tags = ['orders'];

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService }> = async (app, { orders }) => {
  app.post(
    '/order/create',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Place an order of cart items (once per Idempotency-Key)',
        tags,
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
        body: PlaceOrderBodySchema,
        response: {
          200: z.object({ message: z.string(), order: OrderViewSchema, Order_No: z.string() }),
          201: z.object({ message: z.string(), order: OrderViewSchema, Order_No: z.string() }),
        },
      },
    },
    async (request, reply) => {
      assertSelfOrAdmin(request, request.body.userId);
      const { replayed, ...placed } = await orders.place(
        request.body.userId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send({ message: ORDER_MSG.placed, ...placed });
    },
  );

  app.get(
    '/order/user/:userId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'A page of the user’s orders, newest first',
        tags,
        params: z.object({ userId: UserId }),
        querystring: PageQuerySchema,
        response: { 200: Page },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return orders.page({ userId: request.params.userId }, request.query.page, request.query.limit);
    },
  );

  app.get(
    '/order/:id/user/:userId',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One of the user’s orders with its items',
        tags,
        params: z.object({ id: OrderId, userId: UserId }),
        response: { 200: Detail },
      },
    },
    async (request) => {
      const caller = assertSelfOrAdmin(request, request.params.userId);
      const detail = await orders.detail(caller, request.params.id);
      if (detail.order.customerid !== request.params.userId) throw notFound(ORDER_MSG.notFound, 'ORDER_NOT_FOUND');
      return detail;
    },
  );

  app.get(
    '/order/:id',
    {
      onRequest: requireUser,
      schema: {
        summary: 'An order with its items (its customer or the admin)',
        tags,
        params: z.object({ id: OrderId }),
        response: { 200: Detail },
      },
    },
    async (request) => orders.detail(callerOf(request), request.params.id),
  );

  app.post(
    '/order/:id/reorder',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Put an order’s items back into the cart',
        tags,
        params: z.object({ id: OrderId }),
        response: {
          200: z.object({
            message: z.string(),
            added: z.number(),
            problems: z.array(z.object({ shape_name: z.string(), message: z.string() })),
            items: z.array(z.any()),
          }),
        },
      },
    },
    async (request) => {
      const result = await orders.reorder(callerOf(request), request.params.id);
      return { ...result, message: result.added > 0 ? ORDER_MSG.reordered : ORDER_MSG.reorderNothing };
    },
  );

  // ---- admin ----
  const admin = { onRequest: requireAdmin };

  app.get(
    '/admin/orderStatusSummary',
    {
      ...admin,
      schema: {
        summary: 'Order counts by status (admin)',
        tags,
        response: {
          200: z.object({ total: z.number(), pending: z.number(), in_progress: z.number(), delivered: z.number() }),
        },
      },
    },
    async () => orders.summary(),
  );

  app.get(
    '/admin/ordersTable',
    {
      ...admin,
      schema: {
        summary: 'A page of leads (orderType 1) or orders (2), searched, filtered and sorted (admin)',
        tags,
        querystring: PageQuerySchema.extend(AdminListQuerySchema.shape),
        response: { 200: Page },
      },
    },
    async (request) =>
      orders.page(adminListFilter(request.query), request.query.page, request.query.limit, request.query.sort),
  );

  app.get(
    '/admin/getAllOrders',
    {
      ...admin,
      schema: {
        summary: 'Every order (admin)',
        tags,
        response: { 200: z.object({ orders: z.array(OrderViewSchema) }) },
      },
    },
    async () => ({
      orders: (await orders.page({}, 1, 1000)).orders,
    }),
  );

  app.get(
    '/orders/by-customer/:id',
    {
      ...admin,
      schema: {
        summary: 'A customer’s orders (admin)',
        tags,
        params: z.object({ id: UserId }),
        response: { 200: z.object({ orders: z.array(OrderViewSchema) }) },
      },
    },
    async (request) => ({ orders: (await orders.page({ userId: request.params.id }, 1, 100)).orders }),
  );

  app.put(
    '/order/:id/status',
    {
      ...admin,
      schema: {
        summary: 'Change an order’s status, and its courier and tracking number once sent (admin)',
        tags,
        params: z.object({ id: OrderId }),
        body: StatusChangeBodySchema,
        response: { 200: Detail.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      ...(await orders.updateStatus(callerOf(request).userId, request.params.id, request.body)),
      message: ORDER_MSG.statusUpdated,
    }),
  );

  app.put(
    '/order/:id/convert',
    {
      ...admin,
      schema: {
        summary: 'Convert a lead into an order (admin)',
        tags,
        params: z.object({ id: OrderId }),
        response: { 200: z.object({ success: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => {
      const { orderNo } = await orders.convert(request.params.id);
      return { success: true, message: ORDER_MSG.converted(orderNo) };
    },
  );
};
