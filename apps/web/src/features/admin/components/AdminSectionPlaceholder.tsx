import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/PageHeader';

/** Title and breadcrumb of an admin screen whose content a later issue adds. */
export function AdminSectionPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: title }]} />
      <Typography color="text.secondary">This section is being prepared.</Typography>
    </>
  );
}
