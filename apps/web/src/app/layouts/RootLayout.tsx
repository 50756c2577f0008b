import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useShop } from '../../lib/shop';
import { GuestAccessGuard } from '../guards/GuestAccessGuard';
import { DocumentMeta } from '../seo/DocumentMeta';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  // Every page names the shop (title, logo, footer): its settings are asked for once, here.
  useShop();
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
