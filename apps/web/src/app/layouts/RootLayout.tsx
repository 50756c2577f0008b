import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { GuestAccessGuard } from '../guards/GuestAccessGuard';
import { DocumentMeta } from '../seo/DocumentMeta';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DocumentMeta />
      <GuestAccessGuard>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </GuestAccessGuard>
    </>
  );
}
