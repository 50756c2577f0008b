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
import { isKnownPincode, placeOfSupply } from '@steelcut/domain/pincodes';
import { ADDRESS_MSG, AddressFieldsSchema, DEFAULT_COUNTRY } from '@steelcut/domain/schemas/address';
import { SubmitButton } from '../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form-field';
import { digitsOnly } from '../../../lib/input-filters';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
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

type Props = {
  userId: number;
  /** The saved address to change; without it the form adds a new one. */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

/** A saved address as the form's values. */
function valuesOf(address: Address): typeof EMPTY {
  return {
    addressLine1: address.address_line1,
    addressLine2: address.address_line2,
    city: address.city,
    state: address.state,
    postalCode: address.postal_code,
    country: address.country,
    isDefault: address.is_default === 1,
  };
}

/**
 * Adds an address, or changes `address`. SPEC section 5 'Address': the rules and messages come
 * from the domain schema the server uses too.
 */
export function AddressForm({ userId, address, onSaved, onCancel }: Props) {
  const form = useForm({
    resolver: zodResolver(AddressFieldsSchema),
    defaultValues: address ? valuesOf(address) : EMPTY,
  });
  const add = useAddAddress(userId);
  const update = useUpdateAddress(userId);
  const { enqueueSnackbar } = useSnackbar();
  const editing = address !== undefined;

  /** A pincode India Post lists names the state: the form fills it in (GST is charged by it). */
  const fillStateFrom = (pincode: string) => {
    if (!isKnownPincode(pincode)) return;
    const typed = form.getValues('state');
    const state = placeOfSupply({ state: typed, postalCode: pincode });
    if (state !== typed) form.setValue('state', state, { shouldValidate: form.formState.isSubmitted });
  };

  const onError = (error: unknown) => {
    // The server checks the same rules; show its field messages where they belong.
    if (error instanceof ApiError) {
      for (const { field, message } of error.errors) {
        const name = FIELDS.find((key) => key === field.split('.').pop());
        if (name) form.setError(name, { message });
      }
    }
    enqueueSnackbar(errorMessage(error, editing ? ADDRESS_MSG.updateFailed : ADDRESS_MSG.addFailed), {
      variant: 'error',
    });
  };

  const submit = form.handleSubmit((values) => {
    if (address) {
      return update.mutate(
        { id: address.id, fields: values },
        {
          onSuccess: (reply) => {
            enqueueSnackbar(reply.message || ADDRESS_MSG.updated, { variant: 'success' });
            onSaved(reply.address);
          },
          onError,
        },
      );
    }
    add.mutate(values, {
      onSuccess: (reply) => {
        enqueueSnackbar(reply.message || ADDRESS_MSG.added, { variant: 'success' });
        form.reset(EMPTY);
        onSaved(reply.address);
      },
      onError,
    });
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={editing ? 'Edit address' : 'Add address'}>
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
                onChange={(event) => {
                  const pincode = digitsOnly(event.target.value, POSTAL_CODE_DIGITS);
                  onChange(pincode);
                  fillStateFrom(pincode);
                }}
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
      {/* The default stays the default until another address is made so. */}
      {address?.is_default !== 1 && (
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
      )}
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <SubmitButton pending={add.isPending || update.isPending} fullWidth={false}>
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
