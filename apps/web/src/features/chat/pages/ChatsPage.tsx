import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useSearchParams } from 'react-router';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { ChatConversation } from '../../../components/chat/ChatConversation';
import { PageHeader } from '../../../components/PageHeader';
import { useAuth } from '../../../lib/auth-store';
import { useChatOrders } from '../api/get-chat-orders';
import { OrderSelect } from '../components/OrderSelect';
import { CHAT_PAGE_LABELS } from '../messages';

function orderIdFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('order'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function CustomerChat({ customerId }: { customerId: number }) {
  const [params, setParams] = useSearchParams();
  const orders = useChatOrders(customerId);
  const requested = orderIdFrom(params);
  // An order that is not among the customer's falls back to General.
  const orderId = orders.isSuccess && !orders.data.some((order) => order.id === requested) ? null : requested;

  const choose = (id: number | null) => setParams(id === null ? {} : { order: String(id) }, { replace: true });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <ChatConversation
        conversation={{ customerId, orderId: null }}
        newMessageOrderId={orderId}
        composerHeader={
          <OrderSelect orders={orders.data ?? []} loading={orders.isPending} value={orderId} onChange={choose} />
        }
      />
    </Paper>
  );
}

/** SPEC section 2 '/chats': the customer's conversation with Support, optionally about one order. */
export default function ChatsPage() {
  const { user, isAuthenticated } = useAuth();
  return (
    <>
      <PageHeader title={CHAT_PAGE_LABELS.title} breadcrumbs={[{ label: CHAT_PAGE_LABELS.title }]} />
      {isAuthenticated && user ? (
        <CustomerChat customerId={user.id} />
      ) : (
        <Alert severity="info">{CHAT_MSG.loginRequired}</Alert>
      )}
    </>
  );
}
