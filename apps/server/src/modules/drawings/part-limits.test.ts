import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_MESSAGES } from '@steelcut/domain/drawings/messages';
import { DEFAULT_SHOP, SHOP_MSG } from '@steelcut/domain/schemas/shop';
import { aShop } from '@steelcut/domain/testing/shop';
import {
  asUser,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';

/** A rectangle in mm, as one closed LWPOLYLINE. */
const rectangle = (width: number, height: number) =>
  [
    ['0', 'SECTION', '2', 'HEADER', '9', '$INSUNITS', '70', '4', '0', 'ENDSEC'],
    ['0', 'SECTION', '2', 'ENTITIES', '0', 'LWPOLYLINE', '8', '0', '90', '4', '70', '1'],
    [
      '10',
      '0',
      '20',
      '0',
      '10',
      `${width}`,
      '20',
      '0',
      '10',
      `${width}`,
      '20',
      `${height}`,
      '10',
      '0',
      '20',
      `${height}`,
    ],
    ['0', 'ENDSEC', '0', 'EOF'],
  ]
    .flat()
    .join('\n');

const t = useTestApp();
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
  customer = await registerUser(t.app);
});

const call = (who: SignedIn | null, options: InjectOptions) => t.app.inject(who ? asUser(who, options) : options);
const putShop = (shop: unknown, who: SignedIn | null = admin) =>
  call(who, { method: 'PUT', url: '/api/admin/shop', payload: { shop } });

async function uploadRectangle(width: number, height: number): Promise<string> {
  const form = multipart({}, { field: 'file', filename: 'plate.dxf', bytes: Buffer.from(rectangle(width, height)) });
  const response = await call(customer, { method: 'POST', url: '/api/drawings', ...form });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().drawing.id;
}
const checksOf = async (id: string) => {
  const response = await call(customer, { method: 'GET', url: `/api/drawings/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  // Where each check is on the preview (`at`) is the parts' business, not the limits'.
  return (response.json().drawing.checks as { code: string; severity: string; message: string }[]).map(
    ({ code, severity, message }) => ({ code, severity, message }),
  );
};

describe("the owner's part limits", () => {
  it('refuse values that cannot be right, with the message under the field, and keep nothing', async () => {
    const limits = (minMm: unknown, short: unknown, long: unknown) => ({
      partLimits: { minMm, sheet: { short, long } },
    });
    const cases: [object, string, string][] = [
      [limits(0, 1500, 3000), SHOP_MSG.partMin, 'shop.partLimits.minMm'],
      [limits('15', 1500, 3000), SHOP_MSG.partMin, 'shop.partLimits.minMm'],
      [limits(15, 50, 3000), SHOP_MSG.sheetSide, 'shop.partLimits.sheet.short'],
      [limits(15, 1500, 20_000), SHOP_MSG.sheetSide, 'shop.partLimits.sheet.long'],
      [limits(15, 3000, 1500), SHOP_MSG.sheetSides, 'shop.partLimits.sheet.long'],
      [limits(400, 300, 3000), SHOP_MSG.partMinOnSheet, 'shop.partLimits.minMm'],
    ];
    for (const [change, message, field] of cases) {
      const response = await putShop(aShop(change));
      expectError(response, 400, message);
      expect(response.json().errors, JSON.stringify(change)).toContainEqual({ field, message });
    }
    const row = await t.db.selectFrom('shop_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.settings).toBeNull();
  });

  it('are the admin’s alone to change', async () => {
    const shop = aShop({ partLimits: { minMm: 5, sheet: { short: 250, long: 280 } } });
    expectError(await putShop(shop, null), 401);
    expectError(await putShop(shop, customer), 403);
  });

  it('default to 15 mm and the 1500 × 3000 mm sheet, and the messages name what the owner sets', async () => {
    const small = await uploadRectangle(10, 10);
    const large = await uploadRectangle(300, 200);
    expect(DEFAULT_SHOP.partLimits).toEqual({ minMm: 15, sheet: { short: 1500, long: 3000 } });
    expect(await checksOf(small)).toEqual([
      { code: 'too-small', severity: 'block', message: CHECK_MESSAGES.tooSmall(10, 10, 15) },
    ]);
    expect(await checksOf(large)).toEqual([]);

    const saved = await putShop(aShop({ partLimits: { minMm: 5, sheet: { short: 250, long: 280 } } }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().shop.partLimits).toEqual({ minMm: 5, sheet: { short: 250, long: 280 } });

    expect(await checksOf(small)).toEqual([]);
    const tooLarge = await checksOf(large);
    expect(tooLarge).toEqual([
      { code: 'too-large', severity: 'block', message: CHECK_MESSAGES.tooLarge(300, 200, { short: 250, long: 280 }) },
    ]);
    expect(tooLarge[0].message).toContain('our largest sheet, 250 × 280 mm');
    // A drawing read after the change is checked against them as well.
    expect((await checksOf(await uploadRectangle(4, 20)))[0].message).toContain('at least 5 × 5 mm');
  });
});
