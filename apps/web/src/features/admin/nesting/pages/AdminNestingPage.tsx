import { useState, type ChangeEvent } from 'react';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MATERIAL_NAMES, THICKNESS_MM } from '@steelcut/domain/materials';
import { NESTING_MSG, type Nest } from '@steelcut/domain/schemas/nesting';
import { EmptyState } from '../../../../components/EmptyState';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { RetryAlert } from '../../../../components/RetryAlert';
import { errorMessage } from '../../../../lib/api-client';
import { useCreateNest } from '../api/create-nest';
import { useWaitingLines } from '../api/get-waiting-lines';
import { useNestInUse } from '../api/put-nest-in-use';
import { NestSheets } from '../components/NestSheets';
import { PastNests } from '../components/PastNests';
import { WaitingLines } from '../components/WaitingLines';
import { NESTING_LABELS } from '../lib/nesting-labels';

/** A thickness the shop cuts, or undefined while the field holds something else. */
function thicknessOf(text: string): number | undefined {
  const mm = Number(text);
  return text.trim() !== '' && mm >= THICKNESS_MM.min && mm <= THICKNESS_MM.max ? mm : undefined;
}

/** The floor's day: one plate's waiting lines nested on the shop's sheets, looked at, and used. */
export default function AdminNestingPage() {
  const [material, setMaterial] = useState<string>(MATERIAL_NAMES[0]!);
  const [thicknessText, setThicknessText] = useState('2');
  const thicknessMm = thicknessOf(thicknessText);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const [nest, setNest] = useState<Nest | null>(null);
  const waiting = useWaitingLines(material, thicknessMm);
  const create = useCreateNest();
  const use = useNestInUse();

  const choosePlate = (change: () => void) => {
    change();
    setLeftOut(new Set());
    setNest(null);
    create.reset();
    use.reset();
  };
  const toggle = (orderId: number) =>
    setLeftOut((before) => {
      const after = new Set(before);
      if (!after.delete(orderId)) after.add(orderId);
      return after;
    });
  const lines = waiting.data?.lines ?? [];
  const orderIds = [...new Set(lines.map((line) => line.orderId))].filter((id) => !leftOut.has(id));
  const runNest = () => {
    use.reset();
    create.mutate(
      { material, thicknessMm: thicknessMm!, ...(leftOut.size > 0 ? { orderIds } : {}) },
      { onSuccess: ({ nest: made }) => setNest(made) },
    );
  };
  const useThis = () => nest && use.mutate(nest.id, { onSuccess: ({ nest: kept }) => setNest(kept) });

  return (
    <>
      <PageHeader title={NESTING_LABELS.title} breadcrumbs={[{ label: NESTING_LABELS.title }]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          id="nesting-grade"
          select
          label={NESTING_LABELS.grade}
          value={material}
          onChange={(event: ChangeEvent<HTMLInputElement>) => choosePlate(() => setMaterial(event.target.value))}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          {MATERIAL_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="nesting-thickness"
          label={NESTING_LABELS.thickness}
          value={thicknessText}
          onChange={(event) => choosePlate(() => setThicknessText(event.target.value))}
          error={thicknessMm === undefined}
          helperText={thicknessMm === undefined ? NESTING_MSG.thickness : NESTING_LABELS.thicknessHint}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
      </Stack>

      <Typography variant="h6" component="h2">
        {NESTING_LABELS.waiting}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {NESTING_LABELS.waitingHint}
      </Typography>
      {thicknessMm === undefined ? null : waiting.isError ? (
        <RetryAlert message={errorMessage(waiting.error, NESTING_MSG.failed)} onRetry={() => void waiting.refetch()} />
      ) : !waiting.data ? (
        <PageLoader />
      ) : lines.length === 0 ? (
        <EmptyState
          icon={<GridViewOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
          title={NESTING_LABELS.nothingWaiting}
          description={NESTING_LABELS.nothingWaitingHint}
        />
      ) : (
        <>
          <WaitingLines lines={lines} leftOut={leftOut} onToggle={toggle} />
          <Box sx={{ my: 2 }}>
            <Button
              variant="contained"
              onClick={runNest}
              disabled={create.isPending || orderIds.length === 0 || nest?.status === 'used'}
            >
              {NESTING_LABELS.nest}
            </Button>
          </Box>
        </>
      )}
      {create.isPending && (
        <Box role="status" sx={{ my: 2 }}>
          <Typography variant="body2">{NESTING_LABELS.nesting}</Typography>
          <LinearProgress sx={{ mt: 1 }} />
        </Box>
      )}
      {create.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorMessage(create.error, NESTING_MSG.failed)}
        </Alert>
      )}
      {nest && <NestOutcome nest={nest} onUse={useThis} using={use.isPending} error={use.error} />}
      <PastNests />
    </>
  );
}

function NestOutcome({
  nest,
  onUse,
  using,
  error,
}: {
  nest: Nest;
  onUse: () => void;
  using: boolean;
  error: Error | null;
}) {
  return (
    <Box component="section" aria-label={NESTING_LABELS.title} sx={{ mt: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {NESTING_LABELS.sheetsNeeded(nest.sheets.length)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {NESTING_LABELS.utilisation(nest.utilisation)}
          </Typography>
        </Box>
        {nest.status === 'used' ? (
          <Alert severity="success">{NESTING_LABELS.inUse}</Alert>
        ) : (
          <Button variant="contained" color="success" onClick={onUse} disabled={using || nest.unplaced.length > 0}>
            {NESTING_LABELS.use}
          </Button>
        )}
      </Stack>
      {nest.unplaced.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {NESTING_LABELS.unplaced(nest.unplaced.length)}: {NESTING_MSG.unplaced}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error, NESTING_MSG.failed)}
        </Alert>
      )}
      <NestSheets nest={nest} />
    </Box>
  );
}
