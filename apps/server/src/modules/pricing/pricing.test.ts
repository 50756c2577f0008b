import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISPATCH, LEAD_TIME_MSG } from '@steelcut/domain/schemas/lead-times';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { RECTANGLE } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { aGstin } from '@steelcut/domain/testing/shop';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
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
/** Monday 30 November 2026, 10:00 in India: before the 16:00 cut-off. */
let now = new Date('2026-11-30T04:30:00Z');
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
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
const [standard, express] = DEFAULT_DISPATCH.leadTimes;
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
      [aPricing({ hsnCode: '72A9' }), PRICING_MSG.hsn],
      [
        aPricing({
          quantityBreaks: Array.from({ length: 200 }, (_, i) => ({ minQuantity: i + 2, discountPercent: 1 })),
        }),
        PRICING_MSG.tooManyRows,
      ],
      [aPricing({ leadTimes: [{ ...standard, workingDays: -1 }, express] }), LEAD_TIME_MSG.workingDays],
      [aPricing({ leadTimes: [standard, { ...express, surchargePercent: 250 }] }), LEAD_TIME_MSG.surcharge],
      [aPricing({ holidays: ['2026-12-25', 'Christmas'] }), LEAD_TIME_MSG.holiday],
      [aPricing({ leadTimes: [standard, standard] }), LEAD_TIME_MSG.tierTwice],
      [aPricing({ leadTimes: [express] }), LEAD_TIME_MSG.standardMissing],
      [aPricing({ cutOffTime: '4pm' }), LEAD_TIME_MSG.cutOff],
      // The shop's hours (shop settings) are 09:00 to 18:00.
      [aPricing({ cutOffTime: '18:30' }), LEAD_TIME_MSG.cutOffOutsideHours('09:00', '18:00')],
      [aPricing({ cutOffTime: '08:00' }), 'The cut-off time must be within the opening hours (09:00 to 18:00)'],
      [aPricing({ quoteValidityDays: 0 }), LEAD_TIME_MSG.validity],
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

  it('are saved whole', async () => {
    const response = await putPricing(admin, aPricing());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pricing: aPricing(), message: PRICING_MSG.saved });
    expect((await getPricing(admin)).json()).toEqual({ pricing: aPricing() });
  });

  // Issue 34 #1: Pricing asked again for the state and GSTIN, and what was typed replaced the settings'.
  it('neither ask for nor keep the shop’s state and GSTIN: those are the shop settings’', async () => {
    const { shop } = (await t.app.inject(asUser(admin, { method: 'GET', url: '/api/admin/shop' }))).json();
    const registered = { ...shop, gstin: aGstin('33') };
    const saved = await t.app.inject(
      asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: registered } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // An older form still sending them: ignored, and the settings keep theirs.
    const response = await putPricing(admin, { ...aPricing(), shopState: 'Karnataka', shopGstin: aGstin('29') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pricing).toEqual(aPricing());
    const stored = await t.db.selectFrom('shop_pricing').select('pricing').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.pricing)).not.toHaveProperty('shopGstin');
    expect(JSON.parse(stored.pricing)).not.toHaveProperty('shopState');
    const after = (await t.app.inject(asUser(admin, { method: 'GET', url: '/api/admin/shop' }))).json().shop;
    expect(after).toMatchObject({ gstin: aGstin('33'), address: { state: 'Tamil Nadu' } });
  });

  it('are saved by a shop not yet registered for GST', async () => {
    const { shop } = (await t.app.inject(asUser(admin, { method: 'GET', url: '/api/admin/shop' }))).json();
    const unregistered = { ...shop, gstin: null };
    await t.db
      .updateTable('shop_pricing')
      .set({ pricing: JSON.stringify(aPricing({ gstPercent: 0 })) })
      .execute();
    const saved = await t.app.inject(
      asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: unregistered } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await putPricing(admin, aPricing({ gstPercent: 0 }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await getPricing(admin)).json()).toEqual({ pricing: aPricing({ gstPercent: 0 }) });
    expect((await putPricing(admin, aPricing())).statusCode).toBe(200);
  });

  it('saved without the dispatch settings get the defaults, as does a table saved before they existed', async () => {
    const { leadTimes: _l, cutOffTime: _c, holidays: _h, quoteValidityDays: _q, ...older } = aPricing();
    const response = await putPricing(admin, older);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pricing).toEqual(aPricing());
    expect(response.json().pricing).toMatchObject({
      leadTimes: [
        { tier: 'standard', label: 'Standard', workingDays: 3, surchargePercent: 0 },
        { tier: 'express', label: 'Express', workingDays: 1, surchargePercent: 35 },
      ],
      cutOffTime: '16:00',
      holidays: [],
      quoteValidityDays: 15,
    });
    // The row as an older version stored it, read by a process that has not cached the rates.
    await t.db
      .updateTable('shop_pricing')
      .set({ pricing: JSON.stringify(older) })
      .execute();
    const peer = await t.openPeer();
    const read = await peer.inject(asUser(admin, { method: 'GET', url: '/api/admin/pricing' }));
    expect(read.json()).toEqual({ pricing: aPricing() });
  });

  it('keep the admin’s tiers, cut-off, holidays and validity', async () => {
    const own = aPricing({
      leadTimes: [
        { tier: 'standard', label: 'Regular', workingDays: 5, surchargePercent: 0 },
        { tier: 'express', label: 'Rush', workingDays: 2, surchargePercent: 50 },
      ],
      cutOffTime: '13:30',
      holidays: ['2026-12-25', '2027-01-26'],
      quoteValidityDays: 30,
    });
    const response = await putPricing(admin, own);
    expect(response.statusCode, response.body).toBe(200);
    expect((await getPricing(admin)).json()).toEqual({ pricing: own });
    await putPricing(admin, aPricing());
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
      // Monday 10:00: standard (3 working days) Thursday, express (1 day, 35 % on the goods) Tuesday.
      leadTimes: [
        {
          tier: 'standard',
          label: 'Standard',
          surchargePercent: 0,
          dispatchBy: '2026-12-03',
          surchargePaise: 0,
          cgstPaise: 6_598,
          sgstPaise: 6_598,
          igstPaise: 0,
          totalPaise: 86_512,
        },
        {
          tier: 'express',
          label: 'Express',
          surchargePercent: 35,
          dispatchBy: '2026-12-01',
          // 73,316 × 35 % = 25,660.6 → 25,661; 9 % of 98,977 = 8,907.93 → 8,908.
          surchargePaise: 25_661,
          cgstPaise: 8_908,
          sgstPaise: 8_908,
          igstPaise: 0,
          totalPaise: 116_793,
        },
      ],
    });
  });

  it('charges IGST for delivery to another state', async () => {
    const body = (await quote({ items: [rectangleItem()], state: 'Kerala' })).json();
    expect(body).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 13_197, totalPaise: 86_513 });
  });

  // Issue 31 #6: 'Tamilnadu' with 641601 was charged IGST; 'Maharashtra' with Coimbatore's 641018 too.
  it('charges GST by the pincode’s state, however the state is written', async () => {
    const local = { cgstPaise: 6_598, sgstPaise: 6_598, igstPaise: 0, totalPaise: 86_512 };
    for (const state of ['Tamilnadu', 'TN', 'tamil nadu']) {
      expect((await quote({ items: [rectangleItem()], state })).json(), state).toMatchObject(local);
      const withPincode = await quote({ items: [rectangleItem()], state, postalCode: '641601' });
      expect(withPincode.json(), state).toMatchObject(local);
    }
    const contradicting = await quote({ items: [rectangleItem()], state: 'Maharashtra', postalCode: '641018' });
    expect(contradicting.json()).toMatchObject(local);
    const mumbai = await quote({ items: [rectangleItem()], state: 'Tamil Nadu', postalCode: '400001' });
    expect(mumbai.json()).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 13_197 });
  });

  it('refuses a state that is none of India’s', async () => {
    expectError(await quote({ items: [rectangleItem()], state: 'Atlantis' }), 400, ADDRESS_MSG.stateUnknown);
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
    expectError(await quote({ items: [rectangleItem()], state: 'x'.repeat(61) }), 400);
    const broken = { 'content-type': 'application/json' };
    expectError(await t.app.inject({ method: 'POST', url: '/api/quote', payload: '{not json', headers: broken }), 400);
  });
});

describe('dispatch dates on a quote', () => {
  const datesOf = async () =>
    ((await quote({ items: [rectangleItem()], state: 'Tamil Nadu' })).json().leadTimes as { dispatchBy: string }[]).map(
      (tier) => tier.dispatchBy,
    );
  const at = (iso: string) => {
    now = new Date(iso);
  };

  it('move with the clock, the cut-off and the holidays', async () => {
    await putPricing(admin, aPricing());
    at('2026-11-30T11:30:00Z'); // Monday 17:00: after the cut-off, starts Tuesday
    expect(await datesOf()).toEqual(['2026-12-04', '2026-12-02']);
    at('2026-12-04T14:00:00Z'); // Friday 19:30: starts Monday
    expect(await datesOf()).toEqual(['2026-12-10', '2026-12-08']);
    await putPricing(admin, aPricing({ holidays: ['2026-12-07'] })); // Monday off: starts Tuesday
    expect(await datesOf()).toEqual(['2026-12-11', '2026-12-09']);
    at('2026-11-30T09:00:00Z'); // Monday 14:30, a 14:00 cut-off: starts Tuesday
    await putPricing(admin, aPricing({ cutOffTime: '14:00' }));
    expect(await datesOf()).toEqual(['2026-12-04', '2026-12-02']);
    at('2026-11-30T04:30:00Z');
    await putPricing(admin, aPricing());
  });

  it('offer only the tiers the shop keeps', async () => {
    await putPricing(admin, aPricing({ leadTimes: [{ ...standard, label: 'Usual', workingDays: 4 }] }));
    expect((await quote({ items: [rectangleItem()] })).json().leadTimes).toEqual([
      expect.objectContaining({ tier: 'standard', label: 'Usual', dispatchBy: '2026-12-04', totalPaise: 86_512 }),
    ]);
    await putPricing(admin, aPricing());
  });
});
