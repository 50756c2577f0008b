import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileService } from './service';

export const fileRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        params: z.object({ id: z.string().uuid() }),
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { file, bytes } = await files.open(request.params.id, { ...request.query, auth: request.auth });
      const inline = file.mime_type.startsWith('image/') || file.mime_type === 'application/pdf';
      return (
        reply
          .type(file.mime_type)
          .header(
            'Content-Disposition',
            `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          // An SVG opened directly must not run script in our origin.
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('Cache-Control', 'private, max-age=3600')
          .send(bytes)
      );
    },
  );
};
