import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import {
  NESTING_MSG,
  NestBodySchema,
  NestListSchema,
  NestReplySchema,
  OrderSheetsSchema,
  PlateQuerySchema,
  WaitingReplySchema,
} from '@steelcut/domain/schemas/nesting';
import { callerOf, requireAdmin, requireUser } from '../../lib/auth-guard';
import type { AccessClaims } from '../../lib/access-tokens';
import type { NestService } from './service';

const tags = ['nesting'];
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
const SheetFile = z.string().regex(/^[1-9]\d{0,3}\.(dxf|pdf)$/, NESTING_MSG.sheetNotFound);

interface Deps {
  nests: NestService;
  /** The order as its customer or the admin may see it (others: 404), from the orders module. */
  orderDetail: (caller: AccessClaims, orderId: number) => Promise<unknown>;
}

/** Nesting (admin): the plate's waiting lines, nests worked out in a worker, kept, used, and each sheet as DXF and PDF. */
export const nestingRoutes: FastifyPluginAsyncZod<Deps> = async (app, { nests, orderDetail }) => {
  app.get(
    '/admin/nests/waiting',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The open orders’ lines of one plate that no nest in use holds (admin)',
        tags,
        querystring: PlateQuerySchema,
        response: { 200: WaitingReplySchema },
      },
    },
    async (request) => ({ lines: await nests.waitingLines(request.query.material, request.query.thicknessMm) }),
  );

  app.post(
    '/admin/nests',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Nest the plate’s waiting lines (of these orders) on the stocked sheets; kept as proposed (admin)',
        tags,
        body: NestBodySchema,
        response: { 201: NestReplySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ nest: await nests.create(callerOf(request).userId, request.body) }),
  );

  app.get(
    '/admin/nests',
    {
      onRequest: requireAdmin,
      schema: { summary: 'The latest nests, newest first (admin)', tags, response: { 200: NestListSchema } },
    },
    async () => ({ nests: await nests.list() }),
  );

  app.get(
    '/admin/nests/:id',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'One nest and its sheets (admin)',
        tags,
        params: z.object({ id: IdSchema }),
        response: { 200: NestReplySchema },
      },
    },
    async (request) => ({ nest: await nests.get(request.params.id) }),
  );

  app.post(
    '/admin/nests/:id/use',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Use this nest: its sheets become the floor’s plan and its lines leave the waiting list (admin)',
        tags,
        params: z.object({ id: IdSchema }),
        response: { 200: NestReplySchema },
      },
    },
    async (request) => ({ nest: await nests.use(request.params.id) }),
  );

  app.get(
    '/admin/nests/:id/sheets/:file',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'Sheet n as `n.dxf` (parts on layer CUT, order numbers on ORDERS) or `n.pdf` for the operator (admin)',
        tags,
        params: z.object({ id: IdSchema, file: SheetFile }),
      },
    },
    async (request, reply) => {
      const [n, ext] = request.params.file.split('.');
      const noStore = (type: string, fileName: string) =>
        reply
          .type(type)
          .header('Content-Disposition', attachment(fileName))
          .header('Cache-Control', 'private, no-store');
      if (ext === 'dxf') {
        const { fileName, dxf } = await nests.sheetDxf(request.params.id, Number(n));
        return noStore('application/dxf', fileName).send(dxf);
      }
      const { fileName, pdf } = await nests.sheetPdf(request.params.id, Number(n));
      return noStore('application/pdf', fileName).send(pdf);
    },
  );

  app.get(
    '/cutting/:id',
    {
      onRequest: requireUser,
      schema: {
        summary:
          'The sheets the order’s parts are cut from, once a nest holding them is in use (its customer or the admin)',
        tags,
        params: z.object({ id: IdSchema }),
        response: { 200: OrderSheetsSchema },
      },
    },
    async (request) => {
      await orderDetail(callerOf(request), request.params.id);
      return { sheets: await nests.sheetsOfOrder(request.params.id) };
    },
  );
};
