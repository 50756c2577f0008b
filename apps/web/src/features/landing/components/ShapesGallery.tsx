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
import { BasePlateDrawing, BracketDrawing, FlangeDrawing } from './PlateDrawings';

/** Each picture leads to the shape it shows, found by slug in the public catalogue. */
const GALLERY: { title: string; slug: string; drawing: ReactNode }[] = [
  { title: 'Flange rings', slug: 'ring', drawing: <FlangeDrawing /> },
  { title: 'Brackets and angles', slug: 'l-bracket', drawing: <BracketDrawing /> },
  { title: 'Base plates', slug: 'base-plate', drawing: <BasePlateDrawing /> },
];

export function ShapesGallery() {
  const ids = useShapeIdsBySlug();
  return (
    <section aria-labelledby="shapes-we-cut-title">
      <Typography id="shapes-we-cut-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        Shapes We Cut
      </Typography>
      <Grid container spacing={3}>
        {GALLERY.map(({ title, slug, drawing }) => {
          const id = ids?.get(slug);
          // Until the catalogue answers, or if the shop has hidden the shape: every shape.
          const to = id === undefined ? paths.home.getHref() : paths.shapeDetails.getHref(id);
          return (
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
          );
        })}
      </Grid>
    </section>
  );
}
