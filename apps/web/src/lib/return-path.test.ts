import { describe, expect, it } from 'vitest';
import { afterSignInHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/delivery-address', '/delivery-address'],
    ['/orders?page=2', '/orders?page=2'],
    ['/chats?order=12#latest', '/chats?order=12#latest'],
    ['/shapes/3/../4', '/shapes/4'],
  ])('keeps a path of this app: %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    null,
    '',
    'delivery-address',
    'https://evil.example/delivery-address',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /delivery-address',
    '/auth/login?redirectTo=%2Fdelivery-address',
    '/auth/register',
    `/${'a'.repeat(1000)}`,
  ])('refuses anything else: %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('afterSignInHref', () => {
  it('sends a customer back, or home without a return path; an admin always to the dashboard', () => {
    expect(afterSignInHref('user', '/delivery-address')).toBe('/delivery-address');
    expect(afterSignInHref('user', null)).toBe('/home');
    expect(afterSignInHref('admin', '/delivery-address')).toBe('/admin/dashboard');
  });
});
