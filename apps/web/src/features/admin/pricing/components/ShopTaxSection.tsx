import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { paths } from '../../../../config/paths';
import { fieldProps } from '../../../../lib/form-field';
import { useShop } from '../../../../lib/shop';
import type { PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';

const HSN_MAX_LENGTH = 8;

/** The state and GSTIN GST is charged under: the shop settings', shown here, changed there. */
function ShopRegistration({ form }: { form: PricingForm }) {
  const shop = useShop().data;
  const gstPercent = Number(useWatch({ control: form.control, name: 'gstPercent' }));
  if (!shop) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography
        component="dl"
        variant="body2"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {PRICING_LABELS.shopState}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
          {shop.address.state}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {PRICING_LABELS.gstin}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
          {shop.gstin ?? PRICING_MSG.noGstin}
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {PRICING_MSG.shopTaxFromSettings}{' '}
        <Link component={RouterLink} to={paths.admin.shop.getHref()} underline="always">
          {PRICING_LABELS.editInShopSettings}
        </Link>
      </Typography>
      {!shop.gstin && gstPercent > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {PRICING_MSG.gstWithoutGstin}
        </Alert>
      )}
    </Box>
  );
}

/** Sheet use, the minimum order value, and what the tax invoice needs: GST rate and HSN (state and GSTIN read-only). */
export function ShopTaxSection({ form }: { form: PricingForm }) {
  return (
    <SettingsSection title={PRICING_LABELS.orderAndTax}>
      <FieldGrid>
        <PricingNumberField
          form={form}
          name="sheetUsePercent"
          label={PRICING_LABELS.sheetUse}
          suffix="%"
          hint={PRICING_MSG.sheetUseHint}
        />
        <PricingNumberField form={form} name="minimumOrder" label={PRICING_LABELS.minimumOrder} prefix="₹" />
        <PricingNumberField form={form} name="gstPercent" label={PRICING_LABELS.gst} suffix="%" />
        <TextField
          {...fieldProps(form, 'hsnCode')}
          label={PRICING_LABELS.hsn}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: HSN_MAX_LENGTH } }}
        />
        <ShopRegistration form={form} />
      </FieldGrid>
    </SettingsSection>
  );
}
