import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { ChatConversation } from '../../../../components/chat/ChatConversation';
import { paths } from '../../../../config/paths';
import { ADMIN_CHAT_LABELS } from '../../shared/lib/chat-labels';

/** The per-order chat (SPEC section 2): this order's messages with its customer, read when shown. */
export function OrderMessagesCard({ order }: { order: OrderView }) {
  // An order without its customer cannot be answered: sending says so (SPEC section 8).
  const customerId = order.customerid > 0 ? order.customerid : null;
  return (
    <Card component="section" aria-labelledby="order-messages-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id="order-messages-title" variant="h6" component="h2">
            {ADMIN_CHAT_LABELS.orderMessages}
          </Typography>
          {customerId !== null && (
            <Link
              component={RouterLink}
              to={paths.admin.chats.getHref(customerId)}
              aria-label={ADMIN_CHAT_LABELS.allMessagesWith(order.customername)}
              variant="body2"
            >
              {ADMIN_CHAT_LABELS.allMessages}
            </Link>
          )}
        </Box>
        <ChatConversation
          conversation={customerId === null ? null : { customerId, orderId: order.id }}
          newMessageOrderId={order.id}
          emptyText={CHAT_MSG.emptyShort}
          listHeight={{ xs: 320, md: 360 }}
        />
      </CardContent>
    </Card>
  );
}
