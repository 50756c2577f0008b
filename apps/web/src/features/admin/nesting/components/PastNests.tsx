import { useState } from 'react';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EmptyState } from '../../../../components/EmptyState';
import { PageLoader } from '../../../../components/PageLoader';
import { RetryAlert } from '../../../../components/RetryAlert';
import { errorMessage } from '../../../../lib/api-client';
import { useNests } from '../api/get-nests';
import { NESTING_LABELS } from '../lib/nesting-labels';
import { OpenedNest } from './OpenedNest';
import { PastNestsCards } from './PastNestsCards';
import { PastNestsTable } from './PastNestsTable';

/** The nests kept so far, newest first (a table, cards on a phone); one opened shows its sheets below. */
export function PastNests() {
  const nests = useNests();
  const [openId, setOpenId] = useState<number | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const list = nests.data?.nests ?? [];
  return (
    <Box component="section" aria-labelledby="past-nests-title" sx={{ mt: 4 }}>
      <Typography id="past-nests-title" variant="h6" component="h2">
        {NESTING_LABELS.pastNests}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {NESTING_LABELS.pastNestsHint}
      </Typography>
      {nests.isError ? (
        <RetryAlert
          message={errorMessage(nests.error, NESTING_LABELS.nestsFailed)}
          onRetry={() => void nests.refetch()}
        />
      ) : !nests.data ? (
        <PageLoader />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<HistoryOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
          title={NESTING_LABELS.noNests}
          description={NESTING_LABELS.noNestsHint}
        />
      ) : phone ? (
        <PastNestsCards nests={list} onOpen={setOpenId} />
      ) : (
        <PastNestsTable nests={list} onOpen={setOpenId} />
      )}
      {openId !== null && <OpenedNest key={openId} id={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
}
