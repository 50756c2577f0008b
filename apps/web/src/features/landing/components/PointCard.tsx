import type { SvgIconComponent } from '@mui/icons-material';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type Props = { title: string; text: string; icon?: SvgIconComponent; titleLevel: 'h2' | 'h3' };

/** One point the public pages make (why choose the shop, how ordering works): a card, its title and text. */
export function PointCard({ title, text, icon: Icon, titleLevel }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        {Icon && <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />}
        <Typography variant="h6" component={titleLevel} gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}
