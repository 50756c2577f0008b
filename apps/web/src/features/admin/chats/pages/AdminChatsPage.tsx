import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useChatUsers } from '../api/get-chat-users';
import { ADMIN_CHAT_LABELS } from '../../shared/lib/chat-labels';
import { AdminConversation } from '../components/AdminConversation';
import { ChatUsersPanel } from '../components/ChatUsersPanel';
import { SEARCH_DEBOUNCE_MS } from '../../shared/components/OrdersTableToolbar';

function userIdFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('user'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** SPEC section 2 '/admin/chats': the customers on the left, the chosen conversation on the right (?user=<id>). */
export default function AdminChatsPage() {
  const [params, setParams] = useSearchParams();
  const selected = userIdFrom(params);
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const users = useChatUsers(search);
  const customer = users.data?.find((user) => user.id === selected);
  const showList = !narrow || selected === null;
  const showConversation = !narrow || selected !== null;

  return (
    <>
      <PageHeader title={ADMIN_CHAT_LABELS.title} breadcrumbs={[{ label: ADMIN_CHAT_LABELS.title }]} />
      <Paper variant="outlined" sx={{ display: 'flex', minHeight: { md: 640 }, overflow: 'hidden' }}>
        {showList && (
          <Box
            component="section"
            aria-label={ADMIN_CHAT_LABELS.customers}
            sx={{
              width: { xs: '100%', md: 340 },
              flexShrink: 0,
              display: 'flex',
              flexDirection: 'column',
              borderRight: { md: 1 },
              borderColor: { md: 'divider' },
              maxHeight: { md: 720 },
            }}
          >
            <ChatUsersPanel
              text={text}
              search={search}
              onText={setText}
              users={users}
              selectedId={selected}
              onSelect={(id) => setParams({ user: String(id) })}
            />
          </Box>
        )}
        {showConversation && (
          <Box component="section" aria-label={ADMIN_CHAT_LABELS.conversation} sx={{ flexGrow: 1, minWidth: 0 }}>
            {selected === null ? (
              <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
                {ADMIN_CHAT_LABELS.choose}
              </Typography>
            ) : (
              <AdminConversation
                customerId={selected}
                customer={customer}
                onBack={narrow ? () => setParams({}) : undefined}
              />
            )}
          </Box>
        )}
      </Paper>
    </>
  );
}
