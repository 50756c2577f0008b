import Grid from '@mui/material/Grid';
import { EmptyState } from '../../../../components/EmptyState';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminShapes } from '../../shared/api/get-admin-shapes';
import { ShapeVisibilityCard } from '../components/ShapeVisibilityCard';
import { RetryAlert } from '../../../../components/RetryAlert';
import { SHAPE_MSG } from '@steelcut/domain/schemas/shape-messages';

// SPEC section 9: 1 to 4 columns by screen width.
const COLUMNS = { xs: 6, md: 4, lg: 3 } as const;

function ShapesGrid() {
  const shapes = useAdminShapes();
  if (shapes.isPending) return <PageLoader />;
  if (shapes.isError) {
    return (
      <RetryAlert message={errorMessage(shapes.error, SHAPE_MSG.fetchFailed)} onRetry={() => void shapes.refetch()} />
    );
  }
  if (shapes.data.length === 0) return <EmptyState title={SHAPE_MSG.noShapes} />;
  return (
    <Grid
      container
      spacing={{ xs: 2, md: 3 }}
      component="ul"
      aria-label="Shapes"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {shapes.data.map((shape) => (
        <Grid key={shape.id} size={COLUMNS} component="li">
          <ShapeVisibilityCard shape={shape} />
        </Grid>
      ))}
    </Grid>
  );
}

export default function AdminShapesPage() {
  return (
    <>
      <PageHeader title="Shapes" breadcrumbs={[{ label: 'Shapes' }]} />
      <ShapesGrid />
    </>
  );
}
