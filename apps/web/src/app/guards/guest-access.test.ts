import { describe, expect, it } from 'vitest';
import { guestRedirect } from './guest-access';

describe('guestRedirect', () => {
  it.each([
    '/',
    '/landing',
    '/howitworks',
    '/home',
    '/cart',
    '/auth/login',
    '/auth/register',
    '/auth/verify-otp',
    '/auth/forgotPassword',
    '/auth/resetPassword',
    '/reset-password',
    '/shapes/12',
    '/home/anything',
    '/drawings/new',
    '/drawings/AbCdEfGhIjKlMnOpQrStUv',
    '/auth/login/',
  ])('lets a guest stay on %s', (pathname) => {
    expect(guestRedirect(pathname)).toBeNull();
  });

  it.each([
    '/orders',
    '/drawings',
    '/orderDetails/5',
    '/profileDetails',
    '/chats',
    '/payment-method',
    '/delivery-address',
    '/order-confirmed',
    '/admin/dashboard',
    '/admin',
    '/no-such-page',
    '/auth/unknown',
  ])('sends a guest on %s to /home', (pathname) => {
    expect(guestRedirect(pathname)).toBe('/home');
  });
});
