import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { RetryAlert } from '../../../components/RetryAlert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useMyDrawings } from '../api/get-my-drawings';
import { DrawingCard } from '../components/DrawingCard';
import { DRAWING_LABELS } from '../labels';

const uploadButton = (
  <Button variant="contained" component={RouterLink} to={paths.drawings.upload.getHref()}>
    {DRAWING_LABELS.uploadTitle}
  </Button>
);

/** The signed-in customer's drawings, newest first, each leading to its page to order again. */
export default function MyDrawingsPage() {
  const { user } = useAuth();
  const drawings = useMyDrawings(user?.id);
  const header = (
    <PageHeader
      title={DRAWING_LABELS.mineTitle}
      breadcrumbs={[{ label: DRAWING_LABELS.mineTitle }]}
      actions={drawings.data?.length ? uploadButton : undefined}
    />
  );

  if (drawings.isPending) {
    return (
      <>
        {header}
        <PageLoader />
      </>
    );
  }
  if (drawings.isError) {
    return (
      <>
        {header}
        <RetryAlert
          message={errorMessage(drawings.error, DRAWING_LABELS.listFailed)}
          onRetry={() => void drawings.refetch()}
        />
      </>
    );
  }
  if (drawings.data.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          title={DRAWING_LABELS.noDrawings}
          description={DRAWING_LABELS.noDrawingsHint}
          icon={<UploadFileOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
          action={uploadButton}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label={DRAWING_LABELS.mineTitle}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {drawings.data.map((drawing) => (
          <Grid key={drawing.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <DrawingCard drawing={drawing} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
