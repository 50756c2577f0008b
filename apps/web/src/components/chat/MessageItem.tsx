import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { SUPPORT_ID, senderDisplayName, type MessageView } from '@steelcut/domain/schemas/chat';
import { formatChatTimeIst } from '../../lib/dates';
import { apiFileUrl } from '../../lib/files';
import { useTradingName } from '../../lib/shop';
import { CHAT_LABELS } from './labels';
import { MessageAttachment } from './MessageAttachment';

function SenderAvatar({ message, name }: { message: MessageView; name: string }) {
  if (message.sender_id === SUPPORT_ID) {
    return (
      <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
        <SupportAgentOutlined />
      </Avatar>
    );
  }
  return (
    <Avatar src={message.sender_avatar ? apiFileUrl(message.sender_avatar) : undefined} alt="" aria-hidden>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** One message: who sent it and when, its text with its line breaks, the order it is about, its file. */
export function MessageItem({ message, own }: { message: MessageView; own: boolean }) {
  const tradingName = useTradingName();
  const name = senderDisplayName(message.sender_id, message.sender_name, tradingName);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, flexDirection: own ? 'row-reverse' : 'row', alignItems: 'flex-start' }}
    >
      <SenderAvatar message={message} name={name} />
      <Box sx={{ minWidth: 0, maxWidth: { xs: 'calc(100% - 52px)', sm: '75%' } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1,
            alignItems: 'baseline',
            justifyContent: own ? 'flex-end' : 'flex-start',
          }}
        >
          <Typography variant="subtitle2" component="span">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={message.created_at}>
            {formatChatTimeIst(message.created_at)}
          </Typography>
        </Box>
        <Box
          sx={{
            mt: 0.5,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: (theme) => (own ? alpha(theme.palette.primary.main, 0.08) : theme.palette.grey[100]),
            border: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1,
          }}
        >
          {message.order_no && (
            <Chip size="small" color="primary" variant="outlined" label={CHAT_LABELS.order(message.order_no)} />
          )}
          {message.message && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Typography>
          )}
          {message.attachment && <MessageAttachment attachment={message.attachment} />}
        </Box>
      </Box>
    </Box>
  );
}
