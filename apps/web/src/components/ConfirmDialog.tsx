import { useId, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLastShown } from '../hooks/use-last-shown';

type Props<T> = {
  /** What is asked about (an item, a lead, the server's refusal); null: closed. */
  subject: T | null;
  title: string | ((subject: T) => string);
  text: (subject: T) => ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Removes or voids something: the confirm button is red and, with nothing to fill in, Cancel has the focus. */
  danger?: boolean;
  pending: boolean;
  onConfirm: (subject: T) => void;
  onCancel: () => void;
  /** Fields to fill in under the text (a reason); confirming submits them. */
  children?: ReactNode;
};

/** A yes-or-no before something is done (removed, voided, converted, sent past a limit). */
export function ConfirmDialog<T>({
  subject,
  title,
  text,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  pending,
  onConfirm,
  onCancel,
  children,
}: Props<T>) {
  const id = useId();
  // The subject stays on screen while the dialog fades out after it went back to null.
  const shown = useLastShown(subject);
  const submit = (event: FormEvent) => {
    // Rendered in a portal, yet React bubbles the submit to a form around the dialog's owner.
    event.preventDefault();
    event.stopPropagation();
    if (subject !== null) onConfirm(subject);
  };
  return (
    <Dialog
      open={subject !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="xs"
    >
      {shown !== null && (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={`${id}-title`}>{typeof title === 'string' ? title : title(shown)}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-text`}>{text(shown)}</DialogContentText>
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={pending} autoFocus={danger && !children}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
