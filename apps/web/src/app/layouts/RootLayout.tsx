import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { GuestAccessGuard } from '../guards/GuestAccessGuard';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <GuestAccessGuard>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </GuestAccessGuard>
    </>
  );
}
