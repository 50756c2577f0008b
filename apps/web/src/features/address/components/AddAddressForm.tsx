import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { ADDRESS_MSG, AddressFieldsSchema, DEFAULT_COUNTRY } from '@steelcut/domain/schemas/address';
import { SubmitButton } from '../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form-field';
import { digitsOnly } from '../../../lib/input-filters';
import { useAddAddress } from '../api/add-address';
import type { Address } from '../api/types';

const POSTAL_CODE_DIGITS = 6;

const EMPTY = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
  isDefault: false,
};

const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

type Props = { userId: number; onAdded: (address: Address) => void; onCancel?: () => void };

/** SPEC section 5 'Address': the rules and messages come from the domain schema the server uses too. */
export function AddAddressForm({ userId, onAdded, onCancel }: Props) {
  const form = useForm({
    resolver: zodResolver(AddressFieldsSchema),
    defaultValues: EMPTY,
  });
  const add = useAddAddress(userId);
  const { enqueueSnackbar } = useSnackbar();

  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (reply) => {
        enqueueSnackbar(reply.message || ADDRESS_MSG.added, { variant: 'success' });
        form.reset(EMPTY);
        onAdded(reply.address);
      },
      onError: (error) => {
        // The server checks the same rules; show its field messages where they belong.
        if (error instanceof ApiError) {
          for (const { field, message } of error.errors) {
            const name = FIELDS.find((key) => key === field.split('.').pop());
            if (name) form.setError(name, { message });
          }
        }
        enqueueSnackbar(errorMessage(error, ADDRESS_MSG.addFailed), { variant: 'error' });
      },
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add address">
      <TextField {...fieldProps(form, 'addressLine1')} label="Address Line 1" autoComplete="address-line1" required />
      <TextField {...fieldProps(form, 'addressLine2')} label="Address Line 2 (optional)" autoComplete="address-line2" />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps(form, 'city')} label="City" autoComplete="address-level2" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps(form, 'state')} label="State" autoComplete="address-level1" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="postalCode"
            control={form.control}
            render={({ field: { ref, onChange, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                onChange={(event) => onChange(digitsOnly(event.target.value, POSTAL_CODE_DIGITS))}
                label="Postal Code"
                autoComplete="postal-code"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: POSTAL_CODE_DIGITS } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps(form, 'country')} label="Country" autoComplete="country-name" required />
        </Grid>
      </Grid>
      <Controller
        name="isDefault"
        control={form.control}
        render={({ field: { ref, value, onChange, ...field } }) => (
          <FormControlLabel
            sx={{ mt: 1 }}
            label="Make this my default address"
            control={
              <Checkbox
                {...field}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
                slotProps={{ input: { ref } }}
              />
            }
          />
        )}
      />
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <SubmitButton pending={add.isPending} fullWidth={false}>
          Save Address
        </SubmitButton>
        {onCancel && (
          <Button onClick={onCancel} size="large">
            Cancel
          </Button>
        )}
      </Stack>
    </Box>
  );
}
