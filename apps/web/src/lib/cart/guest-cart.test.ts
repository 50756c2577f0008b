// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { localItem } from '../../testing/cart';
import { guestCart } from './guest-cart';
import { toLocalItem, toWireItem } from './cart-item';

const DRAWING = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  name: 'bracket.dxf',
  widthMm: 300,
  heightMm: 200,
  areaMm2: 60000,
  cutLengthMm: 1000,
  pierces: 1,
  preview: { paths: [{ points: [0, 0, 300, 0, 300, 200, 0, 200], closed: true, faulty: false }] },
};
const drawn = (quantity: number, thickness = 2, drawing = DRAWING) =>
  toLocalItem({
    drawing,
    part: { material: 'SS 304', thicknessMm: thickness, quantity, finish: 'Mill Finish', dimensions: [] },
  });

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

  it('keeps a part of the guest’s drawing: one line per drawing, grade and plate, sent by its drawing’s id', () => {
    expect(guestCart.add(drawn(4))).toBe('added');
    expect(guestCart.add(drawn(2))).toBe('increased');
    expect(guestCart.add(drawn(1, 3))).toBe('added');
    expect(guestCart.add(drawn(1, 2, { ...DRAWING, id: 'BBBBBBBBBBBBBBBBBBBBBB' }))).toBe('added');
    guestCart.add(localItem({ id: 'a' }));
    const [line] = guestCart.read();
    expect(line).toMatchObject({ shape_id: null, shape_name: 'bracket.dxf', quantity: 6, drawing: DRAWING });
    expect(toWireItem(line)).toEqual({
      drawingId: DRAWING.id,
      material_name: 'SS 304',
      thickness: 2,
      quantity: 6,
      finish: 'Mill Finish',
    });
    expect(guestCart.read()).toHaveLength(4);
  });

  it('keeps two parts of one drawing as two lines, each sent with its drawingPart', () => {
    const part = (n: number) => ({ ...DRAWING, name: `bracket.dxf, part ${n} of 3`, part: n });
    expect(guestCart.add(drawn(2, 2, part(1)))).toBe('added');
    expect(guestCart.add(drawn(3, 2, part(2)))).toBe('added');
    expect(guestCart.add(drawn(1, 2, part(2)))).toBe('increased');
    const lines = guestCart.read();
    expect(lines.map((line) => [line.shape_name, line.quantity])).toEqual([
      ['bracket.dxf, part 1 of 3', 2],
      ['bracket.dxf, part 2 of 3', 4],
    ]);
    expect(lines.map(toWireItem)).toEqual([
      {
        drawingId: DRAWING.id,
        drawingPart: 1,
        material_name: 'SS 304',
        thickness: 2,
        quantity: 2,
        finish: 'Mill Finish',
      },
      {
        drawingId: DRAWING.id,
        drawingPart: 2,
        material_name: 'SS 304',
        thickness: 2,
        quantity: 4,
        finish: 'Mill Finish',
      },
    ]);
  });

  it('leaves out a preview too large for the browser’s storage, keeping the part', () => {
    const points = Array.from({ length: 120_000 }, (_, i) => i % 300);
    const large = { ...DRAWING, preview: { paths: [{ points, closed: true, faulty: false }] } };
    guestCart.add(drawn(1, 2, large));
    expect(guestCart.read()[0].drawing).toEqual({ ...DRAWING, preview: { paths: [] } });
  });
});
