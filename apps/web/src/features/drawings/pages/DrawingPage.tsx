import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { RetryAlert } from '../../../components/RetryAlert';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useDrawing } from '../api/get-drawing';
import { DrawingUploader, type UploadedState } from '../components/DrawingUploader';
import { DRAWING_LABELS } from '../labels';

/**
 * The result (preview, checks, configurator, price, Add to Cart) loads with the first drawing, so the
 * upload page, which search engines and first visits see, carries only the drop zone.
 */
const DrawingResult = lazy(() =>
  import('../components/DrawingResult').then((module) => ({ default: module.DrawingResult })),
);

const justUploaded = (state: unknown) => (state as UploadedState | null)?.uploaded === true;

function MyDrawingsLink() {
  const { role } = useAuth();
  if (role !== 'user') return null;
  return (
    <Button component={RouterLink} to={paths.drawings.mine.getHref()}>
      {DRAWING_LABELS.mineTitle}
    </Button>
  );
}

/** /drawings/new: the drop zone. /drawings/{id}: that drawing's result, and a drop zone for the next. */
export default function DrawingPage() {
  const { id } = useParams();
  const location = useLocation();
  const drawing = useDrawing(id);

  if (!id) {
    return (
      <>
        <PageHeader
          title={DRAWING_LABELS.uploadTitle}
          breadcrumbs={[{ label: DRAWING_LABELS.uploadTitle }]}
          actions={<MyDrawingsLink />}
        />
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          {DRAWING_LABELS.uploadIntro}
        </Typography>
        <DrawingUploader />
      </>
    );
  }

  const title = drawing.data?.name ?? DRAWING_LABELS.drawingTitle;
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={[{ label: DRAWING_LABELS.uploadTitle, to: paths.drawings.upload.getHref() }, { label: title }]}
      actions={<MyDrawingsLink />}
    />
  );
  if (drawing.isPending) {
    return (
      <>
        {header}
        <PageLoader />
      </>
    );
  }
  if (drawing.isError) {
    const missing = drawing.error instanceof ApiError && drawing.error.status === 404;
    return (
      <>
        {header}
        {missing ? (
          <EmptyState
            title={errorMessage(drawing.error, DRAWING_MSG.notFound)}
            action={
              <Button variant="contained" component={RouterLink} to={paths.drawings.upload.getHref()}>
                {DRAWING_LABELS.uploadTitle}
              </Button>
            }
          />
        ) : (
          <RetryAlert
            message={errorMessage(drawing.error, DRAWING_LABELS.loadFailed)}
            onRetry={() => void drawing.refetch()}
          />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <Stack spacing={4}>
        <Suspense fallback={<PageLoader />}>
          <DrawingResult key={drawing.data.id} drawing={drawing.data} focusOnShow={justUploaded(location.state)} />
        </Suspense>
        <section aria-labelledby="upload-another-title">
          <Typography id="upload-another-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {DRAWING_LABELS.uploadAnother}
          </Typography>
          <DrawingUploader compact />
        </section>
      </Stack>
    </>
  );
}
