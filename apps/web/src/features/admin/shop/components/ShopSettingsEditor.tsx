import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import {
  booksOf,
  couriersOf,
  numberPrefixesOf,
  partLimitsOf,
  SHOP_MSG,
  type ShopSettings,
} from '@steelcut/domain/schemas/shop';
import { ShopSettingsInputSchema, type AdminShopReply } from '@steelcut/domain/schemas/shop-api';
import { nestingOf } from '@steelcut/domain/schemas/nesting';
import { SubmitButton } from '../../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useSaveShopSettings } from '../api/save-shop-settings';
import { SHOP_LABELS } from '../lib/shop-labels';
import { BooksSection } from './BooksSection';
import { ContactSection } from './ContactSection';
import { CouriersSection } from './CouriersSection';
import { HoursSection } from './HoursSection';
import { NamesAndAddressSection } from './NamesAndAddressSection';
import { NestingSection } from './NestingSection';
import { NumberingSection } from './NumberingSection';
import { PaymentSection } from './PaymentSection';
import { formFieldOf } from './shop-form';
import { ShopStockAndDeliveryFields } from './StockAndDelivery';

/**
 * The whole settings object, checked by the domain's schema as the server checks it. The
 * stock, finishes and delivery part has its own component; what it does not edit is sent as loaded.
 */
export function ShopSettingsEditor({ settings }: { settings: AdminShopReply }) {
  const form = useForm<ShopSettings, unknown, ShopSettings>({
    resolver: zodResolver(ShopSettingsInputSchema),
    // Settings saved before the courier list, the books, the number prefixes or nesting existed show (and save) the defaults.
    defaultValues: {
      ...settings.shop,
      couriers: couriersOf(settings.shop),
      books: booksOf(settings.shop),
      numberPrefixes: numberPrefixesOf(settings.shop),
      partLimits: partLimitsOf(settings.shop),
      nesting: nestingOf(settings.shop),
    },
  });
  const save = useSaveShopSettings();
  const { enqueueSnackbar } = useSnackbar();

  const submit = form.handleSubmit((shop) =>
    save.mutate(shop, {
      onSuccess: (reply) => {
        form.reset(reply.shop);
        enqueueSnackbar(reply.message || SHOP_MSG.saved, { variant: 'success' });
      },
      onError: (error) => {
        // The server checks the same schema (and that a GSTIN stays while prices charge GST).
        const fieldErrors = error instanceof ApiError ? error.errors : [];
        fieldErrors.forEach(({ field, message }, index) =>
          form.setError(
            formFieldOf(field) as FieldPath<ShopSettings>,
            { type: 'server', message },
            { shouldFocus: index === 0 },
          ),
        );
        enqueueSnackbar(errorMessage(error, SHOP_MSG.saveFailed), { variant: 'error' });
      },
    }),
  );
  const formError = form.formState.errors.root?.message;

  return (
    // The stock and delivery part reads the form from context (useFormContext).
    <FormProvider {...form}>
      <Box component="form" noValidate aria-label={SHOP_LABELS.title} onSubmit={submit} sx={{ maxWidth: 960 }}>
        <Stack spacing={2}>
          {!settings.setup.detailsSaved && <Alert severity="info">{SHOP_LABELS.notSaved}</Alert>}
          {formError && <Alert severity="error">{formError}</Alert>}
          <NamesAndAddressSection form={form} />
          <ContactSection form={form} />
          <PaymentSection form={form} />
          <HoursSection form={form} />
          {/* Stock, finishes and delivery: their own component (StockAndDelivery.tsx). */}
          <ShopStockAndDeliveryFields />
          <NestingSection />
          <CouriersSection form={form} />
          <NumberingSection />
          <BooksSection />
          <Box>
            <SubmitButton pending={save.isPending} fullWidth={false}>
              {SHOP_LABELS.save}
            </SubmitButton>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
