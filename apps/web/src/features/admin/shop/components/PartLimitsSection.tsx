import Typography from '@mui/material/Typography';
import { FieldGrid, SettingsFieldset } from '../../shared/components/SettingsSection';
import { SHOP_FORM_LABELS } from './shop-form-labels';
import { ShopNumberField } from './ShopNumberField';

/** The smallest part the shop cuts and its largest sheet, which every drawing's size is checked against. */
export function PartLimitsSection() {
  return (
    <SettingsFieldset title={SHOP_FORM_LABELS.partLimits}>
      <Typography variant="body2" color="text.secondary">
        {SHOP_FORM_LABELS.partLimitsIntro}
      </Typography>
      <FieldGrid columns={{ sm: '1fr 1fr 1fr' }}>
        <ShopNumberField name="partLimits.minMm" label={SHOP_FORM_LABELS.partMin} suffix="mm" />
        <ShopNumberField name="partLimits.sheet.short" label={SHOP_FORM_LABELS.sheetShort} suffix="mm" />
        <ShopNumberField name="partLimits.sheet.long" label={SHOP_FORM_LABELS.sheetLong} suffix="mm" />
      </FieldGrid>
    </SettingsFieldset>
  );
}
