// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { authStore } from '../../../lib/auth-store';
import { localItem, serverItem } from '../../../testing/cart';
import { json, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { customer } from '../../../testing/users';
import CartPage from './CartPage';

function renderCart() {
  return renderWithProviders(<CartPage />, { route: '/cart' });
}

/** The cart's own list (the breadcrumbs are a list too). */
async function findItems(): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
}

function facts(item: HTMLElement): Record<string, string> {
  const terms = within(item).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('cart', () => {
  it('lists a guest cart with grade, thickness, finish, dimensions in display order and quantity', async () => {
    localStorage.setItem(
      'guest_cart',
      JSON.stringify([
        localItem({
          parameters: [
            { param_key: 'b', param_value: 300 },
            { param_key: 'a', param_value: 500 },
          ],
        }),
      ]),
    );
    renderCart();

    const [item] = await findItems();
    expect(within(item!).getByRole('heading', { name: 'Rectangle plate' })).toBeTruthy();
    expect(within(item!).getByRole('img', { name: 'Drawing of the Rectangle plate' })).toBeTruthy();
    expect(facts(item!)).toEqual({
      Grade: 'SS 316',
      Thickness: '1.5 mm',
      Finish: 'Mill Finish',
      'Width (a)': '500 mm',
      'Height (b)': '300 mm',
      Quantity: '10',
      // 500 × 300 mm × 1.5 mm × 8.0 g/cm³ = 1.8 kg a piece.
      'Est. weight': '18 kg',
    });
    expect(Object.keys(facts(item!))).toEqual([
      'Grade',
      'Thickness',
      'Finish',
      'Width (a)',
      'Height (b)',
      'Quantity',
      'Est. weight',
    ]);
  });

  it('asks before removing a guest item, then removes it and shows the empty cart', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Rectangle plate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await findItems()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove Rectangle plate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(CART_MSG.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(CART_MSG.emptyCart)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Shapes' }).getAttribute('href')).toBe('/home');
    expect(localStorage.getItem('guest_cart')).toBeNull();
  });

  it('sends a guest who proceeds to login', async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
    const { user, router } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Proceed to Order' }));
    expect(await screen.findByText(CART_MSG.loginToOrder)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('removes a customer item on the server, and proceeds to the delivery address', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    const drawing = serverItem({
      id: 12,
      image_path: 'files/abc?exp=1&sig=x',
      image_name: 'ring.png',
      image_type: 'image/png',
    });
    let items = [serverItem(), drawing];
    const fetchMock = stubFetch((url, init) => {
      if (url === `/api/cart/getCart/${customer.id}`) return json(200, { items, message: 'Fetched cart successfully' });
      if (url === `/api/cart/deleteCartItem/${customer.id}/11` && init.method === 'DELETE') {
        items = items.filter((item) => item.id !== 11);
        return json(200, { id: 11, message: 'Removed from cart' });
      }
      return json(404, {});
    });
    const { user, router } = renderCart();

    expect(screen.getByRole('status', { name: 'Loading cart' })).toBeTruthy();
    expect(await findItems()).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Drawing: ring.png' });
    expect(link.getAttribute('href')).toBe('/api/files/abc?exp=1&sig=x');

    await user.click(screen.getAllByRole('button', { name: 'Remove Ring (washer)' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from cart')).toBeTruthy();
    await waitFor(async () => expect(await findItems()).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(`/api/cart/deleteCartItem/${customer.id}/11`);

    await user.click(screen.getByRole('button', { name: 'Proceed to Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery-address'));
  });

  it('shows the server message when removing fails, and keeps the item', async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubFetch((url) =>
      url.startsWith('/api/cart/getCart/')
        ? json(200, { items: [serverItem()], message: '' })
        : json(404, { message: 'Cart item not found' }),
    );
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Ring (washer)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Cart item not found')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
