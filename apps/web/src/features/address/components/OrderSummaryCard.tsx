import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeadTimeTier } from '@steelcut/domain/schemas/lead-times';

/** What the checkout page gives either summary (the cart's or a quotation's) to place the order. */
export type PlacingProps = {
  /** The chosen address's state; null before there is one. */
  deliveryState: string | null;
  placing: boolean;
  placed: boolean;
  /** The server's refusals of the order, one a line. */
  problems: string[];
  onPlace: () => void;
  /** The dispatch tier chosen, and choosing another. */
  tier: LeadTimeTier;
  onTierChange: (tier: LeadTimeTier) => void;
  /** What the customer adds to the order just above 'Place order' (their PO number, and what goes with it). */
  extraFields?: ReactNode;
};

type Props = {
  title: ReactNode;
  loading: boolean;
  /** Names the loading placeholder for a screen reader, when it should be announced. */
  loadingLabel?: string;
  /** The summary itself, once loaded. */
  children: ReactNode;
  /** Below the summary: 'Place order' and what goes with it. */
  actions: ReactNode;
};

/** The checkout's order summary card, beside the addresses: what is ordered, then placing it. */
export function OrderSummaryCard({ title, loading, loadingLabel, children, actions }: Props) {
  return (
    <Card
      component="section"
      aria-labelledby="order-summary-title"
      sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <CardContent>
        <Typography id="order-summary-title" variant="h6" component="h2">
          {title}
        </Typography>
        {loading ? (
          <Stack spacing={1} sx={{ my: 2 }} role={loadingLabel ? 'status' : undefined} aria-label={loadingLabel}>
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
          </Stack>
        ) : (
          children
        )}
        <Divider sx={{ my: 2 }} />
        {actions}
      </CardContent>
    </Card>
  );
}
