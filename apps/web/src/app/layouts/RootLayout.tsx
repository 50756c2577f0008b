import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { useShop } from '../../lib/shop';
import { GuestAccessGuard } from '../guards/GuestAccessGuard';
import { DocumentMeta } from '../seo/DocumentMeta';
import { ScrollToTop } from './ScrollToTop';

type Props = {
  /** The page is behind ProtectedRoute: the guest access rule leaves it to that. */
  signInRequired: boolean;
  /** The page the routes matched. */
  children: ReactNode;
};

export function RootLayout({ signInRequired, children }: Props) {
  // Every page names the shop (title, logo, footer): its settings are asked for once, here.
  useShop();
  return (
    <>
      <ScrollToTop />
      <DocumentMeta />
      <GuestAccessGuard signInRequired={signInRequired}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </GuestAccessGuard>
    </>
  );
}
