import type { ChangeEvent } from 'react';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { RETURNS_MSG, type MonthReturn } from '@steelcut/domain/schemas/returns';
import { EmptyState } from '../../../../components/EmptyState';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { RetryAlert } from '../../../../components/RetryAlert';
import { errorMessage } from '../../../../lib/api-client';
import { useMonthReturn } from '../api/get-month-return';
import { DocumentsCards } from '../components/DocumentsCards';
import { DocumentsTable } from '../components/DocumentsTable';
import { MonthTotals } from '../components/MonthTotals';
import { ReturnDownloads } from '../components/ReturnDownloads';
import { lastMonth, monthLabel, monthParam, thisMonth } from '../lib/month';
import { RETURNS_LABELS } from '../lib/returns-labels';

function MonthDocuments({ month }: { month: MonthReturn }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  if (month.documents.length === 0) {
    return (
      <EmptyState
        icon={<EventBusyOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
        title={RETURNS_MSG.nothing(monthLabel(month.month))}
        description={RETURNS_LABELS.nothingHint}
      />
    );
  }
  return (
    <>
      {month.leftOut.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{RETURNS_LABELS.leftOut}</AlertTitle>
          {month.leftOut.map((reason) => (
            <Typography key={reason} variant="body2">
              {reason}
            </Typography>
          ))}
        </Alert>
      )}
      <Box sx={{ mb: 3 }}>
        <ReturnDownloads month={month.month} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <MonthTotals month={month} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {RETURNS_LABELS.documents}
          </Typography>
          {phone ? <DocumentsCards documents={month.documents} /> : <DocumentsTable documents={month.documents} />}
        </Grid>
      </Grid>
    </>
  );
}

/** Month end: the month's tax invoices and credit notes, their totals, and the files for the GST return and the books. */
export default function AdminReturnsPage() {
  const [params, setParams] = useSearchParams();
  const month = monthParam(params.get('month')) ?? lastMonth();
  const query = useMonthReturn(month);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = monthParam(event.target.value);
    if (chosen) setParams({ month: chosen }, { replace: true });
  };

  return (
    <>
      <PageHeader title={RETURNS_LABELS.title} breadcrumbs={[{ label: RETURNS_LABELS.title }]} />
      <TextField
        id="returns-month"
        type="month"
        label={RETURNS_LABELS.month}
        value={month}
        onChange={choose}
        helperText={RETURNS_LABELS.monthHint}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: thisMonth() },
        }}
        sx={{ mb: 3, minWidth: 220 }}
      />
      {query.isError ? (
        <RetryAlert message={errorMessage(query.error, RETURNS_MSG.loadFailed)} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <PageLoader />
      ) : (
        <Box aria-busy={query.isPlaceholderData} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <MonthDocuments month={query.data} />
        </Box>
      )}
    </>
  );
}
