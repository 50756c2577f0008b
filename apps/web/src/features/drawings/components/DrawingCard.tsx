import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { DrawingListItem } from '@steelcut/domain/schemas/drawing';
import { paths } from '../../../config/paths';
import { formatDateIst } from '../../../lib/dates';
import { DRAWING_LABELS } from '../labels';
import { sizeOf } from './DrawingFacts';
import { DrawingThumbnail } from './DrawingThumbnail';

/** One of 'My drawings': its thumbnail, the name, its size and when it came; a link to its page. */
export function DrawingCard({ drawing }: { drawing: DrawingListItem }) {
  const size = sizeOf(drawing);
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.drawings.details.getHref(drawing.id)}
        aria-label={DRAWING_LABELS.openDrawing(drawing.name)}
        sx={{ display: 'flex', alignItems: 'stretch', gap: 2, p: 2, height: '100%' }}
      >
        <Box sx={{ width: 96, height: 96, flexShrink: 0, bgcolor: 'background.default', borderRadius: 1, p: 1 }}>
          <DrawingThumbnail drawing={drawing} label={DRAWING_LABELS.previewLabel(drawing.name, size)} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{drawing.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {size}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${DRAWING_LABELS.uploadedOn} ${formatDateIst(drawing.createdAt)}`}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
