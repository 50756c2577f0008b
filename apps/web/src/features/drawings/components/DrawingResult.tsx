import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { formatMm } from '@steelcut/domain/shapes/rules';
import { RetryAlert } from '../../../components/RetryAlert';
import { errorMessage } from '../../../lib/api-client';
import { useDrawingForPlate } from '../api/get-drawing';
import { DRAWING_LABELS } from '../labels';
import { DrawingChecks } from './DrawingChecks';
import { DrawingConfigurator } from './DrawingConfigurator';
import { lineDrawingOf } from '@steelcut/domain/schemas/drawing';
import { DrawingFacts, sizeOf } from './DrawingFacts';
import { DrawingPreview } from '../../../components/DrawingPreview';
import { PreviewLegend } from './PreviewLegend';
import { LayersChoice } from './LayersChoice';
import { UnitsQuestion } from './UnitsQuestion';

type Props = {
  drawing: Drawing;
  /** Just uploaded: focus moves to the result, so a screen reader reads on from there. */
  focusOnShow?: boolean;
};

/** A plate's answer belongs to the drawing as now measured only if it was read in the same units. */
const sameMeasure = (a: Drawing, b: Drawing) => a.units === b.units && a.unitsFrom === b.unitsFrom;

function plateNote(plate: number | undefined, state: 'checking' | 'checked' | 'failed'): string | undefined {
  if (plate === undefined) return DRAWING_LABELS.noPlateYet;
  if (state === 'failed') return undefined;
  const thickness = formatMm(plate);
  return state === 'checked' ? DRAWING_LABELS.plateChecked(thickness) : DRAWING_LABELS.checkingPlate(thickness);
}

function previewLabel(drawing: Drawing): string {
  const faulty = drawing.preview.paths.filter((path) => path.faulty).length;
  const label = DRAWING_LABELS.previewLabel(drawing.name, sizeOf(drawing));
  return faulty > 0 ? `${label}; ${DRAWING_LABELS.previewFaulty(faulty)}` : label;
}

/** The drawing to scale, its measures, what the shop found (for the chosen plate too) and the order fields. */
export function DrawingResult({ drawing: measured, focusOnShow = false }: Props) {
  const [plate, setPlate] = useState<number>();
  const forPlate = useDrawingForPlate(measured.id, plate);
  const plateAnswer =
    plate !== undefined && forPlate.data && sameMeasure(forPlate.data, measured) ? forPlate.data : undefined;
  const drawing = plateAnswer ?? measured;
  // Copies count too: a file of five of one part ordered as one piece would be cut once.
  const pieces = drawing.parts.reduce((sum, part) => sum + part.copies, 0);
  const severalParts = pieces > 1;
  const plateState = forPlate.isError
    ? 'failed'
    : plateAnswer !== undefined && !forPlate.isPlaceholderData
      ? 'checked'
      : 'checking';
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, measured.id]);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="drawing-part-title">
          <CardContent>
            <Typography
              id="drawing-part-title"
              ref={heading}
              // Focused by the page, never by Tab: no ring round a heading.
              tabIndex={-1}
              variant="h6"
              component="h2"
              sx={{ outline: 'none' }}
            >
              {DRAWING_LABELS.yourPart}
            </Typography>
            <Box
              sx={{
                mt: 1.5,
                height: { xs: 240, sm: 340, md: 400 },
                bgcolor: 'background.default',
                borderRadius: 1,
                p: 1.5,
              }}
            >
              <DrawingPreview drawing={drawing} label={previewLabel(drawing)} withDimensions />
            </Box>
            <PreviewLegend
              faulty={drawing.preview.paths.some((path) => path.faulty)}
              mended={(drawing.preview.mended?.length ?? 0) > 0}
            />
            <DrawingFacts drawing={drawing} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <UnitsQuestion drawing={measured} />
          <LayersChoice drawing={measured} />
          <Box>
            <DrawingChecks checks={drawing.checks} plateNote={plateNote(plate, plateState)} />
            {severalParts && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {DRAWING_LABELS.severalParts(pieces)}
              </Alert>
            )}
            {plate !== undefined && forPlate.isError && (
              <Box sx={{ mt: 1 }}>
                <RetryAlert
                  message={errorMessage(forPlate.error, DRAWING_LABELS.loadFailed)}
                  onRetry={() => void forPlate.refetch()}
                />
              </Box>
            )}
          </Box>
          <DrawingConfigurator
            drawing={lineDrawingOf(measured)}
            blocked={severalParts || drawing.checks.some((check) => check.severity === 'block')}
            onPlateChange={setPlate}
          />
        </Stack>
      </Grid>
    </Grid>
  );
}
