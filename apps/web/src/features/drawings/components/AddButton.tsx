import Button from '@mui/material/Button';

type Props = {
  label: string;
  onClick: () => void;
  /** The add is under way: the button shows it turning. */
  pending: boolean;
  disabled: boolean;
};

/** The order panel's one large button that puts the drawing's parts in the cart. */
export function AddButton({ label, onClick, pending, disabled }: Props) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      onClick={onClick}
      loading={pending}
      loadingPosition="start"
      disabled={disabled}
      sx={{ mt: 2 }}
    >
      {label}
    </Button>
  );
}
