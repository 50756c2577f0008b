import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { INDIAN_STATES } from '@steelcut/domain/india';
import { fieldProps } from '../../../../lib/form-field';
import type { PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { PricingSection } from './PricingSection';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';

const GSTIN_LENGTH = 15;
const HSN_MAX_LENGTH = 8;

/** Sheet use, the minimum order value, and what the tax invoice needs: GST rate, state, GSTIN, HSN. */
export function ShopTaxSection({ form }: { form: PricingForm }) {
  return (
    <PricingSection title={PRICING_LABELS.orderAndTax}>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PricingNumberField
            form={form}
            name="sheetUsePercent"
            label={PRICING_LABELS.sheetUse}
            suffix="%"
            hint={PRICING_MSG.sheetUseHint}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PricingNumberField form={form} name="minimumOrder" label={PRICING_LABELS.minimumOrder} prefix="₹" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PricingNumberField form={form} name="gstPercent" label={PRICING_LABELS.gst} suffix="%" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'shopState')}
            select
            label={PRICING_LABELS.shopState}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{PRICING_LABELS.chooseState}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'shopGstin')}
            label={PRICING_LABELS.gstin}
            slotProps={{
              htmlInput: { maxLength: GSTIN_LENGTH, autoCapitalize: 'characters', spellCheck: false },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'hsnCode')}
            label={PRICING_LABELS.hsn}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: HSN_MAX_LENGTH } }}
          />
        </Grid>
      </Grid>
    </PricingSection>
  );
}
