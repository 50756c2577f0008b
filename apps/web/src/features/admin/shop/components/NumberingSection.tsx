import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SHOP_LABELS } from '../lib/shop-labels';
import type { ShopSettingsForm } from './shop-form';
import { ShopSection } from './ShopSection';
import { ShopTextField } from './ShopTextField';

const PREFIXES = ['order', 'quotation', 'invoice'] as const;

/** What leads the shop's order, quotation and invoice numbers; a change gives new numbers only. */
export function NumberingSection({ form }: { form: ShopSettingsForm }) {
  return (
    <ShopSection title={SHOP_LABELS.numbering}>
      <Typography variant="body2" color="text.secondary">
        {SHOP_LABELS.numberingHint}
      </Typography>
      <Grid container columnSpacing={2}>
        {PREFIXES.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 4 }}>
            <ShopTextField
              form={form}
              name={`numberPrefixes.${kind}`}
              label={SHOP_LABELS.prefix[kind]}
              slotProps={{
                htmlInput: {
                  maxLength: 4,
                  spellCheck: false,
                  autoCapitalize: 'characters',
                  style: { textTransform: 'uppercase' },
                },
              }}
            />
          </Grid>
        ))}
      </Grid>
    </ShopSection>
  );
}
