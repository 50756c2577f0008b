import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './attempt-key';

describe('Idempotency-Key per order attempt', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('reuses the key while the attempt is the same and renews it when it changes or succeeded', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor('address 3: items 1,2');
    expect(keys.keyFor('address 3: items 1,2')).toBe(first);
    const other = keys.keyFor('address 4: items 1,2');
    expect(other).not.toBe(first);
    keys.reset();
    expect(keys.keyFor('address 4: items 1,2')).not.toBe(other);
  });
});
