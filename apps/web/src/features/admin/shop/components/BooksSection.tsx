import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SHOP_LABELS } from '../lib/shop-labels';
import type { ShopSettingsForm } from './shop-form';
import { ShopSection } from './ShopSection';
import { ShopTextField } from './ShopTextField';

const LEDGERS = ['sales', 'cgst', 'sgst', 'igst'] as const;

/** The Tally ledgers the month's vouchers post to (GST returns page), as the owner's books name them. */
export function BooksSection({ form }: { form: ShopSettingsForm }) {
  return (
    <ShopSection title={SHOP_LABELS.books}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {SHOP_LABELS.booksHint}
      </Typography>
      <Grid container columnSpacing={2}>
        {LEDGERS.map((ledger) => (
          <Grid key={ledger} size={{ xs: 12, sm: 6 }}>
            <ShopTextField form={form} name={`books.${ledger}`} label={SHOP_LABELS.ledgers[ledger]} />
          </Grid>
        ))}
      </Grid>
    </ShopSection>
  );
}
