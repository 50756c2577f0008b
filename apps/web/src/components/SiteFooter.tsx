import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS } from '@steelcut/domain/business';

function CopyrightLine() {
  return (
    <Typography variant="body2" sx={{ opacity: 0.8 }}>
      © {new Date().getFullYear()} {BUSINESS.productName}. All rights reserved.
    </Typography>
  );
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** 'full' carries the contact details (landing); 'compact' only the copyright line. */
export function SiteFooter({ variant = 'compact' }: { variant?: 'full' | 'compact' }) {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 'auto', py: variant === 'full' ? 5 : 2.5 }}
    >
      <Container maxWidth="lg">
        {variant === 'full' && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ mb: 4, justifyContent: 'space-between' }}>
            <Box sx={{ maxWidth: 360 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {BUSINESS.productName}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                Custom-cut stainless steel plates, made to measure in {BUSINESS.city}.
              </Typography>
            </Box>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                Visit us
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.85, maxWidth: 300 }}>
                {BUSINESS.postalAddress}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.85, mt: 1 }}>
                {BUSINESS.openingHours}
              </Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="h3" gutterBottom>
                Contact
              </Typography>
              <Stack spacing={0.5}>
                {BUSINESS.phones.map((phone) => (
                  <Link key={phone} href={telHref(phone)} color="inherit" variant="body2">
                    {phone}
                  </Link>
                ))}
                <Link href={`mailto:${BUSINESS.orderEmail}`} color="inherit" variant="body2">
                  {BUSINESS.orderEmail}
                </Link>
              </Stack>
            </Box>
          </Stack>
        )}
        <CopyrightLine />
      </Container>
    </Box>
  );
}
