import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { SiteFooter } from '../../components/SiteFooter';
import { PageFrame } from './PageFrame';

/** The shop: catalogue, cart and the customer's own pages. */
export function CustomerLayout({ children }: { children?: ReactNode }) {
  return (
    <PageFrame
      footer={<SiteFooter />}
      wrap={(page) => (
        <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
          {page}
        </Container>
      )}
    >
      {children}
    </PageFrame>
  );
}
