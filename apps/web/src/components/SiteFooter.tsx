import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { openingHoursText, postalAddress, telHref } from '@steelcut/domain/shop-details';
import { useShop, useTradingName } from '../lib/shop';

function CopyrightLine() {
  const tradingName = useTradingName();
  return (
    <Typography variant="body2" sx={{ opacity: 0.8 }}>
      © {new Date().getFullYear()} {tradingName}. All rights reserved.
    </Typography>
  );
}

/** Where the shop is and how to reach it: the owner's settings. */
function ContactDetails({ shop }: { shop: ShopSettings }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ mb: 4, justifyContent: 'space-between' }}>
      <Box sx={{ maxWidth: 360 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {shop.tradingName}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          Custom-cut stainless steel plates, made to measure in {shop.address.city}.
        </Typography>
      </Box>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Visit us
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.85, maxWidth: 300 }}>
          {postalAddress(shop.address)}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.85, mt: 1 }}>
          {openingHoursText(shop.openingHours)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Contact
        </Typography>
        <Stack spacing={0.5}>
          {shop.phones.map((phone) => (
            <Link key={phone} href={telHref(phone)} color="inherit" variant="body2">
              {phone}
            </Link>
          ))}
          <Link href={`mailto:${shop.email}`} color="inherit" variant="body2" sx={{ wordBreak: 'break-all' }}>
            {shop.email}
          </Link>
        </Stack>
      </Box>
    </Stack>
  );
}

/** 'full' carries the contact details (landing); 'compact' only the copyright line. */
export function SiteFooter({ variant = 'compact' }: { variant?: 'full' | 'compact' }) {
  const shop = useShop().data;
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 'auto', py: variant === 'full' ? 5 : 2.5 }}
    >
      <Container maxWidth="lg">
        {variant === 'full' && shop && <ContactDetails shop={shop} />}
        <CopyrightLine />
      </Container>
    </Box>
  );
}
