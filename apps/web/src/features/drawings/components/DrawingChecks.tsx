import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { DRAWING_LABELS } from '../labels';

type Props = {
  checks: Drawing['checks'];
  /** Where the checks against the plate stand (none chosen yet, on their way, done). */
  plateNote?: string;
};

/** The checks in the shop's words: what stops the cut first (errors), then what to know (warnings). */
export function DrawingChecks({ checks, plateNote }: Props) {
  const ordered = [...checks].sort((a, b) => Number(b.severity === 'block') - Number(a.severity === 'block'));
  return (
    <section aria-labelledby="drawing-checks-title">
      <Typography id="drawing-checks-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {DRAWING_LABELS.checksTitle}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {ordered.map((check, index) => (
          <li key={`${check.code}-${index}`}>
            <Alert severity={check.severity === 'block' ? 'error' : 'warning'}>{check.message}</Alert>
          </li>
        ))}
        {!ordered.some((check) => check.severity === 'block') && (
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
