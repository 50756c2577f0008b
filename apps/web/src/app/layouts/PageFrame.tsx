import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { MAIN_CONTENT_ID } from './SkipToContent';
import { TopBar } from './TopBar';

type Props = {
  wrap: (page: ReactNode) => ReactNode;
  footer?: ReactNode;
  /** Shown instead of the routed page, e.g. the 401 page where the admin layout must not load. */
  children?: ReactNode;
};

/** Top bar, the routed page in <main>, then an optional footer. */
export function PageFrame({ wrap, footer, children }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {wrap(<Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>)}
      </Box>
      {footer}
    </Box>
  );
}
