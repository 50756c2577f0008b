import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DRAWINGS_PAGE_SIZE } from '@steelcut/domain/schemas/drawing';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
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

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The signed-in customer's drawings, newest first, 20 a page, each leading to its page to order again. */
export default function MyDrawingsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const drawings = useMyDrawings(user?.id, page);
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const header = (
    <PageHeader
      title={DRAWING_LABELS.mineTitle}
      breadcrumbs={[{ label: DRAWING_LABELS.mineTitle }]}
      actions={drawings.data?.total ? uploadButton : undefined}
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
  const { drawings: list, total, totalPages } = drawings.data;
  if (list.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          title={DRAWING_LABELS.noDrawings}
          description={page > 1 ? undefined : DRAWING_LABELS.noDrawingsHint}
          icon={<UploadFileOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
          action={page > 1 ? <Button onClick={() => goTo(1)}>{DRAWING_LABELS.firstPage}</Button> : uploadButton}
        />
      </>
    );
  }
  const first = (page - 1) * DRAWINGS_PAGE_SIZE + 1;
  return (
    <>
      {header}
      <Box sx={{ opacity: drawings.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={DRAWING_LABELS.mineTitle}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {list.map((drawing) => (
            <Grid key={drawing.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <DrawingCard drawing={drawing} />
            </Grid>
          ))}
        </Grid>
      </Box>
      <ListPagination
        label={DRAWING_LABELS.mineTitle}
        page={page}
        totalPages={totalPages}
        first={first}
        last={first + list.length - 1}
        total={total}
        onPage={goTo}
      />
    </>
  );
}
