import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { digitsOnly } from '../../../../lib/input-filters';
import { errorAt } from './field-error';
import { SettingsFieldset } from '../../shared/components/SettingsSection';
import { SHOP_FORM_LABELS } from './shop-form-labels';
import { ShopNumberField } from './ShopNumberField';

type Charge = ShopSettings['delivery']['charge'];

/** A charge of this kind, keeping the amount already typed where there is one. */
function chargeOf(kind: Charge['kind'], current: Charge): Charge {
  const amount = current.kind === 'flat' ? current.paise : current.kind === 'perKg' ? current.paisePerKg : 0;
  if (kind === 'flat') return { kind, paise: amount };
  if (kind === 'perKg') return { kind, paisePerKg: amount };
  return { kind };
}

/** Where the shop delivers and what delivery costs; the form's amounts are rupees, the settings' paise. */
export function DeliverySection() {
  const { control, register, setValue, formState } = useFormContext<ShopSettings>();
  const [charge, freeAbove, outside, pincode] = useWatch({
    control,
    name: ['delivery.charge', 'delivery.freeAbovePaise', 'delivery.outside', 'delivery.pincode'],
  });
  const chargeId = useId();
  const outsideId = useId();
  const pincodeError = errorAt(formState.errors, 'delivery.pincode');
  const pincodeField = register('delivery.pincode');

  return (
    <SettingsFieldset title={SHOP_FORM_LABELS.delivery}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...pincodeField}
            value={pincode}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value, 6);
              void pincodeField.onChange(event);
            }}
            label={SHOP_FORM_LABELS.shopPincode}
            error={Boolean(pincodeError)}
            helperText={pincodeError}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ShopNumberField name="delivery.radiusKm" label={SHOP_FORM_LABELS.radius} suffix="km" />
        </Grid>
      </Grid>

      <FormControl>
        <FormLabel id={chargeId}>{SHOP_FORM_LABELS.charge}</FormLabel>
        <RadioGroup
          aria-labelledby={chargeId}
          value={charge.kind}
          onChange={(event) =>
            setValue('delivery.charge', chargeOf(event.target.value as Charge['kind'], charge), { shouldDirty: true })
          }
        >
          <FormControlLabel value="none" control={<Radio />} label={SHOP_FORM_LABELS.chargeNone} />
          <FormControlLabel value="flat" control={<Radio />} label={SHOP_FORM_LABELS.chargeFlat} />
          <FormControlLabel value="perKg" control={<Radio />} label={SHOP_FORM_LABELS.chargePerKg} />
        </RadioGroup>
      </FormControl>
      {charge.kind === 'flat' && (
        <ShopNumberField key="flat" name="delivery.charge.paise" label={SHOP_FORM_LABELS.flatAmount} rupees />
      )}
      {charge.kind === 'perKg' && (
        <ShopNumberField
          key="perKg"
          name="delivery.charge.paisePerKg"
          label={SHOP_FORM_LABELS.perKgAmount}
          rupees
          suffix="/kg"
        />
      )}

      <FormControlLabel
        control={
          <Switch
            checked={freeAbove !== null}
            onChange={(event) =>
              setValue('delivery.freeAbovePaise', event.target.checked ? 0 : null, { shouldDirty: true })
            }
          />
        }
        label={SHOP_FORM_LABELS.freeAbove}
      />
      {freeAbove !== null && (
        <ShopNumberField name="delivery.freeAbovePaise" label={SHOP_FORM_LABELS.freeAboveAmount} rupees />
      )}

      <FormControl>
        <FormLabel id={outsideId}>{SHOP_FORM_LABELS.outside}</FormLabel>
        <RadioGroup
          aria-labelledby={outsideId}
          value={outside}
          onChange={(event) =>
            setValue('delivery.outside', event.target.value as ShopSettings['delivery']['outside'], {
              shouldDirty: true,
            })
          }
        >
          <FormControlLabel value="refuse" control={<Radio />} label={SHOP_FORM_LABELS.outsideRefuse} />
          <FormControlLabel value="quote" control={<Radio />} label={SHOP_FORM_LABELS.outsideQuote} />
        </RadioGroup>
      </FormControl>
    </SettingsFieldset>
  );
}
