import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationSettingsSchema, type NotificationSettings } from '@steelcut/domain/schemas/order';
import { api } from '../../../lib/api-client';

export const notificationSettingsQueryKey = ['notification-settings'] as const;

type SettingsReply = { settings: NotificationSettings; message?: string };

/** The server answers the defaults (all on) for a user who never saved any, so no initialize call is needed. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  const reply = await api.get<SettingsReply>('/notification-settings');
  return NotificationSettingsSchema.parse(reply.settings);
}

export function updateNotificationSettings(changes: Partial<NotificationSettings>): Promise<SettingsReply> {
  return api.put<SettingsReply>('/notification-settings', changes);
}

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings });
}

/** Flips the switch at once and puts it back if the server refuses. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsQueryKey);
      if (previous) queryClient.setQueryData(notificationSettingsQueryKey, { ...previous, ...changes });
      return { previous };
    },
    onSuccess: (reply) => queryClient.setQueryData(notificationSettingsQueryKey, reply.settings),
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsQueryKey, context.previous);
    },
  });
}
