import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NESTING_MSG } from '@steelcut/domain/schemas/nesting';
import { PageLoader } from '../../../../components/PageLoader';
import { RetryAlert } from '../../../../components/RetryAlert';
import { errorMessage } from '../../../../lib/api-client';
import { useNest } from '../api/get-nest';
import { NESTING_LABELS } from '../lib/nesting-labels';
import { NestSheets } from './NestSheets';
import { pastNestFacts } from './past-nest-facts';

/** A kept nest opened from the list: its sheets as pictures with their DXF and PDF, as a fresh nest shows them. */
export function OpenedNest({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useNest(id);
  const top = useRef<HTMLDivElement>(null);
  const nest = query.data?.nest;
  // The list may be long: bring the opened nest into view once it has come.
  useEffect(() => {
    if (nest) top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [nest]);
  if (query.isError) {
    return (
      <Box sx={{ mt: 2 }}>
        <RetryAlert message={errorMessage(query.error, NESTING_MSG.failed)} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  if (!nest) return <PageLoader />;
  const facts = pastNestFacts(nest);
  return (
    <Box ref={top} component="section" aria-label={NESTING_LABELS.nestOf(facts.date, facts.plate)} sx={{ mt: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h3">
            {NESTING_LABELS.nestOf(facts.date, facts.plate)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {NESTING_LABELS.sheetsNeeded(nest.sheets.length)} · {NESTING_LABELS.utilisation(nest.utilisation)} ·{' '}
            {facts.state}
          </Typography>
        </Box>
        <Button onClick={onClose}>{NESTING_LABELS.close}</Button>
      </Stack>
      {nest.unplaced.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {NESTING_LABELS.unplaced(nest.unplaced.length)}: {NESTING_MSG.unplaced}
        </Alert>
      )}
      <NestSheets nest={nest} />
    </Box>
  );
}
