import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdSchema } from '@steelcut/domain/schemas/fields';
import { z } from 'zod';
import { callerOf, requireAdmin, requireUser } from '../../lib/auth-guard';
import type { JobService } from './service';
import { sendDownload } from '../../lib/download';

const Id = IdSchema;
const tags = ['orders'];

export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (app, { jobs }) => {
  app.get(
    '/order/:id/items/:itemId/part.dxf',
    {
      onRequest: requireUser,
      schema: {
        summary: 'One item’s part as an R12 DXF in mm, arcs as arcs (its customer or the admin)',
        tags,
        params: z.object({ id: Id, itemId: Id }),
      },
    },
    async (request, reply) => {
      const { fileName, dxf } = await jobs.partDxf(callerOf(request), request.params.id, request.params.itemId);
      return sendDownload(reply, 'application/dxf', fileName, dxf);
    },
  );

  app.get(
    '/admin/orders/:id/job.zip',
    {
      onRequest: requireAdmin,
      schema: {
        summary: 'The job pack (ZIP): job sheet PDF, each item’s DXF and the customer’s drawings (admin)',
        tags,
        params: z.object({ id: Id }),
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await jobs.jobPack(callerOf(request), request.params.id);
      return sendDownload(reply, 'application/zip', fileName, zip);
    },
  );
};
