import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { NOTIFICATION_MSG, type NotificationSettings } from '@steelcut/domain/schemas/order';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { RetryAlert } from '../../../components/RetryAlert';

const SWITCHES: { key: keyof NotificationSettings; label: string; help: string }[] = [
  { key: 'email_notifications', label: 'E-mail notifications', help: 'Turns every e-mail from us on or off.' },
  { key: 'message_notifications', label: 'Message notifications', help: 'An e-mail when support answers in chat.' },
  {
    key: 'order_status_notifications',
    label: 'Order status notifications',
    help: 'An e-mail when an order is placed or its status changes.',
  },
];

/** SPEC section 3: three switches, all on until the customer turns one off. */
export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const { enqueueSnackbar } = useSnackbar();

  if (settings.isPending) {
    return SWITCHES.map(({ key }) => <Skeleton key={key} variant="text" height={48} />);
  }
  if (settings.isError) {
    return (
      <RetryAlert
        message={errorMessage(settings.error, AUTH_MSG.notificationsLoadFailed)}
        onRetry={() => void settings.refetch()}
      />
    );
  }

  const change = (key: keyof NotificationSettings, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: (reply) => enqueueSnackbar(reply.message || NOTIFICATION_MSG.updated, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, AUTH_MSG.notificationsUpdateFailed), { variant: 'error' }),
      },
    );

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {SWITCHES.map(({ key, label, help }) => {
        // The other two only matter while e-mails are on at all.
        const off = key !== 'email_notifications' && !settings.data.email_notifications;
        return (
          <Box key={key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Switch
              id={`${key}-switch`}
              checked={settings.data[key]}
              onChange={(event) => change(key, event.target.checked)}
              disabled={update.isPending}
              slotProps={{ input: { 'aria-describedby': `${key}-help` } }}
              sx={{ mt: -0.75, flexShrink: 0 }}
            />
            <Box>
              <Typography component="label" htmlFor={`${key}-switch`} sx={{ cursor: 'pointer' }}>
                {label}
              </Typography>
              <Typography id={`${key}-help`} variant="body2" color="text.secondary">
                {off ? `${help} Off while e-mail notifications are off.` : help}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
