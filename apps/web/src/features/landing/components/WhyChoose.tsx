import type { SvgIconComponent } from '@mui/icons-material';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTradingName } from '../../../lib/shop';
import { WHY_CHOOSE } from '../content';

const ICONS: SvgIconComponent[] = [StraightenOutlined, VerifiedOutlined, LocalShippingOutlined];

export function WhyChoose() {
  const tradingName = useTradingName();
  return (
    <section aria-labelledby="why-choose-title">
      <Typography id="why-choose-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        Why Choose {tradingName}
      </Typography>
      <Grid container spacing={3}>
        {WHY_CHOOSE.map((point, index) => {
          const Icon = ICONS[index] ?? VerifiedOutlined;
          return (
            <Grid key={point.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
                  <Typography variant="h6" component="h3" gutterBottom>
                    {point.title}
                  </Typography>
                  <Typography color="text.secondary">{point.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </section>
  );
}
