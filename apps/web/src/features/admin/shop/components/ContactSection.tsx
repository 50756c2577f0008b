import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { get, useController } from 'react-hook-form';
import { SHOP_LABELS } from '../lib/shop-labels';
import type { ShopSettingsForm } from './shop-form';
import { ShopSection } from './ShopSection';
import { ShopTextField } from './ShopTextField';

/** ShopSettingsSchema takes one to three numbers. */
const MAX_PHONES = 3;
const PHONE_ROW_SX = { display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1, alignItems: 'start' } as const;

const messageAt = (errors: object, name: string): string | undefined => {
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
};

/** The shop's phone numbers, first one first (customers pay to it by UPI), and its e-mail address. */
export function ContactSection({ form }: { form: ShopSettingsForm }) {
  const { field } = useController({ control: form.control, name: 'phones' });
  const phones = field.value;
  const { errors } = form.formState;
  const listError = messageAt(errors, 'phones') ?? messageAt(errors, 'phones.root');
  const change = (next: string[]) => field.onChange(next);

  return (
    <ShopSection title={SHOP_LABELS.contact}>
      {phones.map((phone, index) => {
        const error = messageAt(errors, `phones.${index}`);
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
            <IconButton
              aria-label={SHOP_LABELS.removePhone(index + 1)}
              onClick={() => change(phones.filter((_, i) => i !== index))}
              disabled={phones.length === 1}
              sx={{ mt: 3 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => change([...phones, ''])}
        disabled={phones.length >= MAX_PHONES}
        sx={{ mt: 1 }}
      >
        {SHOP_LABELS.addPhone}
      </Button>
      <ShopTextField
        form={form}
        name="email"
        label={SHOP_LABELS.email}
        hint={SHOP_LABELS.emailHint}
        type="email"
        autoComplete="email"
      />
    </ShopSection>
  );
}
