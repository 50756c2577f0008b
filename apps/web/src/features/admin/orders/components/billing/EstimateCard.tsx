import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import type { AmountView } from '@steelcut/domain/schemas/billing';
import type { OrderItemView } from '@steelcut/domain/schemas/views';
import { AmountFigures, FigureRow } from '../../../../../components/order/AmountFigures';
import { SectionCard } from '../../../../../components/SectionCard';
import { BILLING_LABELS } from '../../../../../lib/billing/labels';
import { formatDateTimeIst } from '../../../../../lib/dates';
import { PRICE_LABELS } from '../../../../../lib/pricing/labels';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';

type Lines = NonNullable<AmountView['lines']>;

/** Each part as it was priced when the order was placed, and what the minimum order added. */
function EstimateLines({
  lines,
  items,
  goodsPaise,
}: {
  lines: Lines;
  items: OrderItemView[];
  /** The subtotal less any dispatch surcharge (shown with the figures). */
  goodsPaise: number;
}) {
  const topUp = goodsPaise - lines.reduce((sum, line) => sum + line.linePaise, 0);
  return (
    <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line, index) => {
        const item = items[index];
        return (
          <Box component="li" key={index} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {ADMIN_BILLING_LABELS.line(index + 1, item?.shape_name ?? '')}
              </Typography>
              {item && (
                <Typography variant="caption" color="text.secondary">
                  {PRICE_LABELS.times(item.quantity, formatRupees(line.unitPaise), line.discountPercent)}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatRupees(line.linePaise)}
            </Typography>
          </Box>
        );
      })}
      {topUp > 0 && (
        <li>
          <FigureRow label={PRICE_LABELS.minimumTopUp} paise={topUp} />
        </li>
      )}
    </Stack>
  );
}

/** The estimate the customer saw when ordering, at the shop's rates of that day. */
export function EstimateCard({ estimate, items }: { estimate: AmountView | null; items: OrderItemView[] }) {
  return (
    <SectionCard titleId="estimate-title" title={BILLING_LABELS.estimate}>
      {!estimate ? (
        <Typography color="text.secondary">{BILLING_MSG.noEstimate}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="caption" color="text.secondary">
            {formatDateTimeIst(estimate.createdAt)}
          </Typography>
          {estimate.lines && estimate.lines.length > 0 && (
            <>
              <EstimateLines
                lines={estimate.lines}
                items={items}
                goodsPaise={estimate.subtotalPaise - estimate.surchargePaise}
              />
              <Divider />
            </>
          )}
          <AmountFigures amount={estimate} />
        </Stack>
      )}
    </SectionCard>
  );
}
