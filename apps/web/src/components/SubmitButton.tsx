import Button, { type ButtonProps } from '@mui/material/Button';

type Props = Omit<ButtonProps, 'type'> & { pending: boolean };

/** A form's main button: spinner and disabled while the request is in flight. */
export function SubmitButton({ pending, children, ...props }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={pending}
      loadingPosition="start"
      {...props}
    >
      {children}
    </Button>
  );
}
