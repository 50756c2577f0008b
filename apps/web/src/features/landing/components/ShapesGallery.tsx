import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BasePlateDrawing, BracketDrawing, FlangeDrawing } from './PlateDrawings';

const GALLERY: { title: string; drawing: ReactNode }[] = [
  { title: 'Flange rings', drawing: <FlangeDrawing /> },
  { title: 'Brackets and angles', drawing: <BracketDrawing /> },
  { title: 'Base plates', drawing: <BasePlateDrawing /> },
];

export function ShapesGallery() {
  return (
    <section aria-labelledby="shapes-we-cut-title">
      <Typography id="shapes-we-cut-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        Shapes We Cut
      </Typography>
      <Grid container spacing={3}>
        {GALLERY.map(({ title, drawing }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card component="figure" sx={{ m: 0, height: '100%' }}>
              <Box
                sx={{
                  bgcolor: 'background.default',
                  p: 3,
                  '& svg': { width: '100%', height: 'auto', display: 'block' },
                }}
              >
                {drawing}
              </Box>
              <CardContent component="figcaption">
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {title}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
