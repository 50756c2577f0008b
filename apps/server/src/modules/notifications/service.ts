import type { NotificationSettings } from '@steelcut/domain/schemas/order';
import type { Db } from '../../db/database';
import { createNotificationRepository } from './repository';
import { takesMail, type NotificationKind } from './switches';

export const DEFAULT_SETTINGS: NotificationSettings = {
  email_notifications: true,
  message_notifications: true,
  order_status_notifications: true,
};

/** Per-user switches for the shop's e-mails; all on until the user says otherwise. */
export function createNotificationService(db: Db) {
  const repo = createNotificationRepository(db);

  async function get(userId: number): Promise<NotificationSettings> {
    const row = await repo.find(userId);
    if (!row) return { ...DEFAULT_SETTINGS };
    return {
      email_notifications: row.email_notifications === 1,
      message_notifications: row.message_notifications === 1,
      order_status_notifications: row.order_status_notifications === 1,
    };
  }

  async function save(
    userId: number,
    settings: NotificationSettings,
    overwrite: boolean,
  ): Promise<NotificationSettings> {
    const values = {
      user_id: userId,
      email_notifications: settings.email_notifications ? 1 : 0,
      message_notifications: settings.message_notifications ? 1 : 0,
      order_status_notifications: settings.order_status_notifications ? 1 : 0,
    };
    await repo.save(values, overwrite);
    return get(userId);
  }

  return {
    get,
    update: (userId: number, settings: NotificationSettings) => save(userId, settings, true),
    initialize: (userId: number) => save(userId, DEFAULT_SETTINGS, false),
    /** Of these users, those who take e-mails of this kind, with their address: one query. */
    async recipients(userIds: number[], kind: Exclude<NotificationKind, 'email'>): Promise<Map<number, string>> {
      const allowed = (await repo.switchesOf(userIds, kind)).filter(takesMail);
      return new Map(allowed.map((row) => [row.id, row.email]));
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
