import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TOLERANCE } from '@steelcut/domain/product';
import { PAGE_TITLES } from '../../../config/page-titles';
import { paths } from '../../../config/paths';
import { useShop } from '../../../lib/shop';
import { FlangeDrawing } from './PlateDrawings';

const ON_DARK = {
  primary: { bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.200' } },
  outlined: { color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' },
} as const;

/** A large button-link on the hero's blue: white and filled for the main one, outlined for the rest. */
function HeroLink({ to, primary = false, children }: { to: string; primary?: boolean; children: ReactNode }) {
  return (
    <Button
      variant={primary ? 'contained' : 'outlined'}
      size="large"
      component={RouterLink}
      to={to}
      sx={primary ? ON_DARK.primary : ON_DARK.outlined}
    >
      {children}
    </Button>
  );
}

export function Hero() {
  const city = useShop().data?.address.city;
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: 'common.white',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.primary.light} 100%)`,
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={6} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="overline" sx={{ opacity: 0.8, letterSpacing: '0.15em' }}>
              Laser and CNC plate cutting{city ? ` · ${city}` : ''}
            </Typography>
            <Typography
              id="hero-title"
              variant="h2"
              component="h1"
              sx={{ fontSize: { xs: '2.1rem', md: '3.2rem' }, my: 2 }}
            >
              Custom-cut stainless steel plates, made to measure
            </Typography>
            <Typography sx={{ opacity: 0.9, fontSize: '1.1rem', mb: 4, maxWidth: 560 }}>
              Pick a shape, enter your dimensions and we cut it to {TOLERANCE} tolerance. Ordered online, cut and
              deburred within 48 hours.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <HeroLink to={paths.home.getHref()} primary>
                Place Order
              </HeroLink>
              <HeroLink to={paths.drawings.upload.getHref()}>{PAGE_TITLES.uploadDrawing}</HeroLink>
              <HeroLink to={paths.auth.login.getHref()}>Admin Login</HeroLink>
            </Stack>
          </Box>
          <Box sx={{ flex: 1, width: '100%', maxWidth: 420, display: { xs: 'none', sm: 'block' } }} aria-hidden>
            <FlangeDrawing onDark />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
