import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { IDEMPOTENCY_KEY, ORDER_MSG } from '@steelcut/domain/schemas/order';
import { z } from 'zod';
import {
  BILLING_MSG,
  RecordPaymentBodySchema,
  RecordRefundBodySchema,
  SetQuoteBodySchema,
  VoidPaymentBodySchema,
} from '@steelcut/domain/schemas/billing';
import { callerOf, requireAdmin } from '../../lib/auth-guard';
import { OrderDetailSchema, type OrderDetail } from '@steelcut/domain/schemas/views';
import type { AccessClaims } from '../../lib/access-tokens';
import type { BillingService } from './service';

const tags = ['billing'];
const OrderId = IdSchema;
const Reply = OrderDetailSchema.extend({ message: z.string() });
const IdempotencyHeaders = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY, ORDER_MSG.idempotencyKey).optional(),
});

/** The order with its items and money as its caller may see it (the orders module's, handed in by app.ts). */
type OrderDetailReader = (caller: AccessClaims, orderId: number) => Promise<OrderDetail>;

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService; orderDetail: OrderDetailReader }> = async (
  app,
  { billing, orderDetail },
) => {
  const admin = { onRequest: requireAdmin };

  app.put(
    '/admin/orders/:id/quote',
    {
      ...admin,
      schema: {
        summary: 'Set or change the shop’s quote of an order; GST by its delivery state (admin)',
        tags,
        params: z.object({ id: OrderId }),
        body: SetQuoteBodySchema,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await billing.setQuote(caller.userId, request.params.id, request.body);
      return { ...(await orderDetail(caller, request.params.id)), message: BILLING_MSG.quoteSaved };
    },
  );

  app.post(
    '/admin/orders/:id/payments',
    {
      ...admin,
      schema: {
        summary:
          'Record a payment of an order: UPI reference, date, optionally its screenshot message; past the amount due only with confirmOverpayment (admin)',
        tags,
        params: z.object({ id: OrderId }),
        headers: IdempotencyHeaders,
        body: RecordPaymentBodySchema,
        response: { 201: Reply },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await billing.recordPayment(caller.userId, request.params.id, request.body, request.headers['idempotency-key']);
      const detail = await orderDetail(caller, request.params.id);
      return reply.status(201).send({ ...detail, message: BILLING_MSG.paymentRecorded });
    },
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      ...admin,
      schema: {
        summary: 'Record money paid back to the customer, at most what is due back: UPI reference, date (admin)',
        tags,
        params: z.object({ id: OrderId }),
        headers: IdempotencyHeaders,
        body: RecordRefundBodySchema,
        response: { 201: Reply },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await billing.recordRefund(caller.userId, request.params.id, request.body, request.headers['idempotency-key']);
      const detail = await orderDetail(caller, request.params.id);
      return reply.status(201).send({ ...detail, message: BILLING_MSG.refundRecorded });
    },
  );

  app.post(
    '/admin/orders/:id/payments/:paymentId/void',
    {
      ...admin,
      schema: {
        summary: 'Void a mistaken payment or refund, with the reason; it stays on record (admin)',
        tags,
        params: z.object({ id: OrderId, paymentId: OrderId }),
        body: VoidPaymentBodySchema,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id, paymentId } = request.params;
      const kind = await billing.voidPayment(caller.userId, id, paymentId, request.body.reason);
      const message = kind === 'refund' ? BILLING_MSG.refundVoided : BILLING_MSG.paymentVoided;
      return { ...(await orderDetail(caller, id)), message };
    },
  );
};
