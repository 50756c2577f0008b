import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'device';
/** A browser that signed in to an account stays known to it this long (renewed at each sign-in). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * sign-in gives the browser a cookie naming the account, signed by the server. Failed sign-ins
 * from a browser holding one count against that cookie alone; only unknown browsers share the
 * account's lockout, so guessing at someone's password cannot lock them out of their own browser.
 * The value is `<user id>.<nonce>.<HMAC of both>`; the nonce names the device in the counters.
 */
export function createDeviceCookies(secret: string) {
  const sign = (userId: number, nonce: string) =>
    createHmac('sha256', secret).update(`device-cookie:${userId}.${nonce}`).digest();

  return {
    issue(userId: number): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${userId}.${nonce}.${sign(userId, nonce).toString('base64url')}`;
    },
    /** The cookie's nonce when it is ours and names this account; otherwise undefined. */
    deviceOf(value: string | undefined, userId: number): string | undefined {
      const [id, nonce, signature, ...rest] = (value ?? '').split('.');
      if (rest.length > 0 || id !== String(userId) || !nonce || !signature) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(userId, nonce);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
