import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { Shape } from '../api/get-shapes';
import { ShapeImage } from './ShapeImage';

// The picture's width in the grid of HomePage: 4, 3, 2 columns, then a phone's 120 px row less its padding.
const CARD_PICTURE_SIZES = '(min-width: 1200px) 270px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 96px';

/** One catalogue entry: illustration, name and what the customer will be asked for. */
export function ShapeCard({ shape, lazy = false }: { shape: Shape; lazy?: boolean }) {
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow 150ms', '&:hover': { boxShadow: 3 } }}>
      <CardActionArea
        component={RouterLink}
        to={paths.shapeDetails.getHref(shape.id)}
        sx={{
          height: '100%',
          display: 'flex',
          // Phones get one compact row per shape; wider screens a grid of upright cards.
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <ShapeImage
          imageName={shape.imageName}
          sizes={CARD_PICTURE_SIZES}
          lazy={lazy}
          sx={{ width: { xs: 120, sm: '100%' }, flexShrink: 0 }}
        />
        <CardContent sx={{ flexGrow: 1, minWidth: 0, py: { xs: 1.5, sm: 2 } }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {shape.shape_Name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {shape.parameters.map((p) => p.label).join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ShapeCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden>
      <Skeleton
        variant="rectangular"
        sx={{ aspectRatio: '4 / 3', height: 'auto', display: { xs: 'none', sm: 'block' } }}
      />
      <CardContent>
        <Skeleton width="70%" />
        <Skeleton width="50%" />
      </CardContent>
    </Card>
  );
}
