import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import {
  DrawingIdParamsSchema,
  DrawingLayersBodySchema,
  DrawingListQuerySchema,
  DrawingListReplySchema,
  DrawingQuerySchema,
  DrawingReplySchema,
  DrawingUnitsBodySchema,
} from '@steelcut/domain/schemas/drawing';
import { callerOf, requireUser } from '../../lib/auth-guard';
import { requestCaller } from '../../lib/caller';
import { readMultipart } from '../../lib/multipart';
import type { DrawingService } from './service';

const tags = ['drawings'];

/** A call on one drawing by its id, answered with the drawing as it now is. */
const oneDrawing = <Schema extends object>(schema: Schema) => ({
  schema: { tags, params: DrawingIdParamsSchema, response: { 200: DrawingReplySchema }, ...schema },
});

/** The field the file comes in. */
const FILE_FIELD = 'file';

/** Uploading a drawing: a multipart form, registered where multipart is parsed (app.ts). */
export const drawingUploadRoutes: FastifyPluginAsyncZod<{ drawings: DrawingService }> = async (app, { drawings }) => {
  app.post(
    '/drawings',
    {
      schema: {
        summary: 'Upload a DXF drawing (guests too): read, measured and checked at once',
        description: `One file in the field \`${FILE_FIELD}\`, at most 10 MB. A signed-in customer's drawing is theirs; a guest's is reachable by its id.`,
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: DrawingReplySchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, DRAWING_MSG.tooLarge);
      const file = form.file?.fieldname === FILE_FIELD ? form.file : undefined;
      const drawing = await drawings.upload(requestCaller(request), file);
      return reply.status(201).send({ drawing });
    },
  );
};

export const drawingRoutes: FastifyPluginAsyncZod<{ drawings: DrawingService }> = async (app, { drawings }) => {
  app.get(
    '/drawings',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The signed-in customer’s drawings, newest first, 20 a page, each with a thumbnail',
        description: 'The preview and the checks of a drawing come with `GET /drawings/{id}`.',
        tags,
        querystring: DrawingListQuerySchema,
        response: { 200: DrawingListReplySchema },
      },
    },
    async (request) => drawings.list(callerOf(request).userId, request.query.page),
  );

  app.get(
    '/drawings/:id',
    oneDrawing({
      summary: 'A drawing; with `thickness`, its checks for that plate too (counted in the caller’s checks)',
      querystring: DrawingQuerySchema,
    }),
    async (request) => ({
      drawing: await drawings.get(requestCaller(request), request.params.id, request.query.thickness),
    }),
  );

  app.put(
    '/drawings/:id/units',
    oneDrawing({
      summary: 'Read the drawing in millimetres or inches, and keep what it measures so',
      body: DrawingUnitsBodySchema,
    }),
    async (request) => ({
      drawing: await drawings.setUnits(requestCaller(request), request.params.id, request.body.units),
    }),
  );

  app.put(
    '/drawings/:id/layers',
    oneDrawing({
      summary: 'Leave these layers out of the drawing, and keep what it measures so',
      description:
        'Every layer but those named is read (an empty list reads them all); a name the drawing does not list, or every layer, is refused. The drawing is read again, in the caller’s budget, as for units.',
      body: DrawingLayersBodySchema,
    }),
    async (request) => ({
      drawing: await drawings.setLayers(requestCaller(request), request.params.id, request.body.excluded),
    }),
  );
};
