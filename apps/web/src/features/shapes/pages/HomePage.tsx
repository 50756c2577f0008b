import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { usePageTitle } from '../../../hooks/use-page-title';

// The catalogue issue fills this grid (1 to 4 columns) from GET /shape/shapeName.
export default function HomePage() {
  usePageTitle('Choose Your Shape');
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        Choose Your Shape
      </Typography>
      <EmptyState title="No Shapes Available" description="Please check back soon or contact us for a custom part." />
    </>
  );
}
