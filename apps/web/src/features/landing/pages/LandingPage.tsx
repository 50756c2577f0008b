import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_TITLES } from '../../../config/page-titles';
import { usePageTitle } from '../../../hooks/use-page-title';
import { Hero } from '../components/Hero';
import { HowItWorksSteps } from '../components/HowItWorksSteps';
import { ShapesGallery } from '../components/ShapesGallery';
import { WhyChoose } from '../components/WhyChoose';

export default function LandingPage() {
  usePageTitle(PAGE_TITLES.landing);
  return (
    <>
      <Hero />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 9 }}>
          <WhyChoose />
          <Box component="section" aria-labelledby="how-it-works-title">
            <Typography id="how-it-works-title" variant="h4" component="h2" sx={{ mb: 3 }}>
              How It Works
            </Typography>
            <HowItWorksSteps />
          </Box>
          <ShapesGallery />
        </Stack>
      </Container>
    </>
  );
}
