import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MSG, QUANTITY } from '@steelcut/domain/schemas/cart';
import { MATERIAL_MSG } from '@steelcut/domain/materials';
import {
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  SAMPLE_FILES,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let admin: SignedIn;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  const rows = await t.db.selectFrom('shapes').select(['id', 'slug']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
});
afterAll(() => t.close());

const rectangle = (overrides: Record<string, string | number> = {}) => ({
  shapeId: ids.rectangle,
  shapeName: 'Rectangle plate',
  materialName: 'SS 304',
  thickness: '2.5',
  quantity: '10',
  finish: 'Mill Finish',
  parameters: JSON.stringify([
    { key: 'a', value: 200 },
    { key: 'b', value: '100' },
  ]),
  ...overrides,
});

function addCart(
  who: SignedIn | undefined,
  fields: Record<string, string | number>,
  file?: Parameters<typeof multipart>[1],
) {
  const form = multipart({ userId: who?.userId ?? 0, ...fields }, file);
  const options = { method: 'POST' as const, url: '/api/shape/addcart', payload: form.payload, headers: form.headers };
  return t.app.inject(who ? asUser(who, options) : options);
}
const getCart = (who: SignedIn, userId = who.userId) =>
  t.app.inject(asUser(who, { method: 'GET', url: `/api/cart/getCart/${userId}` }));
const cartSize = async (userId: number) =>
  (
    await t.db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).n;
const fileCount = async () =>
  (
    await t.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('add to cart', () => {
  it('stores a checked item and answers the whole cart', async () => {
    const user = await registerUser(t.app);
    const response = await addCart(user, rectangle());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Added to cart');
    expect(response.json().items).toEqual([
      expect.objectContaining({
        shape_id: ids.rectangle,
        shape_name: 'Rectangle plate',
        material_name: 'SS 304',
        thickness: 2.5,
        quantity: 10,
        finish: 'Mill Finish',
        parameters: [
          { param_key: 'a', param_value: 200 },
          { param_key: 'b', param_value: 100 },
        ],
        image_path: null,
      }),
    ]);
    const fetched = await getCart(user);
    expect(fetched.json()).toMatchObject({ message: 'Fetched cart successfully', items: [{ quantity: 10 }] });
  });

  it('keeps a drawing checked by its bytes, downloadable by its owner and by signed URL only', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const response = await addCart(user, rectangle(), {
      field: 'image',
      filename: 'drawing.png',
      bytes: SAMPLE_FILES.png,
      type: 'image/png',
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json().items[0];
    expect(item).toMatchObject({ image_name: 'drawing.png', image_type: 'image/png' });
    expect(item.image_path).toMatch(/^files\/[0-9a-f-]{36}\?exp=\d+&sig=/);

    const signed = await t.app.inject(`/api/${item.image_path}`);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    expect(signed.headers['x-content-type-options']).toBe('nosniff');
    expect(signed.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);

    const bare = `/api/${item.image_path.split('?')[0]}`;
    expect((await t.app.inject(asUser(user, { method: 'GET', url: bare }))).statusCode).toBe(200);
    expect((await t.app.inject(asUser(admin, { method: 'GET', url: bare }))).statusCode).toBe(200);
    expectError(await t.app.inject(asUser(other, { method: 'GET', url: bare })), 404);
    expectError(await t.app.inject(bare), 404);
    expectError(await t.app.inject(`${bare}?exp=9999999999&sig=forged`), 404);
  });

  it.each([
    ['pdf', SAMPLE_FILES.pdf, 'application/pdf'],
    ['svg', SAMPLE_FILES.svg, 'image/svg+xml'],
  ])('accepts a %s drawing', async (ext, bytes, mime) => {
    const user = await registerUser(t.app);
    const response = await addCart(user, rectangle(), { field: 'image', filename: `part.${ext}`, bytes });
    expect(response.json().items[0].image_type).toBe(mime);
  });

  it('refuses a program renamed .png and a 6 MB file, storing nothing', async () => {
    const user = await registerUser(t.app);
    const files = await fileCount();
    expectError(
      await addCart(user, rectangle(), {
        field: 'image',
        filename: 'photo.png',
        bytes: SAMPLE_FILES.exe,
        type: 'image/png',
      }),
      400,
      CART_MSG.imageType,
    );
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(6 * 1024 * 1024)]);
    expectError(
      await addCart(user, rectangle(), { field: 'image', filename: 'big.png', bytes: big }),
      413,
      CART_MSG.imageTooLarge,
    );
    expect(await cartSize(user.userId)).toBe(0);
    expect(await fileCount()).toBe(files);
  });

  it.each([
    [{ thickness: '0.5' }, MATERIAL_MSG.thicknessRange],
    [{ thickness: '31' }, MATERIAL_MSG.thicknessRange],
    [{ thickness: 'abc' }, MATERIAL_MSG.thicknessNotNumber],
    [{ thickness: '' }, MATERIAL_MSG.thicknessRequired],
    [{ thickness: '2.55' }, MATERIAL_MSG.thicknessStep],
    [{ quantity: '0' }, CART_MSG.quantityMin],
    [{ quantity: '10000' }, CART_MSG.quantityMax],
    [{ quantity: '' }, CART_MSG.quantityRequired],
    [{ quantity: '1.5' }, CART_MSG.quantityWhole],
    [{ materialName: '' }, MATERIAL_MSG.materialRequired],
    [{ materialName: 'Mild steel' }, MATERIAL_MSG.materialRequired],
    [{ finish: 'Mirror' }, CART_MSG.finishInvalid],
    [
      {
        parameters: JSON.stringify([
          { key: 'a', value: 14 },
          { key: 'b', value: 100 },
        ]),
      },
      'Width (a) must be at least 15',
    ],
    [
      {
        parameters: JSON.stringify([
          { key: 'a', value: 3001 },
          { key: 'b', value: 100 },
        ]),
      },
      'Width (a) must be at most 3000',
    ],
    [
      {
        parameters: JSON.stringify([
          { key: 'a', value: 200 },
          { key: 'b', value: 14.9 },
        ]),
      },
      'Height (b) must be at least 15',
    ],
    [
      {
        parameters: JSON.stringify([
          { key: 'a', value: 200 },
          { key: 'b', value: 3001 },
        ]),
      },
      'Height (b) must be at most 3000',
    ],
    [{ parameters: JSON.stringify([{ key: 'a', value: 200 }]) }, 'Height (b) is required'],
    [
      {
        parameters: JSON.stringify([
          { key: 'a', value: 'wide' },
          { key: 'b', value: 100 },
        ]),
      },
      'Width (a) must be a number',
    ],
    [{ parameters: 'not json' }, 'Dimensions are not readable'],
  ])('refuses %o with its message and stores nothing', async (override, message) => {
    const user = await registerUser(t.app);
    const response = await addCart(user, rectangle(override));
    expectError(response, 400, message);
    expect(response.json().errors.length).toBeGreaterThan(0);
    expect(await cartSize(user.userId)).toBe(0);
  });

  it('refuses geometry that cannot be cut: a ring whose hole is not smaller than the ring', async () => {
    const user = await registerUser(t.app);
    const ring = rectangle({
      shapeId: ids.ring,
      parameters: JSON.stringify([
        { key: 'a', value: 100 },
        { key: 'b', value: 100 },
      ]),
    });
    const response = await addCart(user, ring);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('b');
    expect(await cartSize(user.userId)).toBe(0);
  });

  it('takes a flange’s bolt holes as a whole number only, from a form or a guest cart alike', async () => {
    const user = await registerUser(t.app);
    const flange = (n: number | string) =>
      rectangle({
        shapeId: ids.flange,
        thickness: '6',
        parameters: JSON.stringify(
          Object.entries({ a: 200, b: 100, PCD: 160, c: 18, n }).map(([key, value]) => ({ key, value })),
        ),
      });
    const refused = await addCart(user, flange('8.5'));
    expectError(refused, 400, 'Number of bolt holes (n) must be a whole number');
    expect(refused.json().errors).toEqual([{ field: 'n', message: 'Number of bolt holes (n) must be a whole number' }]);

    const added = await addCart(user, flange(8));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items[0].parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ param_key: 'n', param_value: 8 })]),
    );
    const guest = {
      shape_id: ids.flange,
      material_name: 'SS 304',
      thickness: 6,
      quantity: 1,
      parameters: [
        { param_key: 'a', param_value: 200 },
        { param_key: 'b', param_value: 100 },
        { param_key: 'PCD', param_value: 160 },
        { param_key: 'c', param_value: 18 },
        { param_key: 'n', param_value: 7.5 },
      ],
    };
    const merged = await t.app.inject(
      asUser(user, {
        method: 'POST',
        url: '/api/cart/mergeGuestCart',
        payload: { userId: user.userId, guestItems: [guest] },
      }),
    );
    expect(merged.statusCode).toBe(400);
    expect(merged.json().errors).toEqual([
      { field: 'guestItems.0.n', message: 'Number of bolt holes (n) must be a whole number' },
    ]);
    expect(await cartSize(user.userId)).toBe(1);
  });

  it('refuses a hidden or unknown shape', async () => {
    const user = await registerUser(t.app);
    await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${ids.square}/hide` }));
    const square = rectangle({ shapeId: ids.square, parameters: JSON.stringify([{ key: 'a', value: 100 }]) });
    expectError(await addCart(user, square), 400, CART_MSG.shapeUnavailable);
    await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${ids.square}/show` }));
    expectError(await addCart(user, rectangle({ shapeId: 99999 })), 400, CART_MSG.shapeUnavailable);
  });

  it('needs a signed-in caller adding to their own cart, as multipart', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    expectError(await addCart(undefined, rectangle()), 401);
    const form = multipart({ userId: other.userId, ...rectangle() });
    expectError(
      await t.app.inject(
        asUser(user, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
      ),
      403,
    );
    expectError(
      await t.app.inject(asUser(user, { method: 'POST', url: '/api/shape/addcart', payload: { userId: user.userId } })),
      415,
    );
    expect(await cartSize(other.userId)).toBe(0);
  });
});

describe('the same part again', () => {
  it('raises the quantity of the line instead of adding one, and says so', async () => {
    const user = await registerUser(t.app);
    await addCart(user, rectangle());
    const again = await addCart(
      user,
      rectangle({
        quantity: '5',
        thickness: '2.50',
        parameters: JSON.stringify([
          { key: 'b', value: 100 },
          { key: 'a', value: '200' },
        ]),
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ message: CART_MSG.addedToLine, items: [{ quantity: 15 }] });
    expect(await cartSize(user.userId)).toBe(1);
  });

  it.each([
    ['grade', { materialName: 'SS 316' }],
    ['thickness', { thickness: '3' }],
    [
      'dimensions',
      {
        parameters: JSON.stringify([
          { key: 'a', value: 201 },
          { key: 'b', value: 100 },
        ]),
      },
    ],
  ])('keeps a part of another %s on its own line', async (_what, override) => {
    const user = await registerUser(t.app);
    await addCart(user, rectangle());
    const response = await addCart(user, rectangle(override));
    expect(response.json().message).toBe(CART_MSG.added);
    expect(await cartSize(user.userId)).toBe(2);
  });

  it('keeps a part with a drawing on its own line, and adds plain ones beside it', async () => {
    const user = await registerUser(t.app);
    const drawing = { field: 'image', filename: 'part.png', bytes: SAMPLE_FILES.png, type: 'image/png' };
    await addCart(user, rectangle(), drawing);
    await addCart(user, rectangle(), drawing);
    expect(await cartSize(user.userId)).toBe(2);
    await addCart(user, rectangle());
    const response = await addCart(user, rectangle());
    expect(
      response.json().items.map((i: { quantity: number; image_path: unknown }) => [i.quantity, !!i.image_path]),
    ).toEqual([
      [10, true],
      [10, true],
      [20, false],
    ]);
  });

  it('holds the line at 9999 and says so', async () => {
    const user = await registerUser(t.app);
    await addCart(user, rectangle({ quantity: '9990' }));
    const response = await addCart(user, rectangle({ quantity: '10' }));
    expect(response.json()).toMatchObject({ message: CART_MSG.addedCapped, items: [{ quantity: QUANTITY.max }] });
  });
});

describe('change a quantity', () => {
  const put = (who: SignedIn | undefined, itemId: number, payload: unknown, userId = who?.userId ?? 1) => {
    const options = {
      method: 'PUT' as const,
      url: `/api/cart/updateCartItem/${userId}/${itemId}`,
      payload: payload as Record<string, unknown>,
    };
    return t.app.inject(who ? asUser(who, options) : options);
  };
  const quantityOf = async (itemId: number) =>
    (await t.db.selectFrom('cart_items').select('quantity').where('id', '=', itemId).executeTakeFirst())?.quantity;

  it('sets the line to the new quantity and answers the whole cart', async () => {
    const user = await registerUser(t.app);
    const item = (await addCart(user, rectangle())).json().items[0];
    const response = await put(user, item.id, { quantity: 25 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: CART_MSG.quantityUpdated,
      items: [{ id: item.id, quantity: 25 }],
    });
    expect(await quantityOf(item.id)).toBe(25);
    expect((await getCart(user)).json().items[0].quantity).toBe(25);
    expect((await put(user, item.id, { quantity: '9999' })).json().items[0].quantity).toBe(9999);
  });

  it.each([
    [{ quantity: 0 }, CART_MSG.quantityMin],
    [{ quantity: 10000 }, CART_MSG.quantityMax],
    [{ quantity: '1.5' }, CART_MSG.quantityWhole],
    [{ quantity: '' }, CART_MSG.quantityRequired],
    [{}, CART_MSG.quantityRequired],
    [{ quantity: 'many' }, CART_MSG.quantityWhole],
  ])('refuses %o with the add rule’s message, changing nothing', async (body, message) => {
    const user = await registerUser(t.app);
    const item = (await addCart(user, rectangle())).json().items[0];
    const response = await put(user, item.id, body);
    expectError(response, 400, message);
    expect(response.json().errors).toEqual([{ field: 'quantity', message }]);
    expect(await quantityOf(item.id)).toBe(10);
  });

  it('needs a signed-in owner: 401 for a guest, 403 naming another user, 404 for their item', async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const item = (await addCart(owner, rectangle())).json().items[0];
    expectError(await put(undefined, item.id, { quantity: 2 }, owner.userId), 401);
    expectError(await put(intruder, item.id, { quantity: 2 }, owner.userId), 403);
    expectError(await put(intruder, item.id, { quantity: 2 }), 404, CART_MSG.itemNotFound);
    expectError(await put(owner, 999999, { quantity: 2 }), 404, CART_MSG.itemNotFound);
    expect(await quantityOf(item.id)).toBe(10);
  });
});

describe('a shape hidden since it was added', () => {
  it('is flagged on its line with the reason, and clears when the shape is shown again', async () => {
    const user = await registerUser(t.app);
    const square = rectangle({ shapeId: ids.square, parameters: JSON.stringify([{ key: 'a', value: 100 }]) });
    await addCart(user, square);
    await addCart(user, rectangle());
    expect((await getCart(user)).json().items.map((i: { unavailable: boolean }) => i.unavailable)).toEqual([
      false,
      false,
    ]);

    await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${ids.square}/hide` }));
    try {
      // The cart's cached answer does not hide it: the shop's change shows at once.
      const items = (await getCart(user)).json().items;
      expect(items[0]).toMatchObject({
        shape_id: ids.square,
        unavailable: true,
        unavailable_reason: CART_MSG.shapeUnavailable,
      });
      expect(items[1]).toMatchObject({ unavailable: false, unavailable_reason: null });
    } finally {
      await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${ids.square}/show` }));
    }
    expect((await getCart(user)).json().items[0]).toMatchObject({ unavailable: false, unavailable_reason: null });
  });
});

describe('cart ownership', () => {
  it('reads and deletes only the caller own items', async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const item = (await addCart(owner, rectangle())).json().items[0];

    expectError(await t.app.inject(`/api/cart/getCart/${owner.userId}`), 401);
    expectError(await getCart(intruder, owner.userId), 403);
    expectError(
      await t.app.inject(
        asUser(intruder, { method: 'DELETE', url: `/api/cart/deleteCartItem/${owner.userId}/${item.id}` }),
      ),
      403,
    );
    expectError(
      await t.app.inject(
        asUser(intruder, { method: 'DELETE', url: `/api/cart/deleteCartItem/${intruder.userId}/${item.id}` }),
      ),
      404,
    );
    expect(await cartSize(owner.userId)).toBe(1);

    const removed = await t.app.inject(
      asUser(owner, { method: 'DELETE', url: `/api/cart/deleteCartItem/${owner.userId}/${item.id}` }),
    );
    expect(removed.json()).toEqual({ id: item.id, message: 'Removed from cart' });
    expect(await cartSize(owner.userId)).toBe(0);
    expectError(
      await t.app.inject(
        asUser(owner, { method: 'DELETE', url: `/api/cart/deleteCartItem/${owner.userId}/${item.id}` }),
      ),
      404,
    );
  });

  it('lets the admin read any cart (DECISIONS: an admin may name any user)', async () => {
    const owner = await registerUser(t.app);
    await addCart(owner, rectangle());
    expect((await getCart(admin, owner.userId)).json().items).toHaveLength(1);
  });
});

describe('merge guest cart', () => {
  const guestItem = (overrides: Record<string, unknown> = {}) => ({
    shape_id: ids.rectangle,
    shape_name: 'Rectangle plate',
    material_name: 'SS 316',
    thickness: 3,
    quantity: 2,
    finish: 'Mill Finish',
    parameters: [
      { param_key: 'a', param_value: 300 },
      { param_key: 'b', param_value: 150 },
    ],
    ...overrides,
  });
  const merge = (who: SignedIn, guestItems: unknown[], userId = who.userId) =>
    t.app.inject(asUser(who, { method: 'POST', url: '/api/cart/mergeGuestCart', payload: { userId, guestItems } }));

  it('appends valid guest items to the server cart', async () => {
    const user = await registerUser(t.app);
    await addCart(user, rectangle());
    const response = await merge(user, [guestItem(), guestItem({ quantity: '5', thickness: '1.5' })]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([10, 2, 5]);
  });

  it('puts a part the cart already has onto its line, and guest repeats onto one line', async () => {
    const user = await registerUser(t.app);
    // The signed-in cart has this rectangle (SS 316, 3 mm, 300 × 150) 4 times.
    await addCart(
      user,
      rectangle({
        materialName: 'SS 316',
        thickness: '3',
        quantity: '4',
        parameters: JSON.stringify([
          { key: 'b', value: '150' },
          { key: 'a', value: 300 },
        ]),
      }),
    );
    const other = guestItem({ material_name: 'SS 304' });
    const response = await merge(user, [guestItem(), other, guestItem({ quantity: '3', thickness: '3.0' }), other]);
    expect(response.json()).toMatchObject({ message: CART_MSG.merged });
    expect(response.json().items).toEqual([
      expect.objectContaining({ material_name: 'SS 316', quantity: 4 + 2 + 3 }),
      expect.objectContaining({ material_name: 'SS 304', quantity: 4 }),
    ]);
    expect(await cartSize(user.userId)).toBe(2);
  });

  it('holds a merged line at 9999 and says so', async () => {
    const user = await registerUser(t.app);
    await merge(user, [guestItem({ quantity: 9000 })]);
    const response = await merge(user, [guestItem({ quantity: 900 }), guestItem({ quantity: 900 })]);
    expect(response.json()).toMatchObject({ message: CART_MSG.mergedCapped, items: [{ quantity: QUANTITY.max }] });
  });

  it('stores nothing when any item is invalid, and names it', async () => {
    const user = await registerUser(t.app);
    const response = await merge(user, [guestItem(), guestItem({ quantity: 0 })]);
    expectError(response, 400, `${CART_MSG.mergeFailed}: Rectangle plate: ${CART_MSG.quantityMin}`);
    expect(response.json().errors).toEqual([{ field: 'guestItems.1.quantity', message: CART_MSG.quantityMin }]);
    expect(await cartSize(user.userId)).toBe(0);
  });

  it('does nothing for an empty list', async () => {
    const user = await registerUser(t.app);
    expect((await merge(user, [])).json()).toEqual({ items: [], message: CART_MSG.noGuestItems });
  });

  it('merges only into the caller own cart', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    expectError(await merge(user, [guestItem()], other.userId), 403);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/mergeGuestCart',
        payload: { userId: user.userId, guestItems: [guestItem()] },
      }),
      401,
    );
    expectError(await merge(user, [guestItem()], 0), 400, CART_MSG.userIdRequired);
    expect(await cartSize(other.userId)).toBe(0);
  });
});
