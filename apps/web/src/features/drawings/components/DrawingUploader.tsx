import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isCancelled, useUploadDrawing } from '../api/upload-drawing';
import { drawingFileError } from '../drawing-file';
import { DRAWING_LABELS } from '../labels';
import { DropZone } from './DropZone';

/** State passed to the drawing's page: it was just uploaded here. */
export type UploadedState = { uploaded: true };

/** Worth sending again: the network or a busy server, not the file itself. */
const retryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** Drop zone, client-side checks, upload progress, the server's message; then the drawing's own page. */
export function DrawingUploader({ compact = false }: { compact?: boolean }) {
  const upload = useUploadDrawing();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string>();

  const send = (picked: File) => {
    setFile(picked);
    const problem = drawingFileError(picked);
    setLocalError(problem);
    upload.reset();
    if (problem) return;
    upload.mutate(picked, {
      onSuccess: (drawing) => {
        enqueueSnackbar(DRAWING_LABELS.uploaded(drawing.name), { variant: 'success' });
        const state: UploadedState = { uploaded: true };
        void navigate(paths.drawings.details.getHref(drawing.id), { state });
      },
    });
  };

  const failed = upload.isError && !isCancelled(upload.error) ? upload.error : null;
  const error = localError ?? (failed ? errorMessage(failed, DRAWING_MSG.uploadFailed) : undefined);
  const progress = upload.progress;

  return (
    <Box>
      <DropZone onFile={send} disabled={upload.isPending} compact={compact} />
      {upload.isPending && file && (
        <Box sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" role="status" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {progress !== null && progress < 1
                ? `${DRAWING_LABELS.uploading(file.name)} ${Math.round(progress * 100)} %`
                : DRAWING_LABELS.reading(file.name)}
            </Typography>
            <Button size="small" onClick={upload.cancel}>
              {DRAWING_LABELS.cancel}
            </Button>
          </Box>
          <LinearProgress
            // Sent: the server reads and measures it, for as long as that takes.
            variant={progress !== null && progress < 1 ? 'determinate' : 'indeterminate'}
            value={Math.round((progress ?? 0) * 100)}
            aria-label="Uploading drawing"
            sx={{ mt: 1 }}
          />
        </Box>
      )}
      {error && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            failed && retryable(failed) && file ? (
              <Button color="inherit" size="small" onClick={() => send(file)}>
                {DRAWING_LABELS.tryAgain}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
    </Box>
  );
}
