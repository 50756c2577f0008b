import type { ReactNode } from 'react';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useShapeIdsBySlug } from '../api/get-shape-ids';
import { FlangeDrawing, SlottedBracketDrawing, SquareCutOutDrawing } from './PlateDrawings';

/** Each picture is a shape of the catalogue, drawn at its defaults, and leads to that shape. */
const GALLERY: { title: string; slug: string; drawing: ReactNode }[] = [
  { title: 'Flanges', slug: 'flange', drawing: <FlangeDrawing /> },
  { title: 'Slotted brackets', slug: 'slotted-bracket', drawing: <SlottedBracketDrawing /> },
  { title: 'Plates with a square cut-out', slug: 'plate-with-square-cutout', drawing: <SquareCutOutDrawing /> },
];

/** Only what can be ordered: a shape the shop has hidden (or any, until the catalogue is known) is left out. */
export function ShapesGallery() {
  const ids = useShapeIdsBySlug();
  const tiles = GALLERY.flatMap((tile) => {
    const id = ids?.get(tile.slug);
    return id === undefined ? [] : [{ ...tile, to: paths.shapeDetails.getHref(id) }];
  });
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="shapes-we-cut-title">
      <Typography id="shapes-we-cut-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        Shapes We Cut
      </Typography>
      <Grid container spacing={3}>
        {tiles.map(({ title, to, drawing }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <Box
                  aria-hidden
                  sx={{
                    bgcolor: 'background.default',
                    p: 3,
                    '& svg': { width: '100%', height: 'auto', display: 'block' },
                  }}
                >
                  {drawing}
                </Box>
                <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {title}
                  </Typography>
                  <ArrowForward fontSize="small" color="primary" aria-hidden />
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
