import type { Db } from '../../db/database';
import type { NotificationKind } from './switches';

export interface SwitchesRow {
  user_id: number;
  email_notifications: number;
  message_notifications: number;
  order_status_notifications: number;
}

/** The SQL of the users' e-mail switches. */
export function createNotificationRepository(db: Db) {
  return {
    find: (userId: number) =>
      db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** Writes the switches; `overwrite` false keeps a row that is already there. */
    async save(values: SwitchesRow, overwrite: boolean): Promise<void> {
      await db
        .insertInto('notification_settings')
        .values(values)
        .onConflict((oc) => (overwrite ? oc.column('user_id').doUpdateSet(values) : oc.column('user_id').doNothing()))
        .execute();
    },

    /** These users with their address and the two switches that decide a mail of this kind. */
    switchesOf: (userIds: number[], kind: Exclude<NotificationKind, 'email'>) =>
      db
        .selectFrom('users')
        .leftJoin('notification_settings', 'notification_settings.user_id', 'users.id')
        .select([
          'users.id',
          'users.email',
          'notification_settings.email_notifications',
          `notification_settings.${kind}_notifications as kind_on`,
        ])
        .where('users.id', 'in', userIds)
        .execute(),
  };
}
