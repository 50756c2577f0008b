import { useSnackbar } from 'notistack';
import { useAddToCart } from '../../../hooks/use-add-to-cart';

/** Adding a drawing's parts to the cart: a field's refusal told as a toast; busy until the cart opens. */
export function useAddDrawingParts() {
  const { enqueueSnackbar } = useSnackbar();
  const addToCart = useAddToCart((errors) => enqueueSnackbar(errors[0].message, { variant: 'error' }));
  return { addToCart, busy: addToCart.isPending || addToCart.data?.next === 'cart' };
}
