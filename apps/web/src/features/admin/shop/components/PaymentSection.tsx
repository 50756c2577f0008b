import TextField from '@mui/material/TextField';
import { fieldProps } from '../../../../lib/form-field';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { SHOP_LABELS } from '../lib/shop-labels';
import type { ShopSettingsForm } from './shop-form';
import { codeInput, ShopTextField } from './ShopTextField';

const GSTIN_LENGTH = 15;

/** Who a UPI payment goes to, and the GSTIN on invoices (empty: not registered). */
export function PaymentSection({ form }: { form: ShopSettingsForm }) {
  // An empty GSTIN is none (null), as the schema has it.
  const { ref, ...gstin } = form.register('gstin', { setValueAs: (value: string | null) => value?.trim() || null });
  const gstinError = fieldProps(form, 'gstin').helperText;
  return (
    <SettingsSection title={SHOP_LABELS.payment}>
      <FieldGrid>
        <ShopTextField
          name="upiId"
          label={SHOP_LABELS.upiId}
          hint={SHOP_LABELS.upiIdHint}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <ShopTextField name="payeeName" label={SHOP_LABELS.payeeName} hint={SHOP_LABELS.payeeNameHint} />
        <TextField
          {...gstin}
          inputRef={ref}
          label={SHOP_LABELS.gstin}
          error={Boolean(gstinError)}
          helperText={gstinError ?? SHOP_LABELS.gstinHint}
          autoComplete="off"
          slotProps={codeInput(GSTIN_LENGTH)}
        />
      </FieldGrid>
    </SettingsSection>
  );
}
