import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { numberedChecks } from '../check-numbers';
import { DRAWING_LABELS } from '../labels';

type Props = {
  checks: Drawing['checks'];
  /** Where the checks against the plate stand (none chosen yet, on their way, done). */
  plateNote?: string;
};

/**
 * The checks in the shop's words: what stops the cut first (errors), then what to know (warnings).
 * Where one is marked on the preview, each carries its number, as the marker does.
 */
export function DrawingChecks({ checks, plateNote }: Props) {
  const ordered = numberedChecks(checks);
  const numbered = checks.some((check) => check.at);
  return (
    <section aria-labelledby="drawing-checks-title">
      <Typography id="drawing-checks-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {DRAWING_LABELS.checksTitle}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ordered.map(({ check, n }) => (
          <li key={`${check.code}-${n}`}>
            <Alert severity={check.severity === 'block' ? 'error' : 'warning'} sx={{ overflowWrap: 'anywhere' }}>
              {numbered && (
                <Box component="span" sx={{ fontWeight: 700, mr: 0.75 }}>
                  {DRAWING_LABELS.checkNumber(n)}
                </Box>
              )}
              <span>{check.message}</span>
            </Alert>
          </li>
        ))}
        {!ordered.some(({ check }) => check.severity === 'block') && (
          <li>
            <Alert severity="success">{DRAWING_LABELS.noProblems}</Alert>
          </li>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {plateNote}
      </Typography>
    </section>
  );
}
