// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MSG } from '@steelcut/domain/schemas/order';
import { authStore } from '../../../lib/auth-store';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import { NotificationSettingsForm } from './NotificationSettingsForm';

beforeEach(() => authStore.signIn(customer, jwtExpiringIn(900)));

const ALL_ON = { email_notifications: true, message_notifications: true, order_status_notifications: true };
const LABELS = ['E-mail notifications', 'Message notifications', 'Order status notifications'];

function renderForm() {
  return renderWithProviders(<NotificationSettingsForm />, { route: '/profileDetails' });
}

describe('NotificationSettingsForm', () => {
  it('shows the three switches, all on by default', async () => {
    stubFetch(() => json(200, { settings: ALL_ON }));
    renderForm();
    for (const name of LABELS) {
      expect(await screen.findByRole('switch', { name })).toHaveProperty('checked', true);
    }
  });

  it('saves one switch at a time and confirms it', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init.method === 'PUT'
        ? json(200, { settings: { ...ALL_ON, message_notifications: false }, message: NOTIFICATION_MSG.updated })
        : json(200, { settings: ALL_ON }),
    );
    const { user } = renderForm();

    await user.click(await screen.findByRole('switch', { name: 'Message notifications' }));

    expect(await screen.findByText(NOTIFICATION_MSG.updated)).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/notification-settings').filter(Boolean)).toEqual([
      { message_notifications: false },
    ]);
    expect(screen.getByRole('switch', { name: 'Message notifications' })).toHaveProperty('checked', false);
  });

  it('puts the switch back when the server refuses', async () => {
    stubFetch((_url, init) =>
      init.method === 'PUT' ? json(500, { message: 'Database down' }) : json(200, { settings: ALL_ON }),
    );
    const { user } = renderForm();

    await user.click(await screen.findByRole('switch', { name: 'E-mail notifications' }));

    expect(await screen.findByText('Database down')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'E-mail notifications' })).toHaveProperty('checked', true),
    );
  });
});
