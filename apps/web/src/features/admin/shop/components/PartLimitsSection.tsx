import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHOP_FORM_LABELS } from './shop-form-labels';
import { ShopNumberField } from './ShopNumberField';

/** The smallest part the shop cuts and its largest sheet, which every drawing's size is checked against. */
export function PartLimitsSection() {
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {SHOP_FORM_LABELS.partLimits}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {SHOP_FORM_LABELS.partLimitsIntro}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ShopNumberField name="partLimits.minMm" label={SHOP_FORM_LABELS.partMin} suffix="mm" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ShopNumberField name="partLimits.sheet.short" label={SHOP_FORM_LABELS.sheetShort} suffix="mm" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ShopNumberField name="partLimits.sheet.long" label={SHOP_FORM_LABELS.sheetLong} suffix="mm" />
        </Grid>
      </Grid>
    </Stack>
  );
}
