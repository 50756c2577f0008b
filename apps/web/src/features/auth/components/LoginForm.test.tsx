// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { localItem, serverItem } from '../../../testing/cart';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { json, sentBodies, stubFetch } from '../../../testing/fetch';
import { jwtExpiringIn } from '../../../testing/jwt';
import { renderWithProviders } from '../../../testing/render';
import { admin, customer } from '../../../testing/users';
import { authStore } from '../../../lib/auth-store';
import { aShop } from '@steelcut/domain/testing/shop';
import { LoginForm } from './LoginForm';

function renderLogin(search = '') {
  return renderWithProviders(<LoginForm />, { route: `/auth/login${search}`, path: '/auth/login' });
}

async function signIn(user: ReturnType<typeof renderLogin>['user'], who: { email: string }) {
  await user.type(screen.getByLabelText('Email or Mobile Number'), who.email);
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  // Issue 34 #3: 'New to SteelCut? Create an account' whatever the shop was called.
  it('invites a new customer to the shop by its own name', () => {
    renderWithProviders(<LoginForm />, { route: '/auth/login', shop: aShop({ tradingName: 'Kovai Laser Cutting' }) });
    expect(screen.getByText(/New to Kovai Laser Cutting\?/)).toBeTruthy();
    expect(screen.queryByText(/SteelCut/)).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = stubFetch(() => json(500, {}));
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findAllByText(AUTH_MSG.loginMissing)).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email or Mobile Number'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText(AUTH_MSG.loginMissing)).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveProperty('ariaInvalid', 'true');
  });

  it('sends an identifier with @ as email', async () => {
    const fetchMock = stubFetch(() => json(401, { message: 'Invalid email/mobile number or password' }));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email or Mobile Number'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid email/mobile number or password')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/login')).toEqual([{ email: 'asha@example.com', password: 'secret1' }]);
  });

  it('limits an all-digit identifier to 10 digits and sends it as mobileNumber', async () => {
    const fetchMock = stubFetch(() => json(401, {}));
    const { user } = renderLogin();
    const identifier = screen.getByLabelText('Email or Mobile Number');

    await user.type(identifier, '987654321012');
    expect(identifier).toHaveProperty('value', '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // No server message: the SPEC fallback.
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/auth/login')).toEqual([{ mobileNumber: '9876543210', password: 'secret1' }]);
  });

  it('does not cap an identifier that is not all digits', async () => {
    stubFetch(() => json(401, {}));
    const { user } = renderLogin();
    const identifier = screen.getByLabelText('Email or Mobile Number');

    await user.click(identifier);
    await user.paste('98765432101@example.com');
    expect(identifier).toHaveProperty('value', '98765432101@example.com');
  });

  it('signs in, toasts, and sends an admin to the dashboard about a second later', async () => {
    const token = jwtExpiringIn(900);
    stubFetch(() => json(200, { user: admin, token, refreshToken: 'ignored', message: 'Login successful' }));
    const { user, router } = renderLogin();

    await user.type(screen.getByLabelText('Email or Mobile Number'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, role: 'admin', accessToken: token });
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(router.location.pathname).toBe('/auth/login');
    await waitFor(() => expect(router.location.pathname).toBe('/admin/dashboard'), { timeout: 2000 });
  });

  it('sends a customer to /home', async () => {
    stubFetch(() => json(200, { user: customer, token: jwtExpiringIn(900) }));
    const { user, router } = renderLogin();

    await user.type(screen.getByLabelText('Email or Mobile Number'), customer.mobileNumber);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successful')).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/home'), { timeout: 2000 });
  });

  describe('coming back to where the guest was going (?redirectTo=)', () => {
    const MERGE = '/api/cart/mergeGuestCart';

    it('brings a customer back to the checkout, once the guest cart is merged', async () => {
      localStorage.setItem('guest_cart', JSON.stringify([localItem()]));
      let merged = false;
      const fetchMock = stubFetch(async (url) => {
        if (url === '/api/auth/login') return json(200, { user: customer, token: jwtExpiringIn(900) });
        if (url === MERGE) {
          // A slow merge: the page waits for it.
          await new Promise((resolve) => setTimeout(resolve, 600));
          merged = true;
          return json(200, { items: [serverItem()], message: CART_MSG.merged });
        }
        return json(200, { items: merged ? [serverItem()] : [], message: '' });
      });
      const { user, router } = renderLogin('?redirectTo=%2Fdelivery-address');
      const mergedOnArrival: boolean[] = [];
      router.subscribe((location) => {
        if (location.pathname === '/delivery-address') mergedOnArrival.push(merged);
      });

      await signIn(user, customer);
      await waitFor(() => expect(router.location.pathname).toBe('/delivery-address'), { timeout: 4000 });
      expect(mergedOnArrival).toEqual([true]);
      expect(sentBodies(fetchMock, MERGE)).toHaveLength(1);
    });

    it('keeps the page and query of the path', async () => {
      stubFetch(() => json(200, { user: customer, token: jwtExpiringIn(900) }));
      const { user, router } = renderLogin('?redirectTo=%2Forders%3Fpage%3D2');
      await signIn(user, customer);
      await waitFor(() => expect(router.location.pathname).toBe('/orders'), { timeout: 3000 });
      expect(router.location.search).toBe('?page=2');
    });

    it.each([
      'https%3A%2F%2Fevil.example%2Fdelivery-address',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      '%2F%09%2Fevil.example',
      'javascript%3Aalert(1)',
      'delivery-address',
    ])('sends a customer home for anything but a path of this app: %s', async (redirectTo) => {
      stubFetch(() => json(200, { user: customer, token: jwtExpiringIn(900) }));
      const { user, router } = renderLogin(`?redirectTo=${redirectTo}`);

      expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/auth/register');
      await signIn(user, customer);
      await waitFor(() => expect(router.location.pathname).toBe('/home'), { timeout: 3000 });
    });

    it('still sends an admin to the dashboard', async () => {
      stubFetch(() => json(200, { user: admin, token: jwtExpiringIn(900) }));
      const { user, router } = renderLogin('?redirectTo=%2Fdelivery-address');
      await signIn(user, admin);
      await waitFor(() => expect(router.location.pathname).toBe('/admin/dashboard'), { timeout: 3000 });
    });

    it("hands the return path on to 'Create an account'", () => {
      renderLogin('?redirectTo=%2Fdelivery-address');
      expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
        '/auth/register?redirectTo=%2Fdelivery-address',
      );
    });
  });
});
