import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import AttachFile from '@mui/icons-material/AttachFile';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { CHAT_ATTACHMENT, CHAT_MSG, chatDraftError } from '@steelcut/domain/schemas/chat';
import { formatFileSize } from '../../lib/files';
import { CHAT_LABELS } from './labels';

export type ChatDraft = { text: string; file: File | null };

type Props = {
  /** Sends the draft; true when it was sent (the draft clears), false to keep it for another try. */
  onSend: (draft: ChatDraft) => Promise<boolean>;
  sending: boolean;
  /** 0 to 1 while an attachment uploads; null otherwise. */
  progress: number | null;
  /** Shown above the message field, e.g. which order the message is about. */
  header?: ReactNode;
};

/** SPEC section 2: a 90 px textarea, one attachment with 'Remove', 'Submit'; Enter sends, Shift+Enter breaks the line. */
export function ChatComposer({ onSend, sending, progress, header }: Props) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (sending) return;
    const problem = chatDraftError(text, file !== null);
    if (problem) {
      setError(problem);
      textArea.current?.focus();
      return;
    }
    setError(undefined);
    const sentText = text;
    const sentFile = file;
    if (await onSend({ text: sentText.trim(), file: sentFile })) {
      // Only what went: a next message typed or picked while this one was on its way stays.
      setText((current) => (current === sentText ? '' : current));
      setFile((current) => (current === sentFile ? null : current));
    }
  };

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > CHAT_ATTACHMENT.maxBytes) {
      setError(CHAT_MSG.tooLarge);
      return;
    }
    setError(undefined);
    setFile(picked);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={CHAT_LABELS.composer} sx={{ mt: 2 }}>
      {header}
      <TextField
        multiline
        margin="none"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error === CHAT_MSG.required) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        placeholder={CHAT_MSG.placeholder}
        error={Boolean(error)}
        helperText={error}
        inputRef={textArea}
        slotProps={{
          // A plain textarea of a fixed height (SPEC: 90 px); MUI's autosize would resize it.
          input: { inputComponent: 'textarea' },
          htmlInput: { 'aria-label': CHAT_LABELS.message, rows: 3, style: { height: 90 } },
          formHelperText: { role: 'alert' },
        }}
        sx={{ '& textarea': { overflowY: 'auto', resize: 'none' } }}
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label={CHAT_LABELS.attachmentInput}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button startIcon={<AttachFile />} onClick={() => fileInput.current?.click()} disabled={sending}>
          {CHAT_LABELS.attach}
        </Button>
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
            <Chip
              icon={<InsertDriveFileOutlined />}
              label={`${file.name} (${formatFileSize(file.size)})`}
              title={file.name}
              sx={{ maxWidth: { xs: 200, sm: 320 } }}
            />
            <Button size="small" color="inherit" onClick={() => setFile(null)} disabled={sending}>
              {CHAT_LABELS.remove}
            </Button>
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" endIcon={<SendOutlined />} loading={sending} loadingPosition="end">
          {CHAT_LABELS.submit}
        </Button>
      </Box>
      {sending && (
        <LinearProgress
          aria-label={CHAT_LABELS.sending}
          variant={progress === null ? 'indeterminate' : 'determinate'}
          value={progress === null ? undefined : Math.round(progress * 100)}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
