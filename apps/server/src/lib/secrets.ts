import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random opaque token for cookies and links. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens with 256 bits of entropy need no slow hash: SHA-256 is enough to store them. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
