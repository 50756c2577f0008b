import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Nest } from '@steelcut/domain/schemas/nesting';
import { errorMessage } from '../../../../lib/api-client';
import { downloadSheet } from '../api/download-sheet';
import { NESTING_LABELS } from '../lib/nesting-labels';
import { SheetPicture } from './SheetPicture';

const SHEET_FILES = ['dxf', 'pdf'] as const;

/** A nest's sheets as pictures, each with its use and its files. */
export function NestSheets({ nest }: { nest: Nest }) {
  const [failed, setFailed] = useState<string | null>(null);
  const download = (n: number, kind: 'dxf' | 'pdf') => {
    setFailed(null);
    downloadSheet(nest.id, n, kind).catch((error: unknown) =>
      setFailed(errorMessage(error, NESTING_LABELS.downloadFailed)),
    );
  };
  return (
    <>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failed}
        </Alert>
      )}
      <Grid container spacing={2}>
        {nest.sheets.map((sheet, i) => (
          <Grid key={i} size={{ xs: 12, lg: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  {NESTING_LABELS.sheet(i + 1, sheet.widthMm, sheet.heightMm)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {NESTING_LABELS.sheetUse(sheet.utilisation, sheet.placements.length)}
                </Typography>
                <SheetPicture sheet={sheet} parts={nest.parts} n={i + 1} />
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  {SHEET_FILES.map((kind) => (
                    <Button
                      key={kind}
                      size="small"
                      variant="outlined"
                      aria-label={NESTING_LABELS.download(i + 1, kind)}
                      onClick={() => download(i + 1, kind)}
                    >
                      {NESTING_LABELS.file(kind)}
                    </Button>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
