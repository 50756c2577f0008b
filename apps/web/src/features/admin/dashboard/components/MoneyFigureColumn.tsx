import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '@steelcut/domain/money';
import type { MoneyFigure } from '@steelcut/domain/schemas/dashboard';
import { paths } from '../../../../config/paths';
import { DASHBOARD_LABELS } from '../lib/dashboard-labels';

type Props = { title: string; hint: string; figure: MoneyFigure; note?: string };

/** One sum of the month, with how many orders make it and the largest of them, each linked. */
export function MoneyFigureColumn({ title, hint, figure, note }: Props) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {hint}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(figure.totalPaise)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {DASHBOARD_LABELS.orderCount(figure.ordersTotal)}
        {note && ` · ${note}`}
      </Typography>
      {figure.orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {DASHBOARD_LABELS.noMoneyOrders}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
          {figure.orders.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5 }}
            >
              <Link
                component={RouterLink}
                to={paths.admin.orderDetails.getHref(entry.id)}
                variant="body2"
                sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {DASHBOARD_LABELS.moneyEntry(entry.Order_No, entry.customername)}
              </Link>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatRupees(entry.amountPaise)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {figure.ordersTotal > figure.orders.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {DASHBOARD_LABELS.more(figure.orders.length, figure.ordersTotal)}
        </Typography>
      )}
    </Box>
  );
}
