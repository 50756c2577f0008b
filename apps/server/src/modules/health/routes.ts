import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorCode } from '@steelcut/domain/error-codes';
import { SERVICE_MSG } from '@steelcut/domain/schemas/service';
import type { Db } from '../../db/database';

const Status = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { summary: 'Whether the process is up', tags: ['health'], response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        summary: 'Whether the database answers and the server is not shutting down (for load balancers)',
        tags: ['health'],
        response: { 200: Status, 503: z.object({ message: z.string(), code: z.string() }) },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ready' };
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        const code: ErrorCode = 'NOT_READY';
        return reply.status(503).send({ message: SERVICE_MSG.databaseUnreachable, code });
      }
    },
  );
};
