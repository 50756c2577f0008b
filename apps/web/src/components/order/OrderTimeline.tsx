import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '@steelcut/domain/schemas/billing';
import { SectionCard } from '../SectionCard';
import { BILLING_LABELS } from '../../lib/billing/labels';
import { formatDateTimeIst } from '../../lib/dates';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';

const DOT: Record<HistoryEntry['kind'], string> = {
  placed: 'primary.main',
  status: 'info.main',
  estimate: 'grey.500',
  quote: 'secondary.main',
  payment: 'success.main',
  refund: 'warning.main',
  void: 'error.main',
};

/** What happened to an order, oldest first: placed, status changes, estimate, quotes, payments, refunds, voids. */
export function OrderTimeline({ history }: { history: HistoryEntry[] }) {
  return (
    <SectionCard titleId="order-history-title" title={BILLING_LABELS.history} gutterBottom>
      {history.length === 0 ? (
        <Typography color="text.secondary">{BILLING_MSG.noHistory}</Typography>
      ) : (
        <Box component="ol" aria-label={BILLING_LABELS.history} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {history.map((entry, index) => (
            <Box
              component="li"
              key={`${entry.at}-${index}`}
              data-kind={entry.kind}
              sx={{
                position: 'relative',
                pl: 3,
                pb: index === history.length - 1 ? 0 : 2,
                // The line joining the dots.
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 5,
                  top: 14,
                  bottom: 0,
                  borderLeft: index === history.length - 1 ? 0 : 2,
                  borderColor: 'divider',
                },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 0,
                  top: 5,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: DOT[entry.kind],
                }}
              />
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {entry.text}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <time dateTime={entry.at}>{formatDateTimeIst(entry.at)}</time>
                {entry.by && ` · ${entry.by}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
