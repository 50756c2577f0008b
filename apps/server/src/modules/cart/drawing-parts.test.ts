import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { CHECK_MESSAGES } from '@steelcut/domain/drawings/messages';
import { DEFAULT_PART_LIMITS } from '@steelcut/domain/shapes/limits';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { dxfFile, dxfRing } from '@steelcut/domain/testing/drawings';
import { readDxf } from '@steelcut/domain/testing/dxf';
import {
  addAddress,
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

const square = (x: number, y: number, side: number): [number, number][] => [
  [x, y],
  [x + side, y],
  [x + side, y + side],
  [x, y + side],
];
/** A 200 mm square plate, and beside it a 10 mm square: too small to cut. */
const WITH_SPECK = Buffer.from(
  dxfFile([...dxfRing(square(0, 0, 200)), ...dxfRing(square(300, 0, 10))], { insUnits: 4 }),
);
/** The same plate alone, drawn elsewhere on the sheet. */
const PLATE_ALONE = Buffer.from(dxfFile(dxfRing(square(1000, 500, 200)), { insUnits: 4 }));

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
async function upload(filename: string, bytes: Buffer, who?: SignedIn) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/drawings',
    ...multipart({}, { field: 'file', filename, bytes }),
    remoteAddress: `10.79.0.${++guestAddress}`,
  };
  const response = await t.app.inject(who ? asUser(who, request) : request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().drawing;
}

function addDrawing(who: SignedIn | null, fields: Record<string, string | number>) {
  const form = multipart({ materialName: 'SS 304', thickness: '2', quantity: '4', finish: 'Mill Finish', ...fields });
  const request: InjectOptions = { method: 'POST', url: '/api/shape/addcart', ...form };
  return t.app.inject(who ? asUser(who, request) : request);
}

interface Line {
  id: number;
  shape_name: string;
  quantity: number;
  drawing: { id: string; name: string; part?: number; widthMm: number; heightMm: number; areaMm2: number } | null;
}
const cartOf = async (who: SignedIn) =>
  (await t.app.inject(asUser(who, { method: 'GET', url: `/api/cart/getCart/${who.userId}` }))).json().items as Line[];

const cartRows = async (userId: number) =>
  t.db.selectFrom('cart_items').select(['drawing_id', 'drawing_part']).where('user_id', '=', userId).execute();

const FIELDS = { material_name: 'SS 304', thickness: 2, quantity: 4, finish: 'Mill Finish' };
const quote = (items: object[], who?: SignedIn) => {
  const request: InjectOptions = { method: 'POST', url: '/api/quote', payload: { items, state: 'Tamil Nadu' } };
  return t.app.inject(who ? asUser(who, request) : request);
};

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

describe('a drawing of several parts', () => {
  it('is answered with each kind of part, largest first, with its copies and its own checks', async () => {
    const drawing = await upload('parts-10.dxf', corpusFile('parts-10'));
    expect(drawing).toMatchObject({ widthMm: 900, heightMm: 200, pierces: 16 });
    expect(drawing.checks.map((c: { code: string }) => c.code)).toEqual(['multiple-parts']);
    expect(
      drawing.parts.map((p: { part: number; copies: number; widthMm: number; heightMm: number; pierces: number }) => [
        p.part,
        p.copies,
        p.widthMm,
        p.heightMm,
        p.pierces,
      ]),
    ).toEqual([
      [1, 1, 300, 200, 2],
      [2, 1, 100, 50, 1],
      [3, 3, 100, 60, 2],
      [4, 2, 60, 60, 2],
      [5, 3, 40, 40, 1],
    ]);
    expect(drawing.parts[2].areaMm2).toBeCloseTo(2800 - 25 * Math.PI, 9);
  });

  it('goes into the cart a part at a time, named "part 3 of 5" and sized as that part', async () => {
    const customer = await registerUser(t.app);
    const { id: drawingId } = await upload('parts-10.dxf', corpusFile('parts-10'), customer);
    expect((await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart: 3 })).statusCode).toBe(200);
    const added = await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart: 1, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const lines = await cartOf(customer);
    expect(lines).toMatchObject([
      {
        shape_name: 'parts-10.dxf, part 3 of 5',
        quantity: 4,
        drawing: { id: drawingId, name: 'parts-10.dxf, part 3 of 5', part: 3, widthMm: 100, heightMm: 60 },
      },
      {
        quantity: 2,
        drawing: { name: 'parts-10.dxf, part 1 of 5', part: 1, widthMm: 300, heightMm: 200, areaMm2: 40000 },
      },
    ]);
    expect(await cartRows(customer.userId)).toEqual([
      { drawing_id: drawingId, drawing_part: 3 },
      { drawing_id: drawingId, drawing_part: 1 },
    ]);
    // The same part again goes onto its line; another part is a line of its own.
    await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart: 3, quantity: 1 });
    expect((await cartOf(customer)).map((line) => line.quantity)).toEqual([5, 2]);
  });

  it('refuses a missing, unknown or malformed part with a message, and stores nothing', async () => {
    const customer = await registerUser(t.app);
    const { id: drawingId } = await upload('parts-10.dxf', corpusFile('parts-10'), customer);
    const missing = await addDrawing(customer, { userId: customer.userId, drawingId });
    expectError(missing, 400, DRAWING_MSG.partRequired(5));
    expect(missing.json().errors).toEqual([{ field: 'drawingPart', message: DRAWING_MSG.partRequired(5) }]);
    expectError(
      await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart: 6 }),
      400,
      DRAWING_MSG.partUnknown(5),
    );
    expectError(
      await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart: 'x' }),
      400,
      DRAWING_MSG.partInvalid,
    );
    expectError(
      await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart: 0 }),
      400,
      DRAWING_MSG.partInvalid,
    );
    expect(await cartRows(customer.userId)).toEqual([]);
  });

  it('refuses only the part with a blocking check; the others can be ordered', async () => {
    const customer = await registerUser(t.app);
    const drawing = await upload('speck.dxf', WITH_SPECK, customer);
    expect(drawing.parts.map((p: { checks: { code: string }[] }) => p.checks.map((c) => c.code))).toEqual([
      [],
      ['too-small'],
    ]);
    const refused = await addDrawing(customer, { userId: customer.userId, drawingId: drawing.id, drawingPart: 2 });
    expectError(refused, 400, CHECK_MESSAGES.tooSmall(10, 10, DEFAULT_PART_LIMITS.minMm));
    expect(await cartRows(customer.userId)).toEqual([]);
    const taken = await addDrawing(customer, { userId: customer.userId, drawingId: drawing.id, drawingPart: 1 });
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('is refused to a guest, and another customer’s drawing is not found whatever the part', async () => {
    const owner = await registerUser(t.app);
    const { id: drawingId } = await upload('parts-10.dxf', corpusFile('parts-10'), owner);
    expect((await addDrawing(null, { userId: owner.userId, drawingId, drawingPart: 1 })).statusCode).toBe(401);
    const other = await registerUser(t.app);
    expectError(
      await addDrawing(other, { userId: other.userId, drawingId, drawingPart: 1 }),
      400,
      DRAWING_MSG.notFound,
    );
    expect(await cartRows(other.userId)).toEqual([]);
  });
});

describe('a quote and a merge of parts of a drawing', () => {
  it('prices each part as a drawing of that part alone', async () => {
    const customer = await registerUser(t.app);
    const { id: both } = await upload('speck.dxf', WITH_SPECK, customer);
    const { id: alone } = await upload('plate.dxf', PLATE_ALONE, customer);
    const part = await quote([{ drawingId: both, drawingPart: 1, ...FIELDS }], customer);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toEqual((await quote([{ drawingId: alone, ...FIELDS }], customer)).json());
    const missing = await quote([{ drawingId: both, ...FIELDS }], customer);
    expectError(missing, 400, DRAWING_MSG.partRequired(2));
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['items.0.drawingPart']);
    const blocked = await quote([{ drawingId: both, drawingPart: 2, ...FIELDS }], customer);
    expectError(blocked, 400, CHECK_MESSAGES.tooSmall(10, 10, DEFAULT_PART_LIMITS.minMm));
  });

  it('merges a guest’s lines of parts, all or nothing', async () => {
    const { id: drawingId } = await upload('parts-10.dxf', corpusFile('parts-10'));
    const customer = await registerUser(t.app);
    const merge = (guestItems: object[]) =>
      t.app.inject(
        asUser(customer, {
          method: 'POST',
          url: '/api/cart/mergeGuestCart',
          payload: { userId: customer.userId, guestItems },
        }),
      );
    const refused = await merge([
      { drawingId, drawingPart: 2, ...FIELDS },
      { drawingId, ...FIELDS },
    ]);
    expectError(refused, 400, /Item 2: /);
    expect(await cartRows(customer.userId)).toEqual([]);
    const merged = await merge([
      { drawingId, drawingPart: 2, ...FIELDS },
      { drawingId, drawingPart: 5, ...FIELDS },
    ]);
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await cartRows(customer.userId)).toEqual([
      { drawing_id: drawingId, drawing_part: 2 },
      { drawing_id: drawingId, drawing_part: 5 },
    ]);
  });
});

describe('ordering parts of a drawing', () => {
  it('names each line by its part on the order and the CSV, and packs one clean DXF per part', async () => {
    const customer = await registerUser(t.app);
    const { id: drawingId } = await upload('parts-10.dxf', corpusFile('parts-10'), customer);
    for (const drawingPart of [1, 3, 5])
      await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart });
    const placed = await order(customer, await cartOf(customer));
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, Order_No } = placed.json().order;
    const detail = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${id}` }));
    expect(detail.json().items.map((item: { shape_name: string }) => item.shape_name)).toEqual([
      'parts-10.dxf, part 1 of 5',
      'parts-10.dxf, part 3 of 5',
      'parts-10.dxf, part 5 of 5',
    ]);
    expect(detail.json().items[1].drawing).toMatchObject({ part: 3, widthMm: 100, heightMm: 60, pierces: 2 });

    const pack = await t.app.inject(asUser(admin, { method: 'GET', url: `/api/admin/orders/${id}/job.zip` }));
    expect(pack.statusCode, pack.body).toBe(200);
    const files = await unzip(pack.rawPayload);
    const cleans = [1, 2, 3].map((item) => `${Order_No}-item${item}-SS304-2mm-x4.dxf`);
    for (const name of cleans) expect(files.has(name), name).toBe(true);
    // Each part alone, its lower-left corner at the origin: the plate with its hole, the L with its hole, the square.
    const sizes = cleans.map((name) => {
      const { contours } = readDxf(files.get(name)!.toString('utf8'));
      const outer = contours.reduce((a, b) => (b.box.maxX - b.box.minX > a.box.maxX - a.box.minX ? b : a));
      return [contours.length, outer.box.minX, outer.box.minY, outer.box.maxX, outer.box.maxY].map((v) =>
        Number(v.toFixed(3)),
      );
    });
    expect(sizes).toEqual([
      [2, 0, 0, 300, 200],
      [2, 0, 0, 100, 60],
      [1, 0, 0, 40, 40],
    ]);

    const csv = await t.app.inject(
      asUser(admin, { method: 'GET', url: `/api/admin/orders/export.csv?orderType=1&search=${Order_No}` }),
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('parts-10.dxf, part 3 of 5');
  });

  it('is quoted and ordered from the quotation with its part kept', async () => {
    const customer = await registerUser(t.app);
    const { id: drawingId } = await upload('parts-10.dxf', corpusFile('parts-10'), customer);
    await addDrawing(customer, { userId: customer.userId, drawingId, drawingPart: 4 });
    const quoted = await t.app.inject(
      asUser(customer, { method: 'POST', url: '/api/quotations', payload: { state: 'Tamil Nadu' } }),
    );
    expect(quoted.statusCode, quoted.body).toBe(201);
    const { quotation } = quoted.json();
    const line = await t.db
      .selectFrom('quotation_lines')
      .select(['drawing_part', 'shape_name'])
      .where('quotation_id', '=', quotation.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ drawing_part: 4, shape_name: 'parts-10.dxf, part 4 of 5' });
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
    expect(detail.json().items[0]).toMatchObject({ shape_name: 'parts-10.dxf, part 4 of 5', drawing: { part: 4 } });
    // The quoted cart line went with the order.
    expect(await cartOf(customer)).toEqual([]);
  });
});
