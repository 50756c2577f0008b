import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_MSG, NotificationSettingsSchema } from '@steelcut/domain/schemas/order';
import { callerOf, requireUser } from '../../lib/auth-guard';
import type { NotificationService } from './service';

const tags = ['notifications'];
const Reply = z.object({ settings: NotificationSettingsSchema, message: z.string().optional() });

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notification-settings',
    { onRequest: requireUser, schema: { summary: 'The caller’s e-mail switches', tags, response: { 200: Reply } } },
    async (request) => ({
      settings: await notifications.get(callerOf(request).userId),
    }),
  );

  app.put(
    '/notification-settings',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Change the caller’s e-mail switches',
        tags,
        body: NotificationSettingsSchema.partial(),
        response: { 200: Reply },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const settings = { ...(await notifications.get(userId)), ...request.body };
      return { settings: await notifications.update(userId, settings), message: NOTIFICATION_MSG.updated };
    },
  );

  app.post(
    '/notification-settings/initialize',
    {
      onRequest: requireUser,
      schema: { summary: 'Create the caller’s e-mail switches (all on) if missing', tags, response: { 200: Reply } },
    },
    async (request) => ({
      settings: await notifications.initialize(callerOf(request).userId),
      message: NOTIFICATION_MSG.initialized,
    }),
  );
};
