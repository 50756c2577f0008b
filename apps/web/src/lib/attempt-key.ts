/** 128 random bits as 32 hex digits: inside the server's 8–100 letters, digits, - and _. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per order attempt. The same cart and address is the same attempt, so a
 * retry after a lost answer replays the first order instead of placing a second; a changed
 * cart or address is a new attempt with a new key.
 */
export function createAttemptKeys(makeKey: () => string = newIdempotencyKey) {
  let current: { attempt: string; key: string } | null = null;
  return {
    keyFor(attempt: string): string {
      if (current?.attempt !== attempt) current = { attempt, key: makeKey() };
      return current.key;
    },
    /** After success: the next order is a new attempt even with the same address and items. */
    reset(): void {
      current = null;
    },
  };
}
