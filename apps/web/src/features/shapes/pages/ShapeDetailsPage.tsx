import { lazy } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { findShapeBySlug } from '@steelcut/domain/shapes/catalogue';
import { PageHeader } from '../../../components/PageHeader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useShape } from '../api/get-shape';
import { DeferredConfigurator } from '../components/DeferredConfigurator';
import { ShapeProblem } from '../components/ShapeProblem';
import { SHAPE_MSG } from '@steelcut/domain/schemas/shape-messages';

const ShapeLoadFailed = lazy(() => import('../components/ShapeLoadFailed'));

function LoadingShape() {
  usePageTitle('Shape Details');
  return (
    <Grid container spacing={3} role="status" aria-label="Loading shape">
      <Grid size={12}>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '40%' }} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={480} />
      </Grid>
    </Grid>
  );
}

export default function ShapeDetailsPage() {
  const id = Number(useParams().id);
  const shape = useShape(id);

  if (!Number.isInteger(id) || id <= 0) return <ShapeProblem title={SHAPE_MSG.notFound} />;
  if (shape.isPending) return <LoadingShape />;
  if (shape.isError) {
    const missing = shape.error instanceof ApiError && shape.error.status === 404;
    return missing ? (
      <ShapeProblem title={errorMessage(shape.error, SHAPE_MSG.notFound)} />
    ) : (
      <ShapeLoadFailed error={shape.error} retry={() => void shape.refetch()} />
    );
  }

  // The shared package owns the geometry; a shape it does not know cannot be drawn or checked.
  const definition = findShapeBySlug(shape.data.slug);
  return (
    <>
      <PageHeader title={shape.data.shape_Name} breadcrumbs={[{ label: shape.data.shape_Name }]} />
      {definition ? (
        <DeferredConfigurator key={shape.data.id} shape={shape.data} definition={definition} />
      ) : (
        <ShapeProblem
          title="This shape cannot be configured online"
          description="Please contact us through chat for a quote."
        />
      )}
    </>
  );
}
