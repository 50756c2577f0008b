import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ChatUserView } from '@steelcut/domain/schemas/chat';
import { formatChatTimeIst } from '../../../../lib/dates';
import { apiFileUrl } from '../../../../lib/files';
import { ADMIN_CHAT_LABELS } from '../../shared/lib/chat-labels';

type Props = { users: readonly ChatUserView[]; selectedId: number | null; onSelect: (id: number) => void };

/** The customers, newest chat activity first: initial, name, last message and its time, unread count. */
export function ChatUserList({ users, selectedId, onSelect }: Props) {
  return (
    <List aria-label={ADMIN_CHAT_LABELS.customers} disablePadding>
      {users.map((user) => (
        <ListItem key={user.id} disablePadding divider>
          <ListItemButton
            selected={user.id === selectedId}
            aria-current={user.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(user.id)}
            sx={{ alignItems: 'flex-start', gap: 0.5 }}
          >
            <ListItemAvatar sx={{ mt: 0.5 }}>
              <Avatar src={user.avatar ? apiFileUrl(user.avatar) : undefined} alt="">
                {user.name.charAt(0).toUpperCase()}
              </Avatar>
            </ListItemAvatar>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography
                  variant="subtitle2"
                  component="span"
                  noWrap
                  sx={{ flexGrow: 1, fontWeight: user.unreadCount ? 700 : 600 }}
                >
                  {user.name}
                </Typography>
                {user.unreadCount > 0 && (
                  <Chip
                    size="small"
                    color="success"
                    label={user.unreadCount}
                    aria-label={ADMIN_CHAT_LABELS.unread(user.unreadCount)}
                  />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.lastMessage}
              </Typography>
              {user.lastMessageAt && (
                <Typography variant="caption" color="text.secondary" component="time" dateTime={user.lastMessageAt}>
                  {formatChatTimeIst(user.lastMessageAt)}
                </Typography>
              )}
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
