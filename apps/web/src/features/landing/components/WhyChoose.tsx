import type { SvgIconComponent } from '@mui/icons-material';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTradingName } from '../../../lib/shop';
import { WHY_CHOOSE } from '../content';
import { PointCard } from './PointCard';

const ICONS: SvgIconComponent[] = [StraightenOutlined, VerifiedOutlined, LocalShippingOutlined];

export function WhyChoose() {
  const tradingName = useTradingName();
  return (
    <section aria-labelledby="why-choose-title">
      <Typography id="why-choose-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        Why Choose {tradingName}
      </Typography>
      <Grid container spacing={3}>
        {WHY_CHOOSE.map((point, index) => (
          <Grid key={point.title} size={{ xs: 12, md: 4 }}>
            <PointCard {...point} icon={ICONS[index] ?? VerifiedOutlined} titleLevel="h3" />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
