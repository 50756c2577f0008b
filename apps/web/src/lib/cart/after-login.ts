import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSnackbar, type VariantType } from 'notistack';
import type { User } from '@steelcut/domain/schemas/auth';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { ApiError, errorMessage } from '../api-client';
import { authStore } from '../auth-store';
import { refetchAfterChange } from '../refetch-after-change';
import { addToCart, addToCartForm, mergeGuestCart } from './cart-api';
import { fromLocalItem, type LocalCartItem } from './cart-item';
import { guestCart } from './guest-cart';
import {
  clearPendingItemWithImage,
  pendingImageFile,
  readPendingGuestCart,
  readPendingItemWithImage,
  writePendingGuestCart,
} from './pending-cart';
import { cartQueryKey, type ServerCartItem } from './server-cart';

/** SPEC section 9: the pending cart is processed about 1 s after login. */
export const PENDING_CART_DELAY_MS = 1000;

type Notify = (message: string, variant: VariantType) => void;
type Context = { userId: number; queryClient: QueryClient; notify: Notify };

// A 4xx other than 401/429 refuses the item itself: trying again at the next login cannot help.
function isRefused(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 429].includes(error.status);
}

function showCart({ userId, queryClient }: Context, items: ServerCartItem[]): void {
  queryClient.setQueryData(cartQueryKey(userId), items);
}

async function addPendingItemWithImage(context: Context): Promise<void> {
  const pending = readPendingItemWithImage();
  if (!pending) return;
  let file: File;
  try {
    file = pendingImageFile(pending);
  } catch {
    clearPendingItemWithImage();
    context.notify(CART_MSG.processImage, 'error');
    return;
  }
  try {
    const reply = await addToCart(addToCartForm(context.userId, fromLocalItem(pending), file));
    clearPendingItemWithImage();
    showCart(context, reply.items);
    context.notify(reply.message || CART_MSG.added, 'success');
  } catch (error) {
    if (isRefused(error)) clearPendingItemWithImage();
    context.notify(errorMessage(error, CART_MSG.addWithImageFailed), 'error');
  }
}

/** The items a refused merge names: each error's field reads 'guestItems.<index>.<key>'. */
function refusedIndexes(error: ApiError): Set<number> {
  const indexes = error.errors.map(({ field }) => /^guestItems\.(\d+)\./.exec(field)?.[1]);
  return new Set(indexes.filter((index) => index !== undefined).map(Number));
}

/** Merges `items`; answers the server's message (it says when a line was held at 9999). */
async function merge(context: Context, items: LocalCartItem[]): Promise<string> {
  const reply = await mergeGuestCart(context.userId, items);
  writePendingGuestCart([]);
  showCart(context, reply.items);
  return reply.message;
}

/**
 * SPEC section 4: the guest cart moves to 'pendingGuestCart' first, so a failed merge keeps
 * it for the next login. The server merges all or nothing; when it refuses some items (a shape
 * hidden since, say), those are dropped with the server's message and the rest are merged.
 */
async function mergeGuestItems(context: Context): Promise<void> {
  const items = [...readPendingGuestCart(), ...guestCart.read()];
  if (items.length === 0) return;
  writePendingGuestCart(items);
  guestCart.clear();
  try {
    const message = await merge(context, items);
    context.notify(message || CART_MSG.merged, message === CART_MSG.mergedCapped ? 'warning' : 'success');
  } catch (error) {
    context.notify(errorMessage(error, CART_MSG.mergeFailed), 'error');
    if (!isRefused(error)) return;
    const refused = refusedIndexes(error);
    const rest = items.filter((_, index) => !refused.has(index));
    if (refused.size === 0 || rest.length === 0) {
      if (refused.size > 0) writePendingGuestCart([]);
      return;
    }
    writePendingGuestCart(rest);
    await merge(context, rest).catch(() => undefined);
  }
}

let running: Promise<void> | null = null;

/** Adds the pending item with its drawing, merges the guest cart, then refetches the cart. */
export function processPendingCart(context: Context): Promise<void> {
  running ??= (async () => {
    await addPendingItemWithImage(context);
    await mergeGuestItems(context);
    await refetchAfterChange(context.queryClient, { queryKey: cartQueryKey(context.userId) });
  })().finally(() => {
    running = null;
  });
  return running;
}

/** A slow merge holds the customer on the sign-in screen at most this long. */
const MAX_WAIT_MS = 5000;

/**
 * For the login and register screens: schedules the pending-cart work once signed in. Settles
 * when it is done (at once for an admin), so the screen can move on to a cart that is complete.
 */
export function useAfterLoginCart(): (user: User) => Promise<void> {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(
    (user: User) => {
      if (user.role !== 'user') return Promise.resolve();
      // Not tied to the screen that signed in: it has usually navigated away by then.
      const done = new Promise<void>((resolve) =>
        setTimeout(() => {
          if (authStore.getState().user?.id !== user.id) return resolve();
          const notify: Notify = (message, variant) => enqueueSnackbar(message, { variant });
          void processPendingCart({ userId: user.id, queryClient, notify }).finally(resolve);
        }, PENDING_CART_DELAY_MS),
      );
      const waitedLongEnough = new Promise<void>((resolve) => setTimeout(resolve, PENDING_CART_DELAY_MS + MAX_WAIT_MS));
      return Promise.race([done, waitedLongEnough]);
    },
    [enqueueSnackbar, queryClient],
  );
}
