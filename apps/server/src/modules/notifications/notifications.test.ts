import { describe, expect, it } from 'vitest';
import { asUser, expectError, registerUser, useTestApp } from '../../../test/helpers';

const t = useTestApp();

describe('notification settings', () => {
  it('are all on by default, initialize keeps them, update changes only what is sent', async () => {
    const user = await registerUser(t.app);
    const all = { email_notifications: true, message_notifications: true, order_status_notifications: true };
    expect((await t.app.inject(asUser(user, { method: 'GET', url: '/api/notification-settings' }))).json()).toEqual({
      settings: all,
    });
    const init = await t.app.inject(asUser(user, { method: 'POST', url: '/api/notification-settings/initialize' }));
    expect(init.json().settings).toEqual(all);
    const update = await t.app.inject(
      asUser(user, {
        method: 'PUT',
        url: '/api/notification-settings',
        payload: { order_status_notifications: false },
      }),
    );
    expect(update.json()).toEqual({
      settings: { ...all, order_status_notifications: false },
      message: 'Notification settings updated successfully',
    });
    await t.app.inject(asUser(user, { method: 'POST', url: '/api/notification-settings/initialize' }));
    expect(
      (await t.app.inject(asUser(user, { method: 'GET', url: '/api/notification-settings' }))).json().settings
        .order_status_notifications,
    ).toBe(false);
  });

  it('refuses guests and bad values', async () => {
    const user = await registerUser(t.app);
    expectError(await t.app.inject({ method: 'GET', url: '/api/notification-settings' }), 401);
    expectError(
      await t.app.inject(
        asUser(user, { method: 'PUT', url: '/api/notification-settings', payload: { email_notifications: 'yes' } }),
      ),
      400,
    );
  });
});
