import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CHAT_MSG, type MessageView } from '@steelcut/domain/schemas/chat';
import { CHAT_LABELS } from './labels';
import { MessageItem } from './MessageItem';

export type ListHeight = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number | string>>;

type Props = {
  messages: readonly MessageView[];
  /** This side of the conversation: its messages sit on the right. */
  selfId: number | null;
  loading: boolean;
  emptyText?: string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The list scrolls inside this height: a number of px, a CSS length, or one per breakpoint. */
  height: ListHeight;
};

/** The conversation, oldest first, scrolled to the newest message whenever one arrives. */
export function MessageList({
  messages,
  selfId,
  loading,
  emptyText,
  hasEarlier,
  loadingEarlier,
  onLoadEarlier,
  height,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    const box = scroller.current;
    if (box && newestId !== undefined) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  const centred = { m: 'auto', p: 2, textAlign: 'center' } as const;
  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={CHAT_LABELS.log}
      aria-busy={loading}
      tabIndex={0}
      sx={{
        height,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: { xs: 1.5, sm: 2 },
        bgcolor: 'background.default',
        borderRadius: 1,
        outlineOffset: -2,
      }}
    >
      {loading ? (
        <Typography color="text.secondary" sx={centred}>
          {CHAT_MSG.loading}
        </Typography>
      ) : messages.length === 0 ? (
        <Typography color="text.secondary" sx={centred}>
          {emptyText ?? CHAT_MSG.empty}
        </Typography>
      ) : (
        <>
          {hasEarlier && (
            <Button size="small" onClick={onLoadEarlier} loading={loadingEarlier} sx={{ alignSelf: 'center' }}>
              {CHAT_LABELS.loadEarlier}
            </Button>
          )}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} own={message.sender_id === selfId} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
