import type { ReactNode } from 'react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** One row of a list the owner edits (finishes, couriers): its fields side by side, stacked on phones. */
export function EditableRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      {children}
    </Stack>
  );
}

type RemoveProps = { label: string; onClick: () => void; disabled?: boolean; sx?: SxProps<Theme> };

/** The bin at the end of a row; `sx` places it beside the row's fields. */
export function RemoveRowButton({
  label,
  onClick,
  disabled,
  sx = { alignSelf: { xs: 'flex-end', sm: 'center' } },
}: RemoveProps) {
  return (
    <IconButton onClick={onClick} aria-label={label} disabled={disabled} sx={sx}>
      <DeleteOutlined />
    </IconButton>
  );
}

/** Adds a row to a list, up to its limit (`full`). */
export function AddRowButton({ label, onAdd, full }: { label: string; onAdd: () => void; full: boolean }) {
  return (
    <Button startIcon={<AddOutlined />} onClick={onAdd} disabled={full} sx={{ mt: 1 }}>
      {label}
    </Button>
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
        <AddRowButton label={addLabel} onAdd={onAdd} full={full} />
      </div>
    </>
  );
}
