import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { readDxf } from '@steelcut/domain/testing/dxf';
import {
  addAddress,
  asUser,
  expectError,
  loginAdmin,
  multipart,
  placeOrderFor,
  registerUser,
  SAMPLE_FILES,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { unzip } from '../../../test/zip';

const t = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

interface PartSpec {
  slug: string;
  params: Record<string, number>;
  material: string;
  thickness: number;
  quantity: number;
  /** What the DXF must measure: width, height and holes. */
  expect: { width: number; height: number; holes: number };
  drawing?: { filename: string; bytes: Buffer };
}

const PARTS: PartSpec[] = [
  {
    slug: 'rectangle',
    params: { a: 250, b: 120 },
    material: 'SS 304',
    thickness: 2,
    quantity: 3,
    expect: { width: 250, height: 120, holes: 0 },
    drawing: { filename: 'sketch.png', bytes: SAMPLE_FILES.png },
  },
  {
    slug: 'ring',
    params: { a: 200, b: 100 },
    material: 'SS 316',
    thickness: 3,
    quantity: 5,
    expect: { width: 200, height: 200, holes: 1 },
  },
  {
    slug: 'rounded-rectangle',
    params: { a: 400, b: 250, r: 30 },
    material: 'SS 202',
    thickness: 1.5,
    quantity: 2,
    expect: { width: 400, height: 250, holes: 0 },
    drawing: { filename: 'notes.pdf', bytes: SAMPLE_FILES.pdf },
  },
];

async function addPart(who: SignedIn, part: PartSpec) {
  const shape = await t.db.selectFrom('shapes').select('id').where('slug', '=', part.slug).executeTakeFirstOrThrow();
  const fields = {
    userId: who.userId,
    shapeId: shape.id,
    materialName: part.material,
    thickness: String(part.thickness),
    quantity: String(part.quantity),
    finish: 'Mill Finish',
    parameters: JSON.stringify(Object.entries(part.params).map(([key, value]) => ({ key, value }))),
  };
  const form = multipart(fields, part.drawing && { field: 'image', ...part.drawing });
  const response = await t.app.inject(
    asUser(who, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: number }[];
}

/** A customer's order of the three PARTS (or the parts given), with its items in order. */
async function placeThreeParts(name: string, parts = PARTS, leadTime?: 'express') {
  const customer = await registerUser(t.app, { name });
  const address = await addAddress(t.app, customer);
  let cart: { id: number }[] = [];
  for (const part of parts) cart = await addPart(customer, part);
  const placed = await t.app.inject(
    asUser(customer, {
      method: 'POST',
      url: '/api/order/create',
      payload: { userId: customer.userId, cartItems: cart, totalQty: cart.length, deliveryAddress: address, leadTime },
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().order as { id: number; Order_No: string };
  const detail = await t.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${order.id}` }));
  const items = (detail.json().items as { id: number; shape_slug: string }[]).map((item) => item.id);
  expect(detail.json().items.map((i: { shape_slug: string }) => i.shape_slug)).toEqual(parts.map((p) => p.slug));
  return { customer, order, items };
}

const get = (who: SignedIn | null, url: string) => {
  const options = { method: 'GET' as const, url };
  return t.app.inject(who ? asUser(who, options) : options);
};
const partUrl = (orderId: number, itemId: number) => `/api/order/${orderId}/items/${itemId}/part.dxf`;
const packUrl = (orderId: number) => `/api/admin/orders/${orderId}/job.zip`;

const fileNameOf = (orderNo: string, position: number, part: PartSpec) =>
  `${orderNo}-item${position}-${part.material.replace(' ', '')}-${part.thickness}mm-x${part.quantity}.dxf`;

/** The cuts a DXF holds, checked against what the item's dimensions say. */
function expectPart(dxf: string, part: PartSpec) {
  const { header, contours } = readDxf(dxf);
  expect(header).toMatchObject({ $ACADVER: 'AC1009', $INSUNITS: 4 });
  expect(contours).toHaveLength(1 + part.expect.holes);
  for (const contour of contours) expect(contour).toMatchObject({ layer: 'CUT', closed: true });
  const { minX, minY, maxX, maxY } = contours[0].box;
  expect(minX).toBeCloseTo(0, 2);
  expect(minY).toBeCloseTo(0, 2);
  expect(maxX).toBeCloseTo(part.expect.width, 2);
  expect(maxY).toBeCloseTo(part.expect.height, 2);
}

describe('GET /order/{id}/items/{itemId}/part.dxf', () => {
  it('gives the customer and the admin each item’s outline, named for the cutting floor', async () => {
    const { customer, order, items } = await placeThreeParts('Meena Fabricators');
    for (const [index, part] of PARTS.entries()) {
      for (const who of [customer, admin]) {
        const response = await get(who, partUrl(order.id, items[index]));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/dxf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${fileNameOf(order.Order_No, index + 1, part)}"`,
        );
        expectPart(response.body, part);
      }
    }
    // The ring's hole is a true circle, the rounded corners true arcs.
    expect(readDxf((await get(customer, partUrl(order.id, items[1]))).body).contours.map((c) => c.type)).toEqual([
      'CIRCLE',
      'CIRCLE',
    ]);
  });

  it('is refused to another customer and to a guest, and 404s for an item not in the order', async () => {
    const { order, items } = await placeThreeParts('Ravi Steels');
    const other = await registerUser(t.app);
    const elsewhere = await placeOrderFor(t.app, t.db, other);
    const otherItem = (await get(other, `/api/order/${elsewhere.id}`)).json().items[0].id as number;

    expectError(await get(other, partUrl(order.id, items[0])), 404, ORDER_MSG.notFound);
    expectError(await get(null, partUrl(order.id, items[0])), 401);
    expectError(await get(admin, partUrl(order.id, 999_999)), 404, ORDER_MSG.itemNotFound);
    expectError(await get(admin, partUrl(order.id, otherItem)), 404, ORDER_MSG.itemNotFound);
    expectError(await get(admin, partUrl(999_999, items[0])), 404, ORDER_MSG.notFound);
  });
});

describe('GET /admin/orders/{id}/job.zip', () => {
  it('zips the job sheet, every item’s DXF and the customer’s drawings', async () => {
    const { order, items } = await placeThreeParts('Anand Kitchen Works');
    const response = await get(admin, packUrl(order.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${order.Order_No}-job.zip"`);

    const files = await unzip(response.rawPayload);
    const dxfNames = PARTS.map((part, index) => fileNameOf(order.Order_No, index + 1, part));
    expect([...files.keys()].sort()).toEqual(
      [
        'job-sheet.pdf',
        ...dxfNames,
        `${order.Order_No}-item1-drawing.png`,
        `${order.Order_No}-item3-drawing.pdf`,
      ].sort(),
    );
    PARTS.forEach((part, index) => expectPart(files.get(dxfNames[index])!.toString('utf8'), part));
    expect(files.get(`${order.Order_No}-item1-drawing.png`)!.equals(SAMPLE_FILES.png)).toBe(true);
    expect(files.get(`${order.Order_No}-item3-drawing.pdf`)!.equals(SAMPLE_FILES.pdf)).toBe(true);
    // Each item's DXF is the one the item's own download gives.
    const single = await get(admin, partUrl(order.id, items[2]));
    expect(files.get(dxfNames[2])!.toString('utf8')).toBe(single.body);

    const sheet = (await pdfText(files.get('job-sheet.pdf')!)).replace(/\s+/g, ' ');
    expect(sheet).toContain(order.Order_No);
    expect(sheet).toContain('Anand Kitchen Works');
    for (const part of PARTS) {
      expect(sheet).toContain(part.material);
      expect(sheet).toContain(`${part.thickness} mm`);
      expect(sheet).toContain(`${part.quantity} pieces`);
    }
    expect(sheet).toContain('Ring (washer)');
    expect(sheet).toContain('a = 400 mm');
    expect(sheet).toMatch(/Standard Dispatch by \w{3}, \d{1,2} \w{3} \d{4}/);
  });

  it('cuts the landing page’s parts: a flange’s holes as circles, bolt holes counted on the sheet', async () => {
    const gallery: PartSpec[] = [
      {
        slug: 'flange',
        params: { a: 200, b: 100, PCD: 160, c: 18, n: 8 },
        material: 'SS 304',
        thickness: 6,
        quantity: 4,
        expect: { width: 200, height: 200, holes: 9 },
      },
      {
        slug: 'plate-with-square-cutout',
        params: { a: 300, b: 200, c: 100 },
        material: 'SS 316',
        thickness: 3,
        quantity: 2,
        expect: { width: 300, height: 200, holes: 1 },
      },
      {
        slug: 'slotted-bracket',
        params: { a: 200, b: 120, length: 100, c: 14, s: 60 },
        material: 'SS 304',
        thickness: 5,
        quantity: 10,
        expect: { width: 200, height: 120, holes: 2 },
      },
    ];
    const { order } = await placeThreeParts('Sakthi Pumps', gallery, 'express');
    const files = await unzip((await get(admin, packUrl(order.id))).rawPayload);
    const dxfs = gallery.map((part, index) => files.get(fileNameOf(order.Order_No, index + 1, part))!.toString('utf8'));
    gallery.forEach((part, index) => expectPart(dxfs[index], part));
    expect(readDxf(dxfs[0]).contours.map((c) => c.type)).toEqual(Array(10).fill('CIRCLE'));

    const sheet = (await pdfText(files.get('job-sheet.pdf')!)).replace(/\s+/g, ' ');
    expect(sheet).toContain('Number of bolt holes (n) 8 ');
    expect(sheet).toContain('Pitch circle diameter (PCD) 160 mm');
    // 1 + 1 + 8 per flange, 4 flanges.
    expect(sheet).toContain('Pierces 10 each · 40 in all');
    expect(sheet).toContain('n = 8');
    // An express job says so in large type at the head.
    expect(sheet).toMatch(/EXPRESS Dispatch by \w{3}, \d{1,2} \w{3} \d{4}/);
  });

  it('is the admin’s alone, and 404s for an unknown order', async () => {
    const { customer, order } = await placeThreeParts('Kavya Interiors');
    expectError(await get(customer, packUrl(order.id)), 403);
    expectError(await get(null, packUrl(order.id)), 401);
    expectError(await get(admin, packUrl(999_999)), 404, ORDER_MSG.notFound);
  });
});
