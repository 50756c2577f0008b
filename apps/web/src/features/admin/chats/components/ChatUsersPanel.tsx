import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { RetryAlert } from '../../../../components/RetryAlert';
import { errorMessage } from '../../../../lib/api-client';
import type { useChatUsers } from '../api/get-chat-users';
import { ADMIN_CHAT_LABELS } from '../../shared/lib/chat-labels';
import { ChatUserList } from './ChatUserList';

type Props = {
  /** What is typed; `search` is what the list was asked for (applied after typing pauses). */
  text: string;
  search: string;
  onText: (text: string) => void;
  users: ReturnType<typeof useChatUsers>;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** The search box (matched by the server on name, e-mail and phone) and the customers found. */
export function ChatUsersPanel({ text, search, onText, users, selectedId, onSelect }: Props) {
  const body = () => {
    if (users.isPending) {
      return (
        <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress size={28} />
        </Box>
      );
    }
    if (users.isError) {
      return (
        <RetryAlert message={errorMessage(users.error, CHAT_MSG.usersFailed)} onRetry={() => void users.refetch()} />
      );
    }
    if (users.data.length === 0) {
      return (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {search ? CHAT_MSG.noUsersFound : CHAT_MSG.noUsers}
        </Typography>
      );
    }
    return (
      <Box aria-busy={users.isPlaceholderData} sx={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
        <ChatUserList users={users.data} selectedId={selectedId} onSelect={onSelect} />
      </Box>
    );
  };

  return (
    <>
      <Box role="search" sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          type="search"
          size="small"
          margin="none"
          label={ADMIN_CHAT_LABELS.search}
          placeholder={ADMIN_CHAT_LABELS.searchHint}
          value={text}
          onChange={(event) => onText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>{body()}</Box>
    </>
  );
}
