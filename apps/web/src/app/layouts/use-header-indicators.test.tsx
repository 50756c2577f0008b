// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { guestCart } from '../../lib/cart/guest-cart';
import { localItem, serverItem } from '../../testing/cart';
import { json, stubFetch } from '../../testing/fetch';
import { jwtExpiringIn } from '../../testing/jwt';
import { renderWithProviders } from '../../testing/render';
import { customer } from '../../testing/users';
import { TopBar } from './TopBar';

describe('cart badge', () => {
  it("counts a guest's local cart and follows its changes", async () => {
    localStorage.setItem('guest_cart', JSON.stringify([localItem({ id: 'guest-1' }), localItem({ id: 'guest-2' })]));
    renderWithProviders(<TopBar />);

    expect(screen.getByRole('link', { name: 'Cart (2 items)' }).getAttribute('href')).toBe('/cart');
    act(() => guestCart.remove('guest-1'));
    expect(await screen.findByRole('link', { name: 'Cart (1 items)' })).toBeTruthy();
    act(() => guestCart.clear());
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it("counts a customer's server cart", async () => {
    authStore.signIn(customer, jwtExpiringIn(900));
    stubFetch(() => json(200, { items: [serverItem({ id: 1 }), serverItem({ id: 2 }), serverItem({ id: 3 })] }));
    renderWithProviders(<TopBar />);
    expect(await screen.findByRole('link', { name: 'Cart (3 items)' })).toBeTruthy();
  });
});
