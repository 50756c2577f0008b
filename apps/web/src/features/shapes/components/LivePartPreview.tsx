import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMm } from '@steelcut/domain/shapes/rules';
import type { ShapeDefinition } from '@steelcut/domain/shapes/types';
import { PartDrawing } from '../../../components/PartDrawing';
import type { Shape } from '../api/get-shapes';
import { downloadDxf } from '../dxf-download';
import type { LivePart } from '../hooks/use-live-part';
import type { LivePrice } from '../hooks/use-live-quote';
import { PartFacts } from './PartFacts';
import { PartPrice } from './PartPrice';
import { ShapeImage } from './ShapeImage';

// The picture fits a box 220 px high on phones and 300 px from 600 px up, less 48 px of padding, and
// most illustrations are 3:2 or narrower: shown at most 260 and 380 px wide, so a phone fetches 480w
// (the two wider ones, up to 2:1, a little softer on a phone).
const PREVIEW_PICTURE_SIZES = '(min-width: 600px) 380px, 260px';

type Props = { shape: Shape; definition: ShapeDefinition; live: LivePart; price: LivePrice };

function status({ params, stale, metrics }: LivePart): string {
  if (!params || !metrics) return 'Enter the dimensions to see your part drawn to scale.';
  if (stale) return 'Out of date: fix the highlighted fields to update the drawing.';
  return `Drawn to scale: ${formatMm(metrics.widthMm)} × ${formatMm(metrics.heightMm)} mm.`;
}

/**
 * The parameter illustration until the dimensions validate, then the part itself drawn to
 * scale as it is typed, with its area, weight, the estimate and a DXF of the outline.
 */
export function LivePartPreview({ shape, definition, live, price }: Props) {
  const { params, stale, metrics, quantity } = live;
  const labels = shape.parameters.map((p) => p.label).join(', ');

  return (
    <Card component="section" aria-labelledby="part-preview-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="part-preview-title" variant="h6" component="h2">
            Your part
          </Typography>
          {stale && <Chip label="Out of date" color="warning" size="small" />}
        </Box>
        <Box
          sx={{
            mt: 1.5,
            height: { xs: 220, sm: 300 },
            bgcolor: 'background.default',
            borderRadius: 1,
            p: 1.5,
            opacity: stale ? 0.45 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {params ? (
            <PartDrawing
              definition={definition}
              params={params}
              label={`${shape.shape_Name} drawn to scale with its dimensions`}
              withDimensions
            />
          ) : (
            <ShapeImage
              imageName={shape.imageName}
              alt={`${shape.shape_Name}: where ${labels} are measured`}
              sizes={PREVIEW_PICTURE_SIZES}
              priority
              sx={{ aspectRatio: 'auto', height: '100%', bgcolor: 'transparent' }}
            />
          )}
        </Box>
        <Typography variant="body2" color={stale ? 'warning.dark' : 'text.secondary'} sx={{ mt: 1 }} role="status">
          {status(live)}
        </Typography>
        {metrics && (
          <Box sx={{ opacity: stale ? 0.45 : 1 }}>
            <PartFacts metrics={metrics} quantity={quantity} />
          </Box>
        )}
        <PartPrice price={price} />
        {params && (
          <Button
            variant="outlined"
            startIcon={<Download />}
            disabled={stale}
            onClick={() => downloadDxf(definition, params)}
            sx={{ mt: 2 }}
            fullWidth
          >
            Download DXF
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
