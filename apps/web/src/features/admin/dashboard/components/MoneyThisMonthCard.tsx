import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import type { MoneyThisMonth } from '@steelcut/domain/schemas/dashboard';
import { formatMonth } from '../lib/dashboard-format';
import { DASHBOARD_LABELS } from '../lib/dashboard-labels';
import { MoneyFigureColumn } from './MoneyFigureColumn';

/** This month in India: invoiced, received less refunds, and the unpaid balance now, each with its orders. */
export function MoneyThisMonthCard({ money }: { money: MoneyThisMonth | undefined }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={!money} sx={{ mb: 4 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {DASHBOARD_LABELS.moneyTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {money ? formatMonth(money.month) : <Skeleton width={120} />}
        </Typography>
        <Grid container spacing={3}>
          {money ? (
            <>
              <Grid size={{ xs: 12, md: 4 }}>
                <MoneyFigureColumn
                  title={DASHBOARD_LABELS.invoiced}
                  hint={DASHBOARD_LABELS.invoicedHint}
                  figure={money.invoiced}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <MoneyFigureColumn
                  title={DASHBOARD_LABELS.received}
                  hint={DASHBOARD_LABELS.receivedHint}
                  figure={money.received}
                  note={
                    money.refundedPaise > 0 ? DASHBOARD_LABELS.refunded(formatRupees(money.refundedPaise)) : undefined
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <MoneyFigureColumn
                  title={DASHBOARD_LABELS.unpaid}
                  hint={DASHBOARD_LABELS.unpaidHint}
                  figure={money.unpaid}
                />
              </Grid>
            </>
          ) : (
            [0, 1, 2].map((column) => (
              <Grid key={column} size={{ xs: 12, md: 4 }}>
                <Skeleton variant="rounded" height={120} />
              </Grid>
            ))
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}
