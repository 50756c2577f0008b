import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { lineDrawingOf, type Drawing } from '@steelcut/domain/schemas/drawing';
import { formatMm } from '@steelcut/domain/shapes/rules';
import { RetryAlert } from '../../../components/RetryAlert';
import { errorMessage } from '../../../lib/api-client';
import { useDrawingForPlate } from '../api/get-drawing';
import { hasSeveralPieces, type PartChoice } from '../drawing-parts';
import { usePartsQuote } from '../hooks/use-parts-quote';
import { DRAWING_LABELS } from '../labels';
import { DrawingChecks } from './DrawingChecks';
import { DrawingConfigurator } from './DrawingConfigurator';
import { DrawingOverview } from './DrawingOverview';
import { DrawingPartList } from './DrawingPartList';
import { DrawingPartsPanel } from './DrawingPartsPanel';
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

const NO_CHOICE: PartChoice = { material: undefined, thicknessMm: undefined, finish: undefined, quantity: undefined };

/**
 * The drawing to scale, its measures, what the shop found (for the chosen plate too) and the order
 * fields; a file of several pieces shows each part too, priced and added on its own or all at once.
 */
export function DrawingResult({ drawing: measured, focusOnShow = false }: Props) {
  const [plate, setPlate] = useState<number>();
  const [choice, setChoice] = useState<PartChoice>(NO_CHOICE);
  const forPlate = useDrawingForPlate(measured.id, plate);
  const plateAnswer =
    plate !== undefined && forPlate.data && sameMeasure(forPlate.data, measured) ? forPlate.data : undefined;
  const drawing = plateAnswer ?? measured;
  // Copies count too: a file of five of one part is five pieces to order.
  const several = hasSeveralPieces(drawing);
  const parts = usePartsQuote(drawing, several ? choice : NO_CHOICE);
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
        <DrawingOverview drawing={drawing} several={several} headingRef={heading} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <UnitsQuestion drawing={measured} />
          <LayersChoice drawing={measured} />
          <Box>
            <DrawingChecks checks={drawing.checks} plateNote={plateNote(plate, plateState)} />
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
            blocked={drawing.checks.some((check) => check.severity === 'block')}
            onPlateChange={setPlate}
            onChoiceChange={setChoice}
          >
            {several && (
              <DrawingPartsPanel drawing={drawing} choice={choice} complete={parts.complete} quote={parts.quote} />
            )}
          </DrawingConfigurator>
        </Stack>
      </Grid>
      {several && (
        <Grid size={12}>
          <DrawingPartList drawing={drawing} choice={choice} complete={parts.complete} lines={parts.lines} />
        </Grid>
      )}
    </Grid>
  );
}
