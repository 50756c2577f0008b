import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { AddRowButton, RemoveRowButton } from '../../shared/components/EditableRows';
import { SHOP_LABELS } from '../lib/shop-labels';
import { listErrorAt } from './field-error';
import type { ShopSettingsForm } from './shop-form';
import { SettingsSection } from '../../shared/components/SettingsSection';
import { ShopTextField } from './ShopTextField';

/** ShopSettingsSchema takes one to three numbers. */
const MAX_PHONES = 3;
const PHONE_ROW_SX = { display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, alignItems: 'start' } as const;

/** The shop's phone numbers, first one first (customers pay to it by UPI), and its e-mail address. */
export function ContactSection({ form }: { form: ShopSettingsForm }) {
  const { field } = useController({ control: form.control, name: 'phones' });
  const phones = field.value;
  const { errors } = form.formState;
  const listError = listErrorAt(errors, 'phones');
  const change = (next: string[]) => field.onChange(next);

  return (
    <SettingsSection title={SHOP_LABELS.contact}>
      {phones.map((phone, index) => {
        const error = listErrorAt(errors, `phones.${index}`);
        return (
          <Box key={index} sx={PHONE_ROW_SX}>
            <TextField
              label={SHOP_LABELS.phone(index + 1)}
              value={phone}
              onChange={(event) => change(phones.map((each, i) => (i === index ? event.target.value : each)))}
              onBlur={field.onBlur}
              inputRef={index === 0 ? field.ref : undefined}
              error={Boolean(error)}
              helperText={error ?? (index === 0 ? SHOP_LABELS.phonesHint : undefined)}
              type="tel"
              autoComplete="tel"
            />
            <RemoveRowButton
              label={SHOP_LABELS.removePhone(index + 1)}
              onClick={() => change(phones.filter((_, i) => i !== index))}
              disabled={phones.length === 1}
              sx={{ mt: 3 }}
            />
          </Box>
        );
      })}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <AddRowButton
        label={SHOP_LABELS.addPhone}
        onAdd={() => change([...phones, ''])}
        full={phones.length >= MAX_PHONES}
      />
      <ShopTextField
        name="email"
        label={SHOP_LABELS.email}
        hint={SHOP_LABELS.emailHint}
        type="email"
        autoComplete="email"
      />
    </SettingsSection>
  );
}
