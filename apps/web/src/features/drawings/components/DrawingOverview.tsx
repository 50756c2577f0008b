import { useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { DrawingPreview } from '../../../components/DrawingPreview';
import { checkMarkers } from '../check-numbers';
import { DRAWING_LABELS } from '../labels';
import { DrawingFacts, sizeOf } from './DrawingFacts';
import { PreviewLegend } from './PreviewLegend';

type Props = {
  drawing: Drawing;
  /** A file of several pieces is 'Your drawing'; one part is 'Your part'. */
  several: boolean;
  /** The heading the page focuses when the drawing was just uploaded. */
  headingRef?: Ref<HTMLHeadingElement>;
};

function previewLabel(drawing: Drawing): string {
  const faulty = drawing.preview.paths.filter((path) => path.faulty).length;
  const label = DRAWING_LABELS.previewLabel(drawing.name, sizeOf(drawing));
  return faulty > 0 ? `${label}; ${DRAWING_LABELS.previewFaulty(faulty)}` : label;
}

/** The whole drawing to scale, each check's number where it is, and what the file measures. */
export function DrawingOverview({ drawing, several, headingRef }: Props) {
  const markers = useMemo(() => checkMarkers(drawing.checks), [drawing.checks]);
  return (
    <Card component="section" aria-labelledby="drawing-part-title">
      <CardContent>
        <Typography
          id="drawing-part-title"
          ref={headingRef}
          // Focused by the page, never by Tab: no ring round a heading.
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ outline: 'none' }}
        >
          {several ? DRAWING_LABELS.yourDrawing : DRAWING_LABELS.yourPart}
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
          <DrawingPreview drawing={drawing} label={previewLabel(drawing)} withDimensions markers={markers} />
        </Box>
        <PreviewLegend
          faulty={drawing.preview.paths.some((path) => path.faulty)}
          mended={(drawing.preview.mended?.length ?? 0) > 0}
        />
        <DrawingFacts drawing={drawing} several={several} />
      </CardContent>
    </Card>
  );
}
