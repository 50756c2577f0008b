import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TOLERANCE } from '@steelcut/domain/product';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { openingHoursText } from '@steelcut/domain/shop-details';
import { PAGE_TITLES } from '../../../config/page-titles';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useShop } from '../../../lib/shop';
import { HowItWorksSteps } from '../components/HowItWorksSteps';
import { PointCard } from '../components/PointCard';

const DETAILS = [
  {
    title: 'What you can order',
    text: `Flat stainless steel parts from 1 to 30 mm thick in the grades we stock, with a Mill Finish. Each part is cut to ${TOLERANCE} tolerance. You can attach a drawing (JPG, PNG, GIF, SVG or PDF, up to 5MB) to any item.`,
  },
  {
    title: 'Paying for your order',
    text: 'There is no online payment. After placing your order, pay by scanning our UPI QR code or to our mobile-payment number, then share the payment screenshot with us in the chat.',
  },
  {
    title: 'Following your order',
    text: 'My Orders shows each order and its status: Pending, In-Progress, Dispatched, Delivered or Cancelled. To change or cancel an order, write to us in the chat.',
  },
] as const;

/** Where the shop delivers and when it works: the owner's settings. */
const whereAndWhen = (shop: ShopSettings) => ({
  title: 'Where and when',
  text: `We deliver within ${shop.delivery.radiusKm} km of ${shop.address.city}. Our team works ${openingHoursText(shop.openingHours)}.`,
});

export default function HowItWorksPage() {
  usePageTitle(PAGE_TITLES.howItWorks);
  const shop = useShop().data;
  const details = shop ? [...DETAILS, whereAndWhen(shop)] : DETAILS;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Stack spacing={5}>
        <div>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.8rem' }, mb: 1 }}>
            {PAGE_TITLES.howItWorks}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            From your dimensions to a finished stainless steel part at your door, in three steps.
          </Typography>
        </div>
        <HowItWorksSteps titleLevel="h2" />
        <Grid container spacing={3}>
          {details.map((detail) => (
            <Grid key={detail.title} size={{ xs: 12, md: 6 }}>
              <PointCard {...detail} titleLevel="h2" />
            </Grid>
          ))}
        </Grid>
        <div>
          <Button variant="contained" size="large" component={RouterLink} to={paths.home.getHref()}>
            Place Order
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
