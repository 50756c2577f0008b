import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';

/** Stands in for a screen a later issue builds, so its route, guard and title already work. */
export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: title }]} />
      <Typography color="text.secondary">This section is being prepared.</Typography>
    </>
  );
}
