import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';

const BACK = (
  <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
    Choose another shape
  </Button>
);

/** A shape's page that cannot show its shape: why, and a way on (try again, or another shape). */
export function ShapeProblem({
  title,
  description,
  retry,
}: {
  title: string;
  description?: string;
  retry?: () => void;
}) {
  usePageTitle(title);
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        retry ? (
          <Button variant="contained" onClick={retry}>
            Try again
          </Button>
        ) : (
          BACK
        )
      }
    />
  );
}
