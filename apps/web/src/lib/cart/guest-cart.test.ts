// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { localItem } from '../../testing/cart';
import { guestCart } from './guest-cart';

afterEach(() => localStorage.clear());

const quantities = () => guestCart.read().map((item) => [item.id, item.quantity]);

describe('guest cart', () => {
  it('raises the line of the same part instead of adding a second one', () => {
    expect(guestCart.add(localItem({ id: 'a', quantity: 10 }))).toBe('added');
    // Same part, dimensions in another order and thickness written otherwise.
    const again = localItem({
      id: 'b',
      quantity: 5,
      thickness: 1.5,
      parameters: [
        { param_key: 'b', param_value: 300 },
        { param_key: 'a', param_value: 500 },
      ],
    });
    expect(guestCart.add(again)).toBe('increased');
    expect(quantities()).toEqual([['a', 15]]);
  });

  it.each([
    ['grade', { material_name: 'SS 304' }],
    ['thickness', { thickness: 2 }],
    ['shape', { shape_id: 2 }],
    [
      'dimensions',
      {
        parameters: [
          { param_key: 'a', param_value: 500 },
          { param_key: 'b', param_value: 301 },
        ],
      },
    ],
  ])('keeps a part of another %s on its own line', (_what, override) => {
    guestCart.add(localItem({ id: 'a' }));
    expect(guestCart.add(localItem({ id: 'b', ...override }))).toBe('added');
    expect(quantities()).toEqual([
      ['a', 10],
      ['b', 10],
    ]);
  });

  it('holds the line at 9999 and says it did', () => {
    guestCart.add(localItem({ id: 'a', quantity: 9990 }));
    expect(guestCart.add(localItem({ id: 'b', quantity: 20 }))).toBe('capped');
    expect(quantities()).toEqual([['a', 9999]]);
  });

  it('sets one line’s quantity', () => {
    guestCart.add(localItem({ id: 'a' }));
    guestCart.add(localItem({ id: 'b', material_name: 'SS 304' }));
    guestCart.setQuantity('b', 3);
    expect(quantities()).toEqual([
      ['a', 10],
      ['b', 3],
    ]);
  });
});
