import Container from '@mui/material/Container';
import { PageFrame } from './PageFrame';

/** The back office: top bar with the admin drawer, wide content. */
export default function AdminLayout() {
  return (
    <PageFrame
      wrap={(page) => (
        <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 } }}>
          {page}
        </Container>
      )}
    />
  );
}
