import { useState } from 'react';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toWireItem, type CartLine } from '../../../lib/cart/cart-item';
import { readPendingItemWithImage } from '../../../lib/cart/pending-cart';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartQuantity } from '../api/update-cart-quantity';
import { useQuote } from '../../../lib/pricing/get-quote';
import { useDownloadCartQuotation } from '../../../lib/quotations/create-quotation';
import { useQuotations } from '../../../lib/quotations/get-quotations';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';
import { QUOTATION_MSG, type CreateQuotationBody } from '@steelcut/domain/schemas/quotation';
import { useVisibleShapeIds } from '../api/get-visible-shapes';
import { unavailableReason } from '../cart-line';
import { CartItemCard } from '../components/CartItemCard';
import { CartSummary } from '../components/CartSummary';
import { QuotationDialog } from '../components/QuotationDialog';
import { RemoveItemDialog } from '../components/RemoveItemDialog';

const TITLE = 'Cart';

/** A guest's item with a drawing waits for login; say so, or it looks lost. */
function PendingDrawingNotice() {
  const pending = readPendingItemWithImage();
  if (!pending) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={RouterLink} to={paths.auth.login.getHref()}>
          Log in
        </Button>
      }
    >
      {pending.shape_name} with your drawing will be added to your cart when you log in.
    </Alert>
  );
}

function LoadingCart() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading cart">
      {[0, 1].map((key) => (
        <Skeleton key={key} variant="rounded" height={128} />
      ))}
    </Stack>
  );
}

export default function CartPage() {
  const cart = useCart();
  const remove = useRemoveCartItem();
  const updateQuantity = useUpdateCartQuantity();
  const [toRemove, setToRemove] = useState<CartLine | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const isGuest = cart.owner === 'guest';
  // A guest's lines are checked against today's catalogue; the server flags a customer's.
  const visibleShapeIds = useVisibleShapeIds(isGuest && cart.items.length > 0);
  const reasons = new Map(cart.items.map((item) => [item.id, unavailableReason(item, visibleShapeIds)]));
  const orderable = cart.items.filter((item) => !reasons.get(item.id));
  const blocked = orderable.length < cart.items.length;
  // No delivery state yet: GST as within the shop's state (the total is the same either way).
  // Only what can be ordered is priced: the server refuses to price a hidden shape.
  const quote = useQuote(orderable.map(toWireItem));
  // Earlier figures kept on screen belong to an earlier list: only the summary shows them.
  const prices = quote.data?.priced && !quote.isPlaceholderData ? quote.data.items : undefined;
  const priceOf = (item: CartLine) => prices?.[orderable.indexOf(item)];
  const [quotationOpen, setQuotationOpen] = useState(false);
  const quotation = useDownloadCartQuotation();
  // The state of the customer's last quotation is where the next one most likely goes.
  const lastState = useQuotations(quotationOpen).data?.[0]?.state ?? '';

  const downloadQuotation = (body: CreateQuotationBody) =>
    quotation.mutate(body, {
      onSuccess: (made) => {
        setQuotationOpen(false);
        enqueueSnackbar(QUOTATION_LABELS.downloaded(made.number), { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(errorMessage(error, QUOTATION_MSG.createFailed), { variant: 'error' }),
    });

  const changeQuantity = (item: CartLine, quantity: number) =>
    updateQuantity.mutateAsync({ item, quantity }).catch((error: unknown) => {
      enqueueSnackbar(errorMessage(error, CART_MSG.quantityUpdateFailed), { variant: 'error' });
      throw error;
    });

  const confirmRemove = (item: CartLine) =>
    remove.mutate(item, {
      onSuccess: (message) => {
        setToRemove(null);
        enqueueSnackbar(message || CART_MSG.removed, { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(errorMessage(error, CART_MSG.removeFailed), { variant: 'error' }),
    });

  // SPEC section 6: ordering needs a login.
  const proceed = () => {
    if (blocked) return void enqueueSnackbar(CART_MSG.unavailableBlocksOrder, { variant: 'warning' });
    if (isGuest) {
      enqueueSnackbar(CART_MSG.loginToOrder, { variant: 'info' });
      // Signed in, the customer comes back to the checkout with this cart merged.
      void navigate(paths.auth.login.getHref(paths.deliveryAddress.getHref()));
      return;
    }
    void navigate(paths.deliveryAddress.getHref());
  };

  let content;
  if (cart.isLoading) {
    content = <LoadingCart />;
  } else if (cart.error) {
    content = (
      <EmptyState
        title={errorMessage(cart.error, CART_MSG.unexpected)}
        action={
          <Button variant="contained" onClick={cart.refetch}>
            Try again
          </Button>
        }
      />
    );
  } else if (cart.items.length === 0) {
    content = (
      <EmptyState
        title={CART_MSG.emptyCart}
        description="Choose a shape, enter its dimensions and add it here."
        icon={<ShoppingCartOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
        action={
          <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
            Browse Shapes
          </Button>
        }
      />
    );
  } else {
    content = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box component="ul" aria-label="Cart items" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {cart.items.map((item) => (
              <CartItemCard
                key={item.id}
                item={item}
                price={priceOf(item)}
                unavailable={reasons.get(item.id)}
                onRemove={setToRemove}
                onQuantity={changeQuantity}
              />
            ))}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <CartSummary
              items={orderable}
              quote={quote}
              isGuest={isGuest}
              blocked={blocked}
              onProceed={proceed}
              onQuotation={isGuest ? undefined : () => setQuotationOpen(true)}
              quotationPending={quotation.isPending}
            />
          </Box>
        </Grid>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={TITLE} breadcrumbs={[{ label: TITLE }]} />
      {isGuest && <PendingDrawingNotice />}
      {content}
      <QuotationDialog
        open={quotationOpen}
        initialState={lastState}
        pending={quotation.isPending}
        onCancel={() => setQuotationOpen(false)}
        onSubmit={downloadQuotation}
      />
      <RemoveItemDialog
        item={toRemove}
        pending={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
