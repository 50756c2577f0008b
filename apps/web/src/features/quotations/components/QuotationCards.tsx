import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import { FactList } from '../../../components/FactList';
import { formatDateIst, formatDayIst } from '../../../lib/dates';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';
import { QuotationActions } from './QuotationActions';
import { QuotationStatus } from './QuotationStatus';

/** Narrow screens: one card per quotation. */
export function QuotationCards({ quotations }: { quotations: QuotationView[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={QUOTATION_LABELS.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {quotations.map((quotation) => (
        <li key={quotation.id}>
          <Card>
            <CardContent>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{quotation.number}</Typography>
                <QuotationStatus quotation={quotation} />
              </Box>
              <FactList
                facts={[
                  [QUOTATION_LABELS.date, formatDateIst(quotation.createdAt)],
                  [QUOTATION_LABELS.validUntil, formatDayIst(quotation.validUntil)],
                  [QUOTATION_LABELS.total, formatRupees(quotation.totalPaise)],
                ]}
              />
              <Box sx={{ mt: 1.5 }}>
                <QuotationActions quotation={quotation} />
              </Box>
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
