import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PAGE_TITLES } from '../../../config/page-titles';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-client';
import { useShapes } from '../api/get-shapes';
import { ShapeCard, ShapeCardSkeleton } from '../components/ShapeCard';
import { SHAPE_MSG } from '@steelcut/domain/schemas/shape-messages';

const TITLE = PAGE_TITLES.home;
const SKELETONS = 8;
// SPEC section 9: 1 to 4 columns by screen width.
const COLUMNS = { xs: 12, sm: 6, md: 4, lg: 3 } as const;
// The cards a first screen shows (a wide screen's first row, a phone's first five or so): their
// pictures load with the page, the others as they come near.
const FIRST_SCREEN_CARDS = 4;

export default function HomePage() {
  usePageTitle(TITLE);
  const shapes = useShapes();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (shapes.error) enqueueSnackbar(errorMessage(shapes.error, SHAPE_MSG.fetchFailed), { variant: 'error' });
  }, [shapes.error, enqueueSnackbar]);

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Pick a part, enter its dimensions, and we cut it from stainless steel plate.
        </Typography>
        <Button variant="outlined" component={RouterLink} to={paths.drawings.upload.getHref()} sx={{ mt: 2 }}>
          {PAGE_TITLES.uploadDrawing}
        </Button>
      </Box>
      {shapes.isPending ? (
        <Grid container spacing={{ xs: 2, md: 3 }} role="status" aria-label="Loading shapes">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <Grid key={index} size={COLUMNS}>
              <ShapeCardSkeleton />
            </Grid>
          ))}
        </Grid>
      ) : shapes.data && shapes.data.length > 0 ? (
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shapes.data.map((shape, index) => (
            <Grid key={shape.id} size={COLUMNS} component="li">
              <ShapeCard shape={shape} lazy={index >= FIRST_SCREEN_CARDS} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <EmptyState
          title={SHAPE_MSG.noShapes}
          description="Please check back soon or contact us for a custom part."
          action={
            shapes.error ? (
              <Button variant="outlined" onClick={() => void shapes.refetch()}>
                Try again
              </Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}
