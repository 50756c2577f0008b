import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { readDxf } from '@steelcut/domain/testing/dxf';
import {
  addAddress,
  addRectangle,
  asUser,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { unzip } from '../../../test/zip';

const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');
const corpusFile = (name: string) => readFileSync(path.join(CORPUS, `${name}.dxf`));

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  const saved = await t.app.inject(
    asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});

let guestAddress = 0;
/** Uploads a drawing of the corpus (by `who`, or a guest) and answers its id. */
async function upload(name: string, who?: SignedIn): Promise<string> {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/drawings',
    ...multipart({}, { field: 'file', filename: `${name}.dxf`, bytes: corpusFile(name) }),
    remoteAddress: `10.77.0.${++guestAddress}`,
  };
  const response = await t.app.inject(who ? asUser(who, request) : request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().drawing.id;
}

/** POST /shape/addcart with a drawing in place of the shape and its dimensions. */
function addDrawing(who: SignedIn | null, fields: Record<string, string | number>) {
  const form = multipart({ materialName: 'SS 304', thickness: '2', quantity: '4', finish: 'Mill Finish', ...fields });
  const request: InjectOptions = { method: 'POST', url: '/api/shape/addcart', ...form };
  return t.app.inject(who ? asUser(who, request) : request);
}

const cartOf = async (who: SignedIn) =>
  (await t.app.inject(asUser(who, { method: 'GET', url: `/api/cart/getCart/${who.userId}` }))).json().items as {
    id: number;
    shape_id: number | null;
    shape_name: string;
    quantity: number;
    drawing: { id: string; name: string; widthMm: number; heightMm: number } | null;
  }[];

const merge = (who: SignedIn, guestItems: object[]) =>
  t.app.inject(
    asUser(who, { method: 'POST', url: '/api/cart/mergeGuestCart', payload: { userId: who.userId, guestItems } }),
  );

async function order(who: SignedIn, cartItems: { id: number }[]) {
  const address = await addAddress(t.app, who);
  return t.app.inject(
    asUser(who, {
      method: 'POST',
      url: '/api/order/create',
      payload: { userId: who.userId, cartItems, totalQty: cartItems.length, deliveryAddress: address },
    }),
  );
}

const rowsOfTable = async (table: 'cart_items' | 'order_items') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /shape/addcart with a drawingId', () => {
  it('puts a part of the customer’s drawing in their cart, named and sized as the drawing', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('rectangle-300x200', customer);
    const added = await addDrawing(customer, { userId: customer.userId, drawingId });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('Added to cart');
    expect(await cartOf(customer)).toMatchObject([
      {
        shape_id: null,
        shape_name: 'rectangle-300x200.dxf',
        quantity: 4,
        drawing: { id: drawingId, name: 'rectangle-300x200.dxf', widthMm: 300, heightMm: 200 },
      },
    ]);
    // The same part again goes onto its line, as a catalogue part does.
    const again = await addDrawing(customer, { userId: customer.userId, drawingId, quantity: '1' });
    expect(again.json().message).toBe('This part was already in your cart, so its quantity went up');
    expect((await cartOf(customer)).map((line) => line.quantity)).toEqual([5]);
  });

  it('takes a guest’s drawing and makes it the customer’s', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('plate-with-holes');
    expect((await addDrawing(customer, { userId: customer.userId, drawingId })).statusCode).toBe(200);
    const row = await t.db.selectFrom('drawings').select('user_id').where('id', '=', drawingId).executeTakeFirst();
    expect(row?.user_id).toBe(customer.userId);
    // Now the customer's: another customer can no longer take it.
    const other = await registerUser(t.app);
    expectError(await addDrawing(other, { userId: other.userId, drawingId }), 400, DRAWING_MSG.notFound);
  });

  it('refuses a drawing with a blocking check, with the check’s message, and stores nothing', async () => {
    const customer = await registerUser(t.app);
    const before = await rowsOfTable('cart_items');
    const open = await upload('open-contour', customer);
    const refused = await addDrawing(customer, { userId: customer.userId, drawingId: open });
    expectError(refused, 400, /^The outline is not closed at/);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['drawingId']);
    // A hole narrower than the plate is thick blocks at 3 mm, not at 2 mm.
    const holes = await upload('hole-too-small', customer);
    expectError(await addDrawing(customer, { userId: customer.userId, drawingId: holes, thickness: '3' }), 400);
    expect(await rowsOfTable('cart_items')).toBe(before);
    expect((await addDrawing(customer, { userId: customer.userId, drawingId: holes })).statusCode).toBe(200);
  });

  it('checks the part’s fields as for a catalogue part', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('rectangle-300x200', customer);
    const refused = await addDrawing(customer, {
      userId: customer.userId,
      drawingId,
      materialName: 'Brass',
      quantity: '0',
    });
    expectError(refused, 400);
    expect(
      refused
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['materialName', 'quantity']);
    expectError(await addDrawing(customer, { userId: customer.userId, drawingId: 'not-a-drawing' }), 400);
    // Without a drawing, a shape and its dimensions are required, as before.
    const bare = await addDrawing(customer, { userId: customer.userId });
    expectError(bare, 400);
    expect(
      bare
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['parameters', 'shapeId']);
  });

  it('is refused to a guest, and another customer’s drawing is not found', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const drawingId = await upload('rectangle-300x200', owner);
    expect((await addDrawing(null, { userId: owner.userId, drawingId })).statusCode).toBe(401);
    expectError(await addDrawing(other, { userId: other.userId, drawingId }), 400, DRAWING_MSG.notFound);
    expect((await addDrawing(other, { userId: owner.userId, drawingId })).statusCode).toBe(403);
    expect(await cartOf(other)).toEqual([]);
  });
});

describe('POST /cart/mergeGuestCart with drawing items', () => {
  const FIELDS = { material_name: 'SS 304', thickness: 2, quantity: 3, finish: 'Mill Finish' };

  it('merges a guest’s drawing line and claims the drawing for the customer', async () => {
    const drawingId = await upload('slot-lines-arcs');
    const customer = await registerUser(t.app);
    const merged = await merge(customer, [{ drawingId, ...FIELDS }]);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().items).toMatchObject([{ shape_id: null, quantity: 3, drawing: { id: drawingId } }]);
    const listed = await t.app.inject(asUser(customer, { method: 'GET', url: '/api/drawings' }));
    expect(listed.json().drawings.map((d: { id: string }) => d.id)).toEqual([drawingId]);
  });

  it('is all or nothing: a blocked drawing refuses the merge, naming its line', async () => {
    const good = await upload('rectangle-300x200');
    const open = await upload('open-contour');
    const customer = await registerUser(t.app);
    const refused = await merge(customer, [
      { drawingId: good, ...FIELDS },
      { drawingId: open, ...FIELDS },
    ]);
    expectError(refused, 400, /^Failed to merge guest cart items: Item 2: /);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['guestItems.1.drawingId']);
    expect(await cartOf(customer)).toEqual([]);
    // Nothing merged, so neither drawing became the customer's.
    const owners = await t.db.selectFrom('drawings').select('user_id').where('id', 'in', [good, open]).execute();
    expect(owners.map((row) => row.user_id)).toEqual([null, null]);
  });
});

describe('ordering a part of the customer’s drawing', () => {
  it('orders it at the catalogue price of the same geometry and keeps the drawing as ordered', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('rectangle-300x200', customer);
    await addDrawing(customer, { userId: customer.userId, drawingId });
    const drawnCart = await cartOf(customer);
    const drawn = await order(customer, drawnCart);
    expect(drawn.statusCode, drawn.body).toBe(201);

    const twin = await registerUser(t.app);
    const catalogueCart = await addRectangle(t.app, twin, t.db, {
      quantity: '4',
      parameters: JSON.stringify([
        { key: 'a', value: 300 },
        { key: 'b', value: 200 },
      ]),
    });
    const catalogue = await order(twin, catalogueCart);
    expect(drawn.json().order.amountPaise).toBe(catalogue.json().order.amountPaise);
    expect(drawn.json().order.amountPaise).toBeGreaterThan(0);

    const detail = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${drawn.json().order.id}` }));
    expect(detail.statusCode).toBe(200);
    expect(detail.json().items).toMatchObject([
      {
        shape_id: null,
        shape_slug: '',
        shape_name: 'rectangle-300x200.dxf',
        quantity: 4,
        drawing: { id: drawingId, widthMm: 300, heightMm: 200, areaMm2: 60000, cutLengthMm: 1000, pierces: 1 },
      },
    ]);
    expect(await cartOf(customer)).toEqual([]);
  });

  it('refuses a line whose drawing has since been found blocking at its thickness', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('hole-too-small', customer);
    await addDrawing(customer, { userId: customer.userId, drawingId });
    const [line] = await cartOf(customer);
    // The line's thickness moved to 3 mm behind the cart's back: the order reads the drawing again.
    await t.db.updateTable('cart_items').set({ thickness: 3 }).where('id', '=', line.id).execute();
    const before = await rowsOfTable('order_items');
    const refused = await order(customer, [line]);
    expectError(refused, 400, /^hole-too-small\.dxf: /);
    expect(await rowsOfTable('order_items')).toBe(before);
  });

  it('puts it in the job pack as a clean DXF in mm with the original beside it, and in the CSV', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('plate-with-holes', customer);
    await addDrawing(customer, { userId: customer.userId, drawingId, quantity: '2' });
    const placed = await order(customer, await cartOf(customer));
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, Order_No } = placed.json().order;

    const pack = await t.app.inject(asUser(admin, { method: 'GET', url: `/api/admin/orders/${id}/job.zip` }));
    expect(pack.statusCode, pack.body).toBe(200);
    const files = await unzip(pack.rawPayload);
    const clean = `${Order_No}-item1-SS304-2mm-x2.dxf`;
    const original = `${Order_No}-item1-original.dxf`;
    expect([...files.keys()].sort()).toEqual([clean, original, 'job-sheet.pdf'].sort());
    expect(files.get(original)!.equals(corpusFile('plate-with-holes'))).toBe(true);
    const { header, contours } = readDxf(files.get(clean)!.toString('utf8'));
    expect(header).toMatchObject({ $INSUNITS: 4 });
    // One outline and its five holes, all closed, on the cut layer, 400 × 250 mm.
    expect(contours).toHaveLength(6);
    for (const contour of contours) expect(contour).toMatchObject({ layer: 'CUT', closed: true });
    const widest = contours.reduce((a, b) => (b.box.maxX - b.box.minX > a.box.maxX - a.box.minX ? b : a));
    expect(widest.box.maxX - widest.box.minX).toBeCloseTo(400, 3);
    expect(widest.box.maxY - widest.box.minY).toBeCloseTo(250, 3);

    // The customer may download the clean DXF of their line; another customer may not.
    const itemId = (await t.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${id}` }))).json().items[0]
      .id;
    const partUrl = `/api/order/${id}/items/${itemId}/part.dxf`;
    expect((await t.app.inject(asUser(customer, { method: 'GET', url: partUrl }))).statusCode).toBe(200);
    const other = await registerUser(t.app);
    expect((await t.app.inject(asUser(other, { method: 'GET', url: partUrl }))).statusCode).toBe(404);

    const csv = await t.app.inject(
      asUser(admin, { method: 'GET', url: `/api/admin/orders/export.csv?orderType=1&search=${Order_No}` }),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('plate-with-holes.dxf');
    expect(csv.body).toContain('Drawing 400 × 250 mm');
  });

  it('orders a drawing line again from a past order', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('rectangle-300x200', customer);
    await addDrawing(customer, { userId: customer.userId, drawingId });
    const placed = await order(customer, await cartOf(customer));
    const again = await t.app.inject(
      asUser(customer, { method: 'POST', url: `/api/order/${placed.json().order.id}/reorder` }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await cartOf(customer)).toMatchObject([{ shape_id: null, quantity: 4, drawing: { id: drawingId } }]);
  });

  it('is quoted with its outline kept, and the quotation ordered at its price carries the drawing to the order', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('plate-with-holes', customer);
    await addDrawing(customer, { userId: customer.userId, drawingId });
    const quoted = await t.app.inject(
      asUser(customer, { method: 'POST', url: '/api/quotations', payload: { state: 'Tamil Nadu' } }),
    );
    expect(quoted.statusCode, quoted.body).toBe(201);
    const { quotation } = quoted.json();
    const pdf = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/quotations/${quotation.id}.pdf` }));
    expect(pdf.statusCode).toBe(200);
    const address = await addAddress(t.app, customer);
    const placed = await t.app.inject(
      asUser(customer, {
        method: 'POST',
        url: '/api/order/create',
        payload: { userId: customer.userId, deliveryAddress: address, quotationId: quotation.id },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.amountPaise).toBe(quotation.totalPaise);
    const detail = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${placed.json().order.id}` }));
    expect(detail.json().items).toMatchObject([
      { shape_id: null, shape_name: 'plate-with-holes.dxf', drawing: { id: drawingId, widthMm: 400, heightMm: 250 } },
    ]);
    const pack = await t.app.inject(
      asUser(admin, { method: 'GET', url: `/api/admin/orders/${placed.json().order.id}/job.zip` }),
    );
    const files = await unzip(pack.rawPayload);
    expect([...files.keys()].filter((name) => name.endsWith('.dxf'))).toHaveLength(2);
  });

  it('works from the part’s kept geometry: with the file spoiled, the plate’s checks, cart, quote, order and job pack still hold', async () => {
    const customer = await registerUser(t.app);
    const drawingId = await upload('hole-too-small', customer);
    // Were anything to read the customer's file again, it would now find it unreadable.
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'drawings', drawingId), 'not a drawing any more');
    const onPlate = async (thickness: number) =>
      (
        await t.app.inject(
          asUser(customer, { method: 'GET', url: `/api/drawings/${drawingId}?thickness=${thickness}` }),
        )
      )
        .json()
        .drawing.checks.map((check: { code: string }) => check.code);
    expect([await onPlate(2), await onPlate(3)]).toEqual([[], ['feature-too-small']]);
    expectError(await addDrawing(customer, { userId: customer.userId, drawingId, thickness: '3' }), 400, /2 mm across/);

    expect((await addDrawing(customer, { userId: customer.userId, drawingId })).statusCode).toBe(200);
    const priced = await t.app.inject(
      asUser(customer, {
        method: 'POST',
        url: '/api/quote',
        payload: {
          items: [{ drawingId, material_name: 'SS 304', thickness: 2, quantity: 4, finish: 'Mill Finish' }],
          state: 'Tamil Nadu',
        },
      }),
    );
    expect(priced.json()).toMatchObject({ priced: true, items: [{ pierces: 2 }] });
    const placed = await order(customer, await cartOf(customer));
    expect(placed.statusCode, placed.body).toBe(201);
    const pack = await t.app.inject(
      asUser(admin, { method: 'GET', url: `/api/admin/orders/${placed.json().order.id}/job.zip` }),
    );
    const clean = [...(await unzip(pack.rawPayload))].find(([name]) => name.endsWith('x4.dxf'))![1];
    const { contours } = readDxf(clean.toString('utf8'));
    expect(contours.map((contour) => contour.closed)).toEqual([true, true]);
  });
});
