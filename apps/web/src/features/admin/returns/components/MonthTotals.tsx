import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import type { MonthReturn } from '@steelcut/domain/schemas/returns';
import { RETURNS_LABELS } from '../lib/returns-labels';

type Figures = MonthReturn['net'] & { count?: number };

function FiguresCard({ title, figures, emphasis }: { title: string; figures: Figures; emphasis?: boolean }) {
  const titleId = useId();
  const rows: [string, number][] = [
    [RETURNS_LABELS.taxable, figures.taxablePaise],
    [RETURNS_LABELS.cgst, figures.cgstPaise],
    [RETURNS_LABELS.sgst, figures.sgstPaise],
    [RETURNS_LABELS.igst, figures.igstPaise],
    [RETURNS_LABELS.total, figures.totalPaise],
  ];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={emphasis ? { borderColor: 'primary.main' } : undefined}
    >
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {figures.count !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {RETURNS_LABELS.count(figures.count)}
            </Typography>
          )}
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {rows.map(([label, paise]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box
                component="dt"
                sx={{ color: 'text.secondary', fontWeight: label === RETURNS_LABELS.total ? 600 : 400 }}
              >
                {label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  textAlign: 'right',
                  fontVariantNumeric: 'tabular-nums',
                  fontWeight: label === RETURNS_LABELS.total ? 600 : 400,
                }}
              >
                {formatRupees(paise)}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The month's invoices, its credit notes, and what the returns add up to. */
export function MonthTotals({ month }: { month: MonthReturn }) {
  return (
    <Stack spacing={2} component="section" aria-label={RETURNS_LABELS.totals}>
      <FiguresCard title={RETURNS_LABELS.invoices} figures={month.invoices} />
      <FiguresCard title={RETURNS_LABELS.creditNotes} figures={month.creditNotes} />
      <FiguresCard title={RETURNS_LABELS.net} figures={month.net} emphasis />
    </Stack>
  );
}
