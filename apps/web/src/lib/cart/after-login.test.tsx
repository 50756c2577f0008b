// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { localItem, serverItem } from '../../testing/cart';
import { json, sentBodies, stubFetch } from '../../testing/fetch';
import { jwtExpiringIn } from '../../testing/jwt';
import { renderWithProviders } from '../../testing/render';
import { admin, customer } from '../../testing/users';
import { authStore } from '../auth-store';
import { processPendingCart, useAfterLoginCart } from './after-login';
import { useServerCart } from './server-cart';

const MERGE = '/api/cart/mergeGuestCart';
const pendingWithImage = {
  ...localItem({ id: 'guest-9', shape_id: 4, shape_name: 'Ring (washer)', shape_slug: 'ring' }),
  image_path: undefined,
  image_data: `data:image/png;base64,${btoa('\x89PNG fake')}`,
  image_name: 'ring.png',
  image_type: 'image/png',
};

function SignedIn({ as }: { as: typeof customer }) {
  const processPendingCart = useAfterLoginCart();
  const cart = useServerCart();
  return (
    <>
      <button onClick={() => processPendingCart(as)}>Signed in</button>
      <p>{cart.data ? `${cart.data.length} in cart` : 'no cart'}</p>
    </>
  );
}

function run(notify = vi.fn()) {
  return processPendingCart({ userId: customer.id, queryClient: new QueryClient(), notify }).then(() => notify);
}

describe('after login (SPEC section 4)', () => {
  it('adds the pending item with its drawing, merges the guest cart, then refetches the cart, about 1 s later', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    localStorage.setItem('pendingCartItemWithImage', JSON.stringify(pendingWithImage));
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    let items = [serverItem({ id: 1 })];
    const fetchMock = stubFetch((url) => {
      if (url === '/api/shape/addcart') {
        items = [...items, serverItem({ id: 2, image_path: 'files/x?exp=1&sig=y', image_type: 'image/png' })];
        return json(200, { items, message: 'Added to cart' });
      }
      if (url === MERGE) {
        items = [...items, serverItem({ id: 3, shape_id: 1 })];
        return json(200, { items, message: CART_MSG.merged });
      }
      return json(200, { items, message: 'Fetched cart successfully' });
    });
    const { user } = renderWithProviders(<SignedIn as={customer} />);
    expect(await screen.findByText('1 in cart')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Signed in' }));
    const urls = () => fetchMock.mock.calls.map(([url]) => url);
    expect(urls()).not.toContain('/api/shape/addcart');

    expect(await screen.findByText('3 in cart', {}, { timeout: 3000 })).toBeTruthy();
    expect(urls()).toEqual([
      `/api/cart/getCart/${customer.id}`,
      '/api/shape/addcart',
      MERGE,
      `/api/cart/getCart/${customer.id}`,
    ]);
    const form = fetchMock.mock.calls[1]![1]!.body as FormData;
    expect(form.get('shapeId')).toBe('4');
    expect(form.get('userId')).toBe(String(customer.id));
    expect((form.get('image') as File).name).toBe('ring.png');
    expect((form.get('image') as File).type).toBe('image/png');
    expect(sentBodies(fetchMock, MERGE)).toEqual([
      {
        userId: customer.id,
        guestItems: [
          {
            shape_id: 1,
            shape_name: 'Rectangle plate',
            material_name: 'SS 316',
            thickness: 1.5,
            quantity: 10,
            finish: 'Mill Finish',
            parameters: [
              { param_key: 'a', param_value: 500 },
              { param_key: 'b', param_value: 300 },
            ],
          },
        ],
      },
    ]);
    expect(await screen.findByText(CART_MSG.merged)).toBeTruthy();
    for (const key of ['pendingCartItemWithImage', 'guest_cart', 'pendingGuestCart']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('does nothing for an admin', async () => {
    authStore.signIn(admin, jwtExpiringIn(900));
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    const fetchMock = stubFetch(() => json(200, { items: [] }));
    const { user } = renderWithProviders(<SignedIn as={admin} />);

    await user.click(screen.getByRole('button', { name: 'Signed in' }));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('guest_cart')).not.toBeNull();
  });

  it('keeps the guest items in pendingGuestCart when the merge fails, and says so', async () => {
    localStorage.setItem('pendingGuestCart', JSON.stringify([localItem({ id: 'guest-old' })]));
    localStorage.setItem('guest_cart', JSON.stringify([localItem({ id: 'guest-new' })]));
    stubFetch(() => json(503, {}));

    const notify = await run();

    expect(notify).toHaveBeenCalledWith(CART_MSG.mergeFailed, 'error');
    expect(localStorage.getItem('guest_cart')).toBeNull();
    const kept = JSON.parse(localStorage.getItem('pendingGuestCart') ?? '[]') as { id: string }[];
    expect(kept.map((item) => item.id)).toEqual(['guest-old', 'guest-new']);
  });

  it('drops the items the server refuses, shows its message and merges the rest', async () => {
    const refused = 'Failed to merge guest cart items: Ring (washer): This shape is not available';
    localStorage.setItem(
      'guest_cart',
      JSON.stringify([localItem({ id: 'guest-ok' }), localItem({ id: 'guest-gone', shape_id: 4 })]),
    );
    const fetchMock = stubFetch((url, init) => {
      const body = JSON.parse(String(init.body)) as { guestItems: unknown[] };
      return body.guestItems.length === 2
        ? json(400, {
            message: refused,
            errors: [{ field: 'guestItems.1.shapeId', message: 'This shape is not available' }],
          })
        : json(200, { items: [serverItem()], message: CART_MSG.merged });
    });

    const notify = await run();

    expect(notify).toHaveBeenCalledWith(refused, 'error');
    const merged = sentBodies(fetchMock, MERGE) as { guestItems: { shape_id: number }[] }[];
    expect(merged.map((body) => body.guestItems.map((item) => item.shape_id))).toEqual([[1, 4], [1]]);
    expect(localStorage.getItem('pendingGuestCart')).toBeNull();
  });

  it('says so when the server held a line at 9999 while merging', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem({ quantity: 9000 })]));
    stubFetch(() => json(200, { items: [serverItem({ quantity: 9999 })], message: CART_MSG.mergedCapped }));

    const notify = await run();

    expect(notify).toHaveBeenCalledWith(CART_MSG.mergedCapped, 'warning');
    expect(localStorage.getItem('pendingGuestCart')).toBeNull();
  });

  it('keeps the pending drawing for next time when the server is unreachable, drops it when refused', async () => {
    localStorage.setItem('pendingCartItemWithImage', JSON.stringify(pendingWithImage));
    stubFetch(() => Promise.reject(new TypeError('offline')));
    let notify = await run();
    expect(notify).toHaveBeenCalledWith('Failed to add cart item with image', 'error');
    expect(localStorage.getItem('pendingCartItemWithImage')).not.toBeNull();

    stubFetch(() => json(400, { message: 'Only JPG, PNG, GIF, SVG, and PDF files are allowed' }));
    notify = await run();
    expect(notify).toHaveBeenCalledWith('Only JPG, PNG, GIF, SVG, and PDF files are allowed', 'error');
    await waitFor(() => expect(localStorage.getItem('pendingCartItemWithImage')).toBeNull());
  });
});
