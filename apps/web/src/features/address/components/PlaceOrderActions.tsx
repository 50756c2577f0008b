import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PlacingProps } from './OrderSummaryCard';

type Props = {
  /** The checkout's order being placed: its fields, the action, its state and the server's refusals. */
  order: PlacingProps;
  /** Why the shop cannot take the order as it stands (delivery refused, quotation expired…). */
  refusal: string | null | undefined;
  refusalId: string;
  disabled: boolean;
  /** Ids of other notes that say why the button waits, beside the refusal. */
  describedBy?: string;
  /** Under the button, above the problems. */
  note?: ReactNode;
};

/** The end of the checkout's summary: a refusal, the order's fields, 'Place order' and what went wrong. */
export function PlaceOrderActions({ order, refusal, refusalId, disabled, describedBy, note }: Props) {
  const { extraFields, onPlace, placing, problems } = order;
  const described = [describedBy, refusal ? refusalId : undefined].filter(Boolean).join(' ');
  return (
    <>
      {refusal && (
        <Alert severity="warning" id={refusalId} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {extraFields}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onPlace}
        loading={placing}
        loadingPosition="start"
        disabled={disabled || Boolean(refusal)}
        aria-describedby={described || undefined}
      >
        Place order
      </Button>
      {note}
      {problems.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
