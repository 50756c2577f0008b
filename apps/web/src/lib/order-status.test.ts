import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@steelcut/domain/schemas/order';
import { STATUS_TONE_COLOURS, statusTone } from './order-status';

describe('statusTone (SPEC section 4 badge colours)', () => {
  it('gives each status its colour', () => {
    expect(ORDER_STATUSES.map(statusTone)).toEqual(['yellow', 'blue', 'purple', 'green', 'red']);
  });

  it('reads the status loosely and greys out unknown ones', () => {
    expect(statusTone('in progress')).toBe('blue');
    expect(statusTone('IN_PROGRESS')).toBe('blue');
    expect(statusTone(' delivered ')).toBe('green');
    expect(statusTone('Lost')).toBe('grey');
    expect(statusTone(null)).toBe('grey');
  });

  it('has a distinct background per tone', () => {
    const backgrounds = Object.values(STATUS_TONE_COLOURS).map((c) => c.background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });
});
