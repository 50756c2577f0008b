import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { RECTANGLE } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let rectangleId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  customer = await registerUser(t.app);
  rectangleId = (await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t.close());

const getPricing = (who: SignedIn | null) =>
  t.app.inject(
    who ? asUser(who, { method: 'GET', url: '/api/admin/pricing' }) : { method: 'GET', url: '/api/admin/pricing' },
  );
const putPricing = (who: SignedIn | null, pricing: unknown) => {
  const options = { method: 'PUT' as const, url: '/api/admin/pricing', payload: { pricing } };
  return t.app.inject(who ? asUser(who, options) : options);
};
/** The rectangle of the factories (250 × 120 mm, SS 304, 2 mm) as a guest cart item. */
const rectangleItem = (overrides: Record<string, unknown> = {}) => ({
  shape_id: rectangleId,
  material_name: RECTANGLE.material_name,
  thickness: RECTANGLE.thickness,
  quantity: 4,
  finish: RECTANGLE.finish,
  parameters: RECTANGLE.parameters,
  ...overrides,
});
const quote = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/quote', payload: body });

describe('the shop’s rates', () => {
  it('are none until the admin saves them, and a quote says so', async () => {
    const response = await getPricing(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pricing: null });
    expect((await quote({ items: [rectangleItem()] })).json()).toEqual({ priced: false });
  });

  it('refuses bad tables with a message, and stores nothing', async () => {
    const cases: [unknown, string | RegExp][] = [
      [aPricing({ minimumOrderPaise: -1 }), PRICING_MSG.paiseNotNegative],
      [aPricing({ minimumOrderPaise: 99.5 }), PRICING_MSG.paiseWhole],
      [{ ...aPricing(), materials: [{ material: 'SS 999', paisePerKg: 100 }] }, /SS 304|option/],
      [{ ...aPricing(), materials: aPricing().materials.slice(0, 3) }, PRICING_MSG.everyGrade],
      [
        { ...aPricing(), cutting: [{ upToThicknessMm: 10, paisePerMetre: 1, paisePerPierce: 1 }] },
        PRICING_MSG.bandsCoverAll,
      ],
      [aPricing({ shopGstin: '33AAPFU0939F1Z3' }), PRICING_MSG.gstin],
      [aPricing({ shopState: 'Kerala' }), PRICING_MSG.gstinState],
      [aPricing({ hsnCode: '72A9' }), PRICING_MSG.hsn],
      [
        aPricing({
          quantityBreaks: Array.from({ length: 200 }, (_, i) => ({ minQuantity: i + 2, discountPercent: 1 })),
        }),
        PRICING_MSG.tooManyRows,
      ],
    ];
    for (const [pricing, message] of cases) expectError(await putPricing(admin, pricing), 400, message);
    expect((await getPricing(admin)).json()).toEqual({ pricing: null });
  });

  it('are the admin’s alone', async () => {
    expectError(await getPricing(null), 401);
    expectError(await getPricing(customer), 403);
    expectError(await putPricing(null, aPricing()), 401);
    expectError(await putPricing(customer, aPricing()), 403);
    expect((await getPricing(admin)).json()).toEqual({ pricing: null });
  });

  it('are saved whole, GSTIN upper-cased', async () => {
    const response = await putPricing(admin, aPricing({ shopGstin: '33aapfu0939f1z2' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pricing: aPricing(), message: PRICING_MSG.saved });
    expect((await getPricing(admin)).json()).toEqual({ pricing: aPricing() });
  });
});

describe('POST /quote', () => {
  it('prices cart items for a guest, with CGST and SGST in the shop’s state', async () => {
    await putPricing(admin, aPricing());
    const response = await quote({ items: [rectangleItem()], state: 'Tamil Nadu' });
    expect(response.statusCode, response.body).toBe(200);
    // The hand figures of the domain's tests: 18,329 paise a piece, 4 pieces 73,316; 9% each = 6,598.44
    expect(response.json()).toEqual({
      priced: true,
      gstPercent: 18,
      items: [
        {
          weightKg: expect.closeTo(0.4758, 8),
          cutLengthMm: 740,
          pierces: 1,
          unitPaise: 18_329,
          linePaise: 73_316,
          discountPercent: 0,
        },
      ],
      subtotalPaise: 73_316,
      minimumTopUpPaise: 0,
      cgstPaise: 6_598,
      sgstPaise: 6_598,
      igstPaise: 0,
      totalPaise: 86_512,
    });
  });

  it('charges IGST for delivery to another state', async () => {
    const body = (await quote({ items: [rectangleItem()], state: 'Kerala' })).json();
    expect(body).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 13_197, totalPaise: 86_513 });
  });

  it('reads text as the cart does and refuses what the cart would refuse, naming the item', async () => {
    const asText = (await quote({ items: [rectangleItem({ thickness: '2', quantity: '4' })] })).json();
    expect(asText.items[0].linePaise).toBe(73_316);
    expectError(await quote({ items: [rectangleItem({ thickness: 45 })] }), 400, 'Thickness must be between 1 and 30');
    expectError(
      await quote({ items: [rectangleItem({ material_name: 'SS 999' })] }),
      400,
      'Please select a material type',
    );
    expectError(await quote({ items: [rectangleItem({ shape_id: 999_999 })] }), 400, 'This shape is not available');
    expectError(await quote({ items: [] }), 400);
    expectError(await quote({ items: Array.from({ length: 201 }, () => rectangleItem()) }), 400);
    const broken = { 'content-type': 'application/json' };
    expectError(await t.app.inject({ method: 'POST', url: '/api/quote', payload: '{not json', headers: broken }), 400);
  });
});
