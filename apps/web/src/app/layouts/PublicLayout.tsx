import { SiteFooter } from '../../components/SiteFooter';
import { PageFrame } from './PageFrame';

/** Landing, how-it-works and the auth screens: full-width pages, footer with contact details. */
export function PublicLayout() {
  return <PageFrame wrap={(page) => page} footer={<SiteFooter variant="full" />} />;
}
