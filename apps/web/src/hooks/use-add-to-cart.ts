import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { NAV_DELAY_MS } from '@steelcut/domain/constants';
import { ADDED_MESSAGE, CART_MSG } from '@steelcut/domain/schemas/cart';
import { paths } from '../config/paths';
import { useDelayedNavigate } from './use-delayed-navigate';
import { ApiError, errorMessage, type FieldError } from '../lib/api-client';
import { useAuth } from '../lib/auth-store';
import { addToCart, addToCartForm } from '../lib/cart/cart-api';
import { toLocalItem, type ConfiguredItem } from '../lib/cart/cart-item';
import { guestCart } from '../lib/cart/guest-cart';
import { keepPendingItemWithImage } from '../lib/cart/pending-cart';
import { cartQueryKey } from '../lib/cart/server-cart';

/** One item (with its image, if any), or several added one after another (a drawing's parts, no image). */
type Variables = { input: ConfiguredItem; image: File | null } | { inputs: readonly ConfiguredItem[]; image?: never };
type Outcome = { next: 'cart' | 'login'; message: string };

/** A failure of this browser, not the server: shown as is. */
class LocalError extends Error {}

async function keepForLogin(input: ConfiguredItem, image: File): Promise<void> {
  try {
    await keepPendingItemWithImage(input, image);
  } catch (error) {
    const full = error instanceof DOMException && error.name === 'QuotaExceededError';
    throw new LocalError(full ? CART_MSG.imageTooLargeToKeep : CART_MSG.processImage);
  }
}

/** What several adds say: a line held at the cap if any was, else what the last one said. */
const heldAtCap = (messages: readonly string[]) =>
  messages.includes(CART_MSG.addedCapped) ? CART_MSG.addedCapped : (messages.at(-1) ?? CART_MSG.added);

/**
 * SPEC sections 2 and 5: a customer's item goes to the server (a drawing with upload progress);
 * a guest's goes to the local cart, or, with a drawing, waits for login.
 */
export function useAddToCart(onFieldErrors: (errors: FieldError[]) => void) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [progress, setProgress] = useState<number | null>(null);

  const mutation = useMutation({
    mutationFn: async (variables: Variables): Promise<Outcome> => {
      const image = variables.image ?? null;
      const inputs = 'inputs' in variables ? variables.inputs : [variables.input];
      if (!user) {
        if (image) {
          await keepForLogin(inputs[0]!, image);
          return { next: 'login', message: CART_MSG.guestImage };
        }
        return {
          next: 'cart',
          message: heldAtCap(inputs.map((input) => ADDED_MESSAGE[guestCart.add(toLocalItem(input))])),
        };
      }
      const upload = image ? { onProgress: setProgress } : undefined;
      const messages: string[] = [];
      for (const input of inputs) {
        const reply = await addToCart(addToCartForm(user.id, input, image), upload);
        queryClient.setQueryData(cartQueryKey(user.id), reply.items);
        messages.push(reply.message || CART_MSG.added);
      }
      return { next: 'cart', message: heldAtCap(messages) };
    },
    onMutate: ({ image }) => setProgress(image && user ? 0 : null),
    onSettled: () => setProgress(null),
    onSuccess: ({ next, message }) => {
      if (next === 'login') {
        enqueueSnackbar(message, { variant: 'info' });
        void navigate(paths.auth.login.getHref());
        return;
      }
      // Held at 9999 on a line already there: not quite what was asked, so not a plain success.
      enqueueSnackbar(message, { variant: message === CART_MSG.addedCapped ? 'warning' : 'success' });
      navigateLater(paths.cart.getHref(), NAV_DELAY_MS.afterAddToCart);
    },
    onError: (error) => {
      const message = error instanceof LocalError ? error.message : errorMessage(error, CART_MSG.addFailed);
      enqueueSnackbar(message, { variant: 'error' });
      if (error instanceof ApiError && error.errors.length > 0) onFieldErrors(error.errors);
    },
  });

  return { ...mutation, progress };
}
