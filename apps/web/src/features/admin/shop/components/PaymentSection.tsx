import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../../../lib/form-field';
import { SHOP_LABELS } from '../lib/shop-labels';
import type { ShopSettingsForm } from './shop-form';
import { ShopSection } from './ShopSection';
import { ShopTextField } from './ShopTextField';

const GSTIN_LENGTH = 15;

/** Who a UPI payment goes to, and the GSTIN on invoices (empty: not registered). */
export function PaymentSection({ form }: { form: ShopSettingsForm }) {
  // An empty GSTIN is none (null), as the schema has it.
  const { ref, ...gstin } = form.register('gstin', { setValueAs: (value: string | null) => value?.trim() || null });
  const gstinError = fieldProps(form, 'gstin').helperText;
  return (
    <ShopSection title={SHOP_LABELS.payment}>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ShopTextField
            form={form}
            name="upiId"
            label={SHOP_LABELS.upiId}
            hint={SHOP_LABELS.upiIdHint}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ShopTextField form={form} name="payeeName" label={SHOP_LABELS.payeeName} hint={SHOP_LABELS.payeeNameHint} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...gstin}
            inputRef={ref}
            label={SHOP_LABELS.gstin}
            error={Boolean(gstinError)}
            helperText={gstinError ?? SHOP_LABELS.gstinHint}
            autoComplete="off"
            slotProps={{
              htmlInput: {
                maxLength: GSTIN_LENGTH,
                spellCheck: false,
                autoCapitalize: 'characters',
                style: { textTransform: 'uppercase' },
              },
            }}
          />
        </Grid>
      </Grid>
    </ShopSection>
  );
}
