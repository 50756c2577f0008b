import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useSnackbar } from 'notistack';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { chatSelfId, conversationParties, type Conversation } from '../../lib/chat/conversation';
import { flattenPages, useMessages } from '../../lib/chat/get-messages';
import { useSendMessage } from '../../lib/chat/send-message';
import { useMarkConversationRead } from './use-mark-conversation-read';
import { RetryAlert } from '../RetryAlert';
import { ChatComposer, type ChatDraft } from './ChatComposer';
import { MessageList, type ListHeight } from './MessageList';

type Props = {
  /** null when the customer is unknown: nothing to show, and sending says so. */
  conversation: Conversation | null;
  /** The order new messages are about; null for a general message. */
  newMessageOrderId: number | null;
  emptyText?: string;
  listHeight?: ListHeight;
  /** Shown above the message field. */
  composerHeader?: ReactNode;
};

/** A conversation with Support as both sides see it: the messages, marked read while shown, and the composer. */
export function ChatConversation({ conversation, newMessageOrderId, emptyText, listHeight, composerHeader }: Props) {
  const { user } = useAuth();
  const selfId = user ? chatSelfId(user) : null;
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  const query = useMessages(conversation);
  const send = useSendMessage(setProgress);
  const messages = flattenPages(query.data);
  useMarkConversationRead(conversation, messages, selfId);

  const onSend = async ({ text, file }: ChatDraft): Promise<boolean> => {
    if (!conversation || selfId === null) {
      enqueueSnackbar(CHAT_MSG.customerMissing, { variant: 'error' });
      return false;
    }
    const { self, other } = conversationParties(conversation, selfId);
    setProgress(file ? 0 : null);
    try {
      await send.mutateAsync({ senderId: self, receiverId: other, text, orderId: newMessageOrderId, file });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error, CHAT_MSG.sendFailed), { variant: 'error' });
      return false;
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      {query.isError ? (
        <RetryAlert message={errorMessage(query.error, CHAT_MSG.loadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <MessageList
          messages={messages}
          selfId={selfId}
          loading={conversation !== null && query.isPending}
          emptyText={emptyText}
          hasEarlier={query.hasNextPage}
          loadingEarlier={query.isFetchingNextPage}
          onLoadEarlier={() => void query.fetchNextPage()}
          height={listHeight ?? { xs: '55vh', md: 480 }}
        />
      )}
      <ChatComposer onSend={onSend} sending={send.isPending} progress={progress} header={composerHeader} />
    </Box>
  );
}
