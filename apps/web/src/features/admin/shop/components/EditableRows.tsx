import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One row of a list the owner edits (finishes, couriers): its fields side by side, stacked on phones. */
export function EditableRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      {children}
    </Stack>
  );
}

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton onClick={onClick} aria-label={label} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
      <DeleteIcon />
    </IconButton>
  );
}

/** Under the rows: what is wrong with the list as a whole, and adding a row up to the limit. */
export function RowsFooter({
  listError,
  addLabel,
  onAdd,
  full,
}: {
  listError: string | undefined;
  addLabel: string;
  onAdd: () => void;
  full: boolean;
}) {
  return (
    <>
      {listError && (
        <Typography variant="body2" color="error" role="alert">
          {listError}
        </Typography>
      )}
      <div>
        <Button startIcon={<AddIcon />} onClick={onAdd} disabled={full}>
          {addLabel}
        </Button>
      </div>
    </>
  );
}
