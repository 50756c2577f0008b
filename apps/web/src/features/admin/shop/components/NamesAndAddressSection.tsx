import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { INDIAN_STATES, type StateName } from '@steelcut/domain/india';
import { isKnownPincode, placeOfSupply } from '@steelcut/domain/pincodes';
import { SHOP_LABELS } from '../lib/shop-labels';
import type { ShopSettingsForm } from './shop-form';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { ShopTextField } from './ShopTextField';

/** Who the shop is and where: the name customers know, the one on invoices, the workshop's address. */
export function NamesAndAddressSection({ form }: { form: ShopSettingsForm }) {
  // A pincode India Post lists names the shop's state (GST is CGST + SGST within it): filled in as typed.
  const postalCode = useWatch({ control: form.control, name: 'address.postalCode' });
  useEffect(() => {
    if (!isKnownPincode(postalCode)) return;
    const typed = form.getValues('address.state');
    const state = placeOfSupply({ state: typed, postalCode });
    if (state !== typed) {
      form.setValue('address.state', state as StateName, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }, [form, postalCode]);
  return (
    <>
      <SettingsSection title={SHOP_LABELS.names}>
        <FieldGrid>
          <ShopTextField
            name="tradingName"
            label={SHOP_LABELS.tradingName}
            hint={SHOP_LABELS.tradingNameHint}
            autoComplete="organization"
          />
          <ShopTextField name="legalName" label={SHOP_LABELS.legalName} hint={SHOP_LABELS.legalNameHint} />
        </FieldGrid>
      </SettingsSection>
      <SettingsSection title={SHOP_LABELS.address}>
        <ShopTextField name="address.street" label={SHOP_LABELS.street} autoComplete="street-address" />
        <FieldGrid columns={{ sm: '5fr 4fr 3fr' }}>
          <ShopTextField name="address.city" label={SHOP_LABELS.city} autoComplete="address-level2" />
          <ShopTextField
            name="address.state"
            label={SHOP_LABELS.state}
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{SHOP_LABELS.chooseState}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </ShopTextField>
          <ShopTextField
            name="address.postalCode"
            label={SHOP_LABELS.postalCode}
            autoComplete="postal-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </FieldGrid>
      </SettingsSection>
    </>
  );
}
