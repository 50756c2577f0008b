import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { sameState } from '@steelcut/domain/india';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import type { LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import { PoNumberSchema } from '@steelcut/domain/schemas/tracking';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { toWireItem } from '../../../lib/cart/cart-item';
import { useServerCart } from '../../../lib/cart/server-cart';
import { useQuote } from '../../../lib/pricing/get-quote';
import { useQuotation } from '../../../lib/quotations/get-quotation';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';
import { useAddresses } from '../api/get-addresses';
import { usePlaceOrder } from '../hooks/use-place-order';
import type { Address } from '../api/types';
import { AddressForm } from '../components/AddressForm';
import { AddressList } from '../components/AddressList';
import { CartSummary } from '../components/CartSummary';
import type { PlacingProps } from '../components/OrderSummaryCard';
import { PoNumberField } from '../components/PoNumberField';
import { selectedAddress } from '../lib/selected-address';
import { QuotationOrderSummary } from '../components/QuotationOrderSummary';
import { RetryAlert } from '../../../components/RetryAlert';

function AddressesSkeleton() {
  return (
    <Grid container spacing={2} aria-label="Loading addresses">
      {[0, 1].map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <Skeleton variant="rounded" height={132} />
        </Grid>
      ))}
    </Grid>
  );
}

const supplyStateOf = (address: { state: string; postal_code: string }) =>
  placeOfSupply({ state: address.state, postalCode: address.postal_code });

export default function DeliveryAddressPage() {
  const { user } = useAuth();
  const userId = user!.id;
  const addresses = useAddresses(userId);
  const cart = useServerCart();
  const placeOrder = usePlaceOrder({ id: userId, name: user?.name });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [chosenTier, setTier] = useState<LeadTimeTier>('standard');
  const [poNumber, setPoNumber] = useState('');
  const [poError, setPoError] = useState<string | null>(null);
  // ?quotation= orders that quotation at its prices instead of the cart.
  const [params] = useSearchParams();
  const quotationId = Number(params.get('quotation')) || null;
  const quotation = useQuotation(quotationId);

  const list = addresses.data ?? [];
  // A quotation is delivered in the state it was priced for: an address there comes first.
  const inQuotedState = quotation.data && list.find((a) => sameState(supplyStateOf(a), quotation.data.state));
  const selected = selectedAddress(list, chosenId ?? inQuotedState?.id ?? null);
  // Where GST is charged: the state of the chosen address's pincode (as the server reads it).
  const deliveryState = selected ? supplyStateOf(selected) : null;
  // What the order comes to delivered to the chosen address (its state's GST, delivery to its
  // pincode); a hidden shape is not priced (the order waits until it is removed).
  const orderable = (cart.data ?? []).filter((item) => !item.unavailable);
  const quote = useQuote(quotationId ? [] : orderable.map(toWireItem), {
    state: selected?.state,
    postalCode: selected?.postal_code,
  });
  const showForm = formOpen || (addresses.isSuccess && list.length === 0);
  // A tier the shop stopped offering since it was chosen falls back to standard.
  const offered = quotationId
    ? (quotation.data?.leadTimes.map((row) => row.tier) ?? [])
    : quote.data?.priced
      ? quote.data.leadTimes.map((row) => row.tier)
      : [];
  const tier = offered.includes(chosenTier) ? chosenTier : 'standard';

  const place = () => {
    const po = PoNumberSchema.safeParse(poNumber);
    setPoError(po.success ? null : po.error.issues[0]!.message);
    if (po.success) placeOrder.place(cart.data ?? [], selected, tier, po.data, quotationId ?? undefined);
  };

  const placing: PlacingProps = {
    deliveryState,
    placing: placeOrder.isPending,
    placed: placeOrder.isSuccess,
    problems: placeOrder.problems,
    onPlace: place,
    tier,
    onTierChange: setTier,
    extraFields: <PoNumberField value={poNumber} error={poError} onChange={setPoNumber} />,
  };

  const onAdded = (address: Address) => {
    setChosenId(address.id);
    setFormOpen(false);
  };

  return (
    <>
      <PageHeader
        title="Delivery Address"
        breadcrumbs={[
          quotationId
            ? { label: QUOTATION_LABELS.title, to: paths.quotations.getHref() }
            : { label: 'Cart', to: paths.cart.getHref() },
          { label: 'Delivery Address' },
        ]}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <section aria-labelledby="saved-addresses-title">
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5, flexWrap: 'wrap' }}
              >
                <Typography id="saved-addresses-title" variant="h6" component="h2">
                  Choose a delivery address
                </Typography>
                {list.length > 0 && !showForm && (
                  <Button startIcon={<AddLocationAltOutlined />} onClick={() => setFormOpen(true)}>
                    Add New Address
                  </Button>
                )}
              </Stack>
              {addresses.isPending ? (
                <AddressesSkeleton />
              ) : addresses.isError ? (
                <RetryAlert
                  message={errorMessage(addresses.error, ADDRESS_MSG.fetchFailed)}
                  onRetry={() => void addresses.refetch()}
                />
              ) : list.length === 0 ? (
                <EmptyState
                  title={ADDRESS_MSG.none}
                  description="Add the address we should deliver your plates to."
                  icon={<AddLocationAltOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
                />
              ) : (
                <AddressList
                  userId={userId}
                  addresses={list}
                  selectedId={selected?.id ?? null}
                  onSelect={setChosenId}
                />
              )}
            </section>
            {showForm && (
              <Card component="section" aria-labelledby="add-address-title">
                <CardContent>
                  <Typography id="add-address-title" variant="h6" component="h2">
                    Add New Address
                  </Typography>
                  <AddressForm
                    userId={userId}
                    onSaved={onAdded}
                    onCancel={list.length > 0 ? () => setFormOpen(false) : undefined}
                  />
                </CardContent>
              </Card>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {quotationId ? (
            <QuotationOrderSummary quotation={quotation} {...placing} />
          ) : cart.isError ? (
            <Alert severity="error">{errorMessage(cart.error, CART_MSG.unexpected)}</Alert>
          ) : (
            <CartSummary items={cart.data} quote={quote} loading={cart.isPending} {...placing} />
          )}
        </Grid>
      </Grid>
    </>
  );
}
