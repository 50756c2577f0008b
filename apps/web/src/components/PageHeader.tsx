import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../hooks/use-page-title';
import { PageBreadcrumbs, type Crumb } from './PageBreadcrumbs';

type Props = {
  title: string;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
};

/** Breadcrumbs, the page's h1 and the tab title, the same on every inner page. */
export function PageHeader({ title, breadcrumbs, actions }: Props) {
  usePageTitle(title);
  return (
    <Box sx={{ mb: 3 }}>
      {breadcrumbs && <PageBreadcrumbs items={breadcrumbs} />}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {title}
        </Typography>
        {actions}
      </Box>
    </Box>
  );
}
