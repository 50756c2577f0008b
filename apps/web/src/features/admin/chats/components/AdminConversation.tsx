import ArrowBack from '@mui/icons-material/ArrowBack';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ChatUserView } from '@steelcut/domain/schemas/chat';
import { ChatConversation } from '../../../../components/chat/ChatConversation';
import { flattenPages, useMessages } from '../../../../lib/chat/get-messages';
import { ADMIN_CHAT_LABELS } from '../../shared/lib/chat-labels';

type Props = {
  customerId: number;
  /** From the customer list; undefined when the link names someone the list does not show. */
  customer: ChatUserView | undefined;
  /** Phones show one pane at a time: this goes back to the list. */
  onBack?: () => void;
};

/** The admin's side of one customer's conversation, all orders together. */
export function AdminConversation({ customerId, customer, onBack }: Props) {
  // The same query ChatConversation shows: a customer the list does not hold is named by their messages.
  const messages = flattenPages(useMessages({ customerId, orderId: null }).data);
  const name =
    customer?.name ||
    messages.find((message) => message.sender_id === customerId)?.sender_name ||
    ADMIN_CHAT_LABELS.customer(customerId);
  const contact = [customer?.email, customer?.mobileNumber].filter(Boolean).join(' · ');
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        {onBack && (
          <IconButton onClick={onBack} aria-label={ADMIN_CHAT_LABELS.back} edge="start">
            <ArrowBack />
          </IconButton>
        )}
        <Avatar alt="">{name.charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {name}
          </Typography>
          {contact && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {contact}
            </Typography>
          )}
        </Box>
      </Box>
      <ChatConversation
        key={customerId}
        conversation={{ customerId, orderId: null }}
        newMessageOrderId={null}
        listHeight={{ xs: 'max(240px, calc(100vh - 380px))', md: 460 }}
      />
    </Box>
  );
}
