import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { NESTING_MSG, type Nest } from '@steelcut/domain/schemas/nesting';
import { aShop } from '@steelcut/domain/testing/shop';
import {
  addAddress,
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';

const READ_SHEET = path.join(import.meta.dirname, 'read-sheet.py');
const NESTING = {
  sheets: [
    { material: 'SS 304', thicknessMm: 2, widthMm: 600, heightMm: 400, count: 1 },
    { material: 'SS 304', thicknessMm: 2, widthMm: 1000, heightMm: 800, count: null },
  ],
  gapMm: 4,
  marginMm: 8,
  directionalFinishes: ['Brushed'],
};

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let dir: string;
beforeAll(async () => {
  // No search after the first filling: the layout is the same on every machine.
  t = await buildTestApp({ env: { NEST_SECONDS: '0' } });
  admin = await loginAdmin(t.app);
  customer = await registerUser(t.app);
  dir = mkdtempSync(path.join(tmpdir(), 'steelcut-nest-'));
  const shop = aShop({
    finishes: [
      { name: 'Mill Finish', adderPaisePerM2: 0 },
      { name: 'Brushed', adderPaisePerM2: 50_000 },
    ],
    nesting: NESTING,
  });
  const saved = await t.app.inject(asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop } }));
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Line {
  slug: string;
  params: Record<string, number>;
  quantity: number;
  finish?: string;
  material?: string;
  thickness?: number;
}

let address: { id: number } | undefined;
async function placeOrder(lines: Line[]) {
  address ??= await addAddress(t.app, customer);
  let cart: { id: number }[] = [];
  for (const line of lines) {
    const shape = await t.db.selectFrom('shapes').select('id').where('slug', '=', line.slug).executeTakeFirstOrThrow();
    const form = multipart({
      userId: customer.userId,
      shapeId: shape.id,
      materialName: line.material ?? 'SS 304',
      thickness: String(line.thickness ?? 2),
      quantity: String(line.quantity),
      finish: line.finish ?? 'Mill Finish',
      parameters: JSON.stringify(Object.entries(line.params).map(([key, value]) => ({ key, value }))),
    });
    const added = await t.app.inject(
      asUser(customer, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
    );
    expect(added.statusCode, added.body).toBe(200);
    cart = added.json().items;
  }
  const placed = await t.app.inject(
    asUser(customer, {
      method: 'POST',
      url: '/api/order/create',
      payload: { userId: customer.userId, cartItems: cart, totalQty: cart.length, deliveryAddress: address },
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as { id: number; Order_No: string };
  // A placed order is a lead until the shop confirms it.
  const converted = await t.app.inject(asUser(admin, { method: 'PUT', url: `/api/order/${order.id}/convert` }));
  expect(converted.statusCode, converted.body).toBe(200);
  return order;
}

const post = (who: SignedIn | null, url: string, payload?: object) => {
  const options = { method: 'POST' as const, url, payload };
  return t.app.inject(who ? asUser(who, options) : options);
};
const get = (who: SignedIn | null, url: string) => {
  const options = { method: 'GET' as const, url };
  return t.app.inject(who ? asUser(who, options) : options);
};

/** The sheet's DXF read by ezdxf: labels and how many parts each marks, faults found. */
function readSheet(dxf: string, sheet: { widthMm: number; heightMm: number }, n: number) {
  const file = path.join(dir, `sheet-${n}.dxf`);
  writeFileSync(file, dxf);
  const args = [READ_SHEET, file, sheet.widthMm, sheet.heightMm, NESTING.gapMm, NESTING.marginMm].map(String);
  return JSON.parse(execFileSync('/usr/bin/python3', args, { encoding: 'utf8' })) as {
    layers: string[];
    parts: number;
    labels: Record<string, number>;
    unlabelled: number;
    withinMargin: number;
    tooClose: unknown[];
    leastDistance: number | null;
  };
}

describe('nesting a plate’s open orders', () => {
  let first: { id: number; Order_No: string };
  let second: { id: number; Order_No: string };
  let other: { id: number; Order_No: string };
  let nest: Nest;

  beforeAll(async () => {
    first = await placeOrder([
      { slug: 'rectangle', params: { a: 250, b: 120 }, quantity: 6 },
      { slug: 'ring', params: { a: 200, b: 100 }, quantity: 2 },
    ]);
    second = await placeOrder([
      { slug: 'rounded-rectangle', params: { a: 400, b: 250, r: 30 }, quantity: 3, finish: 'Brushed' },
      { slug: 'rectangle', params: { a: 40, b: 30 }, quantity: 5 },
    ]);
    // Another plate: never on these sheets.
    other = await placeOrder([{ slug: 'rectangle', params: { a: 100, b: 100 }, quantity: 2, thickness: 3 }]);
  });

  it('lists the plate’s waiting lines, each with its place in its order', async () => {
    const response = await get(admin, '/api/admin/nests/waiting?material=SS%20304&thicknessMm=2');
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json().lines as { orderNo: string; position: number; quantity: number }[];
    expect(lines.map((line) => [line.orderNo, line.position, line.quantity])).toEqual([
      [first.Order_No, 1, 6],
      [first.Order_No, 2, 2],
      [second.Order_No, 1, 3],
      [second.Order_No, 2, 5],
    ]);
  });

  it('nests every piece on the stocked sheets, remnant first, directional finishes turned by 180° only', async () => {
    const response = await post(admin, '/api/admin/nests', { material: 'SS 304', thicknessMm: 2 });
    expect(response.statusCode, response.body).toBe(201);
    nest = response.json().nest;
    expect(nest).toMatchObject({ status: 'proposed', material: 'SS 304', thicknessMm: 2, gapMm: 4, marginMm: 8 });
    expect(nest.unplaced).toEqual([]);
    const placements = nest.sheets.flatMap((sheet) => sheet.placements);
    expect(placements).toHaveLength(6 + 2 + 3 + 5);
    expect(new Set(placements.map((p) => p.orderId))).toEqual(new Set([first.id, second.id]));
    expect(nest.sheets[0]).toMatchObject({ widthMm: 600, heightMm: 400 });
    expect(nest.sheets.slice(1).every((sheet) => sheet.widthMm === 1000 && sheet.heightMm === 800)).toBe(true);
    const brushed = nest.parts.find((part) => part.finish === 'Brushed')!;
    const turns = placements.filter((p) => p.itemId === brushed.itemId).map((p) => p.rotation);
    expect(turns.every((turn) => turn === 0 || turn === 180)).toBe(true);
    // Utilisation: parts' area over the sheets' (the rectangle's 250 × 120 by hand, and so on).
    const ringArea = Math.PI * (100 ** 2 - 50 ** 2);
    const rounded = 400 * 250 - (4 - Math.PI) * 30 ** 2;
    const partsArea = 6 * 250 * 120 + 2 * ringArea + 3 * rounded + 5 * 40 * 30;
    const sheetsArea = nest.sheets.reduce((sum, sheet) => sum + sheet.widthMm * sheet.heightMm, 0);
    // The outlines are chords of their arcs, 0.05 mm inside at most: short by under 0.05 mm × the arcs' length.
    const arcsLength = 2 * 2 * Math.PI * (100 + 50) + 3 * 2 * Math.PI * 30;
    const measured = nest.utilisation * sheetsArea;
    expect(measured).toBeLessThanOrEqual(partsArea);
    expect(measured).toBeGreaterThan(partsArea - 0.05 * arcsLength);
  });

  it('writes each sheet as the floor reads it: every piece once, inside by the margin, never closer than the gap', async () => {
    const seen: Record<string, number> = {};
    for (const [i, sheet] of nest.sheets.entries()) {
      const response = await get(admin, `/api/admin/nests/${nest.id}/sheets/${i + 1}.dxf`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('application/dxf');
      expect(response.headers['content-disposition']).toContain(`nest-${nest.id}-SS304-2mm-sheet-${i + 1}.dxf`);
      const read = readSheet(response.body, sheet, i + 1);
      expect(read.layers).toEqual(['CUT', 'ORDERS', 'SHEET']);
      expect(read).toMatchObject({ parts: sheet.placements.length, unlabelled: 0, withinMargin: 0, tooClose: [] });
      expect(read.leastDistance === null || read.leastDistance >= NESTING.gapMm - 0.01).toBe(true);
      for (const [label, count] of Object.entries(read.labels)) seen[label] = (seen[label] ?? 0) + count;
    }
    expect(seen).toEqual({
      [`${first.Order_No}/1`]: 6,
      [`${first.Order_No}/2`]: 2,
      [`${second.Order_No}/1`]: 3,
      [`${second.Order_No}/2`]: 5,
    });
  });

  it('draws each sheet as a PDF for the operator, with the table of what is on it', async () => {
    const response = await get(admin, `/api/admin/nests/${nest.id}/sheets/1.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    writeFileSync(path.join(dir, 'sheet-1.pdf'), response.rawPayload);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Nest ${nest.id}`);
    expect(text).toContain('Pieces on this sheet');
    for (const orderNo of new Set(nest.sheets[0].placements.map((p) => p.orderNo))) expect(text).toContain(orderNo);
  });

  it('keeps the nests, newest first, each readable by its id', async () => {
    const list = await get(admin, '/api/admin/nests');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().nests[0]).toMatchObject({
      id: nest.id,
      status: 'proposed',
      sheetCount: nest.sheets.length,
      pieces: 16,
    });
    const one = await get(admin, `/api/admin/nests/${nest.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().nest).toEqual(nest);
  });

  it('uses a nest once: its lines leave the waiting list and the order says which sheet they are on', async () => {
    const used = await post(admin, `/api/admin/nests/${nest.id}/use`);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().nest).toMatchObject({ id: nest.id, status: 'used', usedAt: expect.any(String) });
    expect(
      await t.db.selectFrom('nested_items').select('item_id').where('nest_id', '=', nest.id).execute(),
    ).toHaveLength(4);

    const again = await post(admin, `/api/admin/nests/${nest.id}/use`);
    expectError(again, 409, NESTING_MSG.alreadyUsed);
    const waiting = await get(admin, '/api/admin/nests/waiting?material=SS%20304&thicknessMm=2');
    expect(waiting.json().lines).toEqual([]);
    const nothing = await post(admin, '/api/admin/nests', { material: 'SS 304', thicknessMm: 2 });
    expectError(nothing, 400, NESTING_MSG.nothingToNest);

    const sheets = await get(customer, `/api/cutting/${first.id}`);
    expect(sheets.statusCode, sheets.body).toBe(200);
    const onSheets = sheets.json().sheets as { nestId: number; itemId: number; pieces: number }[];
    expect(onSheets.every((s) => s.nestId === nest.id)).toBe(true);
    const firstItems = nest.parts.filter((part) => part.orderId === first.id);
    for (const part of firstItems) {
      const pieces = onSheets.filter((s) => s.itemId === part.itemId).reduce((sum, s) => sum + s.pieces, 0);
      expect(pieces).toBe(part.quantity);
    }
    const stranger = await registerUser(t.app);
    expect((await get(stranger, `/api/cutting/${first.id}`)).statusCode).toBe(404);
    expect((await get(customer, `/api/cutting/${other.id}`)).json().sheets).toEqual([]);
  });

  it('refuses a nest of another nest’s lines once they are in use', async () => {
    const third = await placeOrder([{ slug: 'rectangle', params: { a: 80, b: 60 }, quantity: 2, thickness: 3 }]);
    const a = await post(admin, '/api/admin/nests', { material: 'SS 304', thicknessMm: 3, orderIds: [third.id] });
    const b = await post(admin, '/api/admin/nests', { material: 'SS 304', thicknessMm: 3, orderIds: [third.id] });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    // Only the third order's line: the other order of this plate was not asked for.
    expect(a.json().nest.parts.map((part: { orderId: number }) => part.orderId)).toEqual([third.id]);
    expect((await post(admin, `/api/admin/nests/${a.json().nest.id}/use`)).statusCode).toBe(200);
    expectError(await post(admin, `/api/admin/nests/${b.json().nest.id}/use`), 409, NESTING_MSG.taken);
  });
});

describe('validation', () => {
  it.each([
    [{ thicknessMm: 2 }, NESTING_MSG.material],
    [{ material: 'Mild steel', thicknessMm: 2 }, NESTING_MSG.material],
    [{ material: 'SS 304' }, NESTING_MSG.thickness],
    [{ material: 'SS 304', thicknessMm: 2, orderIds: [1, 1] }, NESTING_MSG.orderIds],
    [{ material: 'SS 304', thicknessMm: 29.5 }, NESTING_MSG.nothingToNest],
  ])('refuses %j with its message, keeping nothing', async (body, message) => {
    const before = await t.db.selectFrom('nests').select('id').execute();
    expectError(await post(admin, '/api/admin/nests', body), 400, message);
    expect(await t.db.selectFrom('nests').select('id').execute()).toEqual(before);
  });

  it('refuses shop settings whose nesting does not hold together, with the message', async () => {
    const current = (await get(admin, '/api/admin/shop')).json().shop;
    const cases: [object, string][] = [
      [{ ...NESTING, gapMm: 60 }, NESTING_MSG.gap],
      [{ ...NESTING, marginMm: -1 }, NESTING_MSG.margin],
      [{ ...NESTING, directionalFinishes: ['Mirror'] }, NESTING_MSG.directionalFinish],
      [{ ...NESTING, sheets: [{ ...NESTING.sheets[0], widthMm: 50 }] }, NESTING_MSG.sheetSize],
      [{ ...NESTING, sheets: [{ ...NESTING.sheets[0], count: 0 }] }, NESTING_MSG.sheetCount],
    ];
    for (const [nesting, message] of cases) {
      const response = await t.app.inject(
        asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: { ...current, nesting } } }),
      );
      expectError(response, 400, message);
    }
    expect((await get(admin, '/api/admin/shop')).json().shop.nesting).toEqual(NESTING);
  });

  it('answers an unknown nest or sheet with 404', async () => {
    expectError(await get(admin, '/api/admin/nests/999999'), 404, NESTING_MSG.notFound);
    expectError(await post(admin, '/api/admin/nests/999999/use'), 404, NESTING_MSG.notFound);
    expectError(await get(admin, '/api/admin/nests/999999/sheets/1.dxf'), 404, NESTING_MSG.notFound);
    const [latest] = (await get(admin, '/api/admin/nests')).json().nests;
    expectError(await get(admin, `/api/admin/nests/${latest.id}/sheets/99.pdf`), 404, NESTING_MSG.sheetNotFound);
    expect((await get(admin, `/api/admin/nests/${latest.id}/sheets/1.svg`)).statusCode).toBe(400);
  });
});

describe('authorization', () => {
  const calls: [string, string, object?][] = [
    ['POST', '/api/admin/nests', { material: 'SS 304', thicknessMm: 2 }],
    ['GET', '/api/admin/nests'],
    ['GET', '/api/admin/nests/1'],
    ['POST', '/api/admin/nests/1/use'],
    ['GET', '/api/admin/nests/1/sheets/1.dxf'],
    ['GET', '/api/admin/nests/1/sheets/1.pdf'],
    ['GET', '/api/admin/nests/waiting?material=SS%20304&thicknessMm=2'],
  ];
  it.each(calls)('%s %s: a guest 401, a customer 403, nothing kept', async (method, url, payload) => {
    const before = await t.db.selectFrom('nests').select(['id', 'status']).execute();
    expect((await t.app.inject({ method: method as 'GET', url, payload })).statusCode).toBe(401);
    expectError(await t.app.inject(asUser(customer, { method: method as 'GET', url, payload })), 403);
    expect(await t.db.selectFrom('nests').select(['id', 'status']).execute()).toEqual(before);
  });

  it('the order’s sheets: a guest 401', async () => {
    expect((await get(null, '/api/cutting/1')).statusCode).toBe(401);
  });
});

describe('while a nest is worked out', () => {
  let slow: TestApp;
  beforeAll(async () => {
    // Searching for 5 s after its first filling: the nest is still running when the next calls come.
    slow = await buildTestApp({ env: { NEST_SECONDS: '5' } });
  });
  afterAll(() => slow.close());

  it('answers health at once and refuses a nest while another runs with 409, in the worker’s own thread', async () => {
    const boss = await loginAdmin(slow.app);
    const buyer = await registerUser(slow.app);
    const address = await addAddress(slow.app, buyer);
    const shape = await slow.db
      .selectFrom('shapes')
      .select('id')
      .where('slug', '=', 'rectangle')
      .executeTakeFirstOrThrow();
    const form = multipart({
      userId: buyer.userId,
      shapeId: shape.id,
      materialName: 'SS 304',
      thickness: '2',
      quantity: '3',
      finish: 'Mill Finish',
      parameters: JSON.stringify([
        { key: 'a', value: 200 },
        { key: 'b', value: 100 },
      ]),
    });
    const cart = await slow.app.inject(
      asUser(buyer, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
    );
    const placed = await slow.app.inject(
      asUser(buyer, {
        method: 'POST',
        url: '/api/order/create',
        payload: { userId: buyer.userId, cartItems: cart.json().items, totalQty: 1, deliveryAddress: address },
      }),
    );
    await slow.app.inject(asUser(boss, { method: 'PUT', url: `/api/order/${placed.json().order.id}/convert` }));

    // Two at once: whichever reaches the worker first is nested, the other refused, whatever order
    // their database reads end in.
    let settled = 0;
    const nest = () =>
      slow.app
        .inject(
          asUser(boss, { method: 'POST', url: '/api/admin/nests', payload: { material: 'SS 304', thicknessMm: 2 } }),
        )
        .finally(() => (settled += 1));
    const both = [nest(), nest()];
    const health = await slow.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBeLessThan(2);
    const answers = await Promise.all(both);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expectError(
      answers.find((answer) => answer.statusCode === 409)!,
      409,
      NESTING_MSG.busy,
    );
  });
});
