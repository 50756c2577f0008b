import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QueryTextSchema } from '@steelcut/domain/schemas/fields';
import type { FileService } from './service';

/** Shown in the browser; anything else (SVG, HTML, text…) is saved as a download. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

export const fileRoutes: FastifyPluginAsyncZod<{ files: FileService }> = async (app, { files }) => {
  app.get(
    '/files/:id',
    {
      schema: {
        summary: 'A stored file, for a valid signature, its owner, the admin or a chat party',
        tags: ['files'],
        params: z.object({ id: z.string().uuid() }),
        querystring: z.object({
          exp: QueryTextSchema('exp', 20).optional(),
          sig: QueryTextSchema('sig', 100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { file, bytes } = await files.open(request.params.id, { ...request.query, auth: request.auth });
      const inline = INLINE_TYPES.has(file.mime_type);
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
