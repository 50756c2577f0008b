import { useId } from 'react';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AttentionEntry } from '@steelcut/domain/schemas/dashboard';
import { DispatchMarkChip } from '../../../../components/DispatchMarkChip';
import { paths } from '../../../../config/paths';
import { daysWaiting } from '../lib/dashboard-format';
import { DASHBOARD_LABELS } from '../lib/dashboard-labels';

type Props = {
  title: string;
  entries: AttentionEntry[];
  total: number;
  empty: string;
  /** The list page that holds them all, filtered. */
  allHref: string;
  /** When the list was fetched: the waits are counted to then. */
  now: number;
  /** What follows the order number and name; how long it has waited unless said. */
  detail?: (entry: AttentionEntry, now: number) => string;
};

const waited = (entry: AttentionEntry, now: number) => DASHBOARD_LABELS.waiting(daysWaiting(entry.since, now));

/** One short list of what waits on the owner; each entry opens its page, marked when due today or late. */
export function AttentionList({ title, entries, total, empty, allHref, now, detail = waited }: Props) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5, fontWeight: 600 }}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, py: 0.5 }}
        >
          <CheckCircleOutlineOutlined fontSize="small" color="success" aria-hidden />
          {empty}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{ py: 0.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
              >
                <Link
                  component={RouterLink}
                  to={paths.admin.orderDetails.getHref(entry.id)}
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {DASHBOARD_LABELS.entry(entry.Order_No, entry.customername, detail(entry, now))}
                </Link>
                <DispatchMarkChip mark={entry.dispatchMark} />
              </Box>
            ))}
          </Box>
          {total > entries.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {DASHBOARD_LABELS.more(entries.length, total)} ·{' '}
              <Link component={RouterLink} to={allHref} aria-label={DASHBOARD_LABELS.seeAllOf(title)}>
                {DASHBOARD_LABELS.seeAll}
              </Link>
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
