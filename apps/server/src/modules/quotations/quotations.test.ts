import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { QUOTATION_MSG } from '@steelcut/domain/schemas/quotation';
import { RECTANGLE } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  addAddress,
  addRectangle,
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
/** Monday 30 November 2026, 11:00 in India (before the cut-off); tests move it. */
const MONDAY_MORNING = new Date('2026-11-30T05:30:00Z');
let now = MONDAY_MORNING;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  admin = await loginAdmin(t.app);
  await savePricing(aPricing());
});
afterAll(() => t.close());

async function savePricing(pricing: ReturnType<typeof aPricing>) {
  const saved = await t.app.inject(asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing } }));
  expect(saved.statusCode, saved.body).toBe(200);
}

const call = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject(who ? asUser(who, { method, url, payload }) : { method, url, payload });
const createQuotation = (who: SignedIn | null, payload: object) => call(who, 'POST', '/api/quotations', payload);
const textOf = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');
const countQuotations = async (userId: number) =>
  (await t.db.selectFrom('quotations').select('id').where('user_id', '=', userId).execute()).length;
const cartOf = (userId: number) => t.db.selectFrom('cart_items').select('id').where('user_id', '=', userId).execute();
const ordersOf = (userId: number) => t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();

/** A customer with a GSTIN, the rectangle (4 pieces) in the cart and an address in `state`. */
async function aBuyer(state = 'Tamil Nadu') {
  const customer = await registerUser(t.app, { name: 'Lakshmi Narayanan' });
  await t.app.inject(
    asUser(customer, { method: 'PUT', url: '/api/auth/updateGstin', payload: { gstin: '33AAPFU0939F1Z2' } }),
  );
  const address = await addAddress(t.app, customer, { state });
  const cart = await addRectangle(t.app, customer, t.db, { quantity: '4' });
  return { customer, address, cart };
}

/** What POST /quote answers for the rectangle (4 pieces) delivered in `state`. */
async function quoteNow(state: string) {
  const shape = await t.db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow();
  const item = {
    shape_id: shape.id,
    material_name: RECTANGLE.material_name,
    thickness: RECTANGLE.thickness,
    quantity: 4,
    finish: RECTANGLE.finish,
    parameters: RECTANGLE.parameters,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/quote', payload: { items: [item], state } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function orderQuotation(who: SignedIn, quotationId: unknown, address: { id: number }, leadTime?: string) {
  return call(who, 'POST', '/api/order/create', {
    userId: who.userId,
    deliveryAddress: address,
    quotationId,
    leadTime,
    poNumber: 'PO-77',
  });
}

describe('POST /quotations', () => {
  it('prices the cart as the quote does, numbers it in the financial year and keeps it', async () => {
    now = MONDAY_MORNING;
    const { customer, cart } = await aBuyer();
    const created = await createQuotation(customer, { state: 'tamil nadu', company: 'Lakshmi Engineering Pvt Ltd' });
    expect(created.statusCode, created.body).toBe(201);
    const { quotation, message } = created.json();
    expect(message).toBe(QUOTATION_MSG.created);
    const quote = await quoteNow('Tamil Nadu');
    expect(quotation).toMatchObject({
      number: expect.stringMatching(/^SCQ\/26-27\/\d{5}$/),
      validUntil: '2026-12-15',
      expired: false,
      state: 'Tamil Nadu',
      company: 'Lakshmi Engineering Pvt Ltd',
      gstPercent: 18,
      subtotalPaise: 73_316,
      cgstPaise: 6_598,
      sgstPaise: 6_598,
      igstPaise: 0,
      totalPaise: 86_512,
      leadTimes: quote.leadTimes,
      orderId: null,
    });
    expect(quotation.subtotalPaise).toBe(quote.subtotalPaise);
    expect(quotation.totalPaise).toBe(quote.totalPaise);
    expect(quotation.leadTimes.map((tier: { dispatchBy: string }) => tier.dispatchBy)).toEqual([
      '2026-12-03',
      '2026-12-01',
    ]);
    expect(quotation.lines).toEqual([
      expect.objectContaining({
        quantity: 4,
        linePaise: quote.items[0].linePaise,
        unitPaise: quote.items[0].unitPaise,
      }),
    ]);
    expect(quotation.lines[0].description).toMatch(/^Rectangle plate, SS 304, 2 mm, Mill Finish; a 250 mm, b 120 mm$/);
    // Quoting leaves the cart as it was.
    expect((await cartOf(customer.userId)).map((row) => row.id)).toEqual(cart.map((item) => item.id));

    const second = (await createQuotation(customer, { state: 'Karnataka' })).json().quotation;
    expect(Number(second.number.slice(-5))).toBe(Number(quotation.number.slice(-5)) + 1);
    expect(second).toMatchObject({ company: null, cgstPaise: 0, igstPaise: 13_197, totalPaise: 86_513 });
    const list = await call(customer, 'GET', '/api/quotations');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().quotations.map((q: { id: number }) => q.id)).toEqual([second.id, quotation.id]);
    const one = await call(customer, 'GET', `/api/quotations/${quotation.id}`);
    expect(one.json().quotation).toEqual(quotation);
  });

  it('is refused with a message for an empty cart or a bad state or company, and nothing is kept', async () => {
    const customer = await registerUser(t.app);
    expectError(await createQuotation(customer, { state: 'Tamil Nadu' }), 400, QUOTATION_MSG.emptyCart);
    await addRectangle(t.app, customer, t.db);
    expectError(await createQuotation(customer, {}), 400, QUOTATION_MSG.state);
    expectError(await createQuotation(customer, { state: 'Atlantis' }), 400, QUOTATION_MSG.state);
    expectError(await createQuotation(customer, { state: 42 }), 400, QUOTATION_MSG.state);
    expectError(
      await createQuotation(customer, { state: 'Kerala', company: 'x'.repeat(101) }),
      400,
      QUOTATION_MSG.company,
    );
    expectError(await createQuotation(customer, { state: 'Kerala', company: 'Acme\nLtd' }), 400, QUOTATION_MSG.company);
    expect(await countQuotations(customer.userId)).toBe(0);
  });

  it('refuses a part the shop no longer offers, naming it', async () => {
    const customer = await registerUser(t.app);
    await addRectangle(t.app, customer, t.db);
    const shape = await t.db
      .selectFrom('shapes')
      .select('id')
      .where('slug', '=', 'rectangle')
      .executeTakeFirstOrThrow();
    await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${shape.id}/hide` }));
    try {
      expectError(await createQuotation(customer, { state: 'Kerala' }), 400, CART_MSG.shapeUnavailable);
    } finally {
      await t.app.inject(asUser(admin, { method: 'PATCH', url: `/api/shape/${shape.id}/show` }));
    }
    expect(await countQuotations(customer.userId)).toBe(0);
  });
});

describe('GET /quotations/{id}.pdf', () => {
  it('prints the number, validity, lines, both tiers, GST, the total in words and the terms, the same later', async () => {
    now = MONDAY_MORNING;
    const { customer } = await aBuyer();
    const { quotation } = (await createQuotation(customer, { state: 'Tamil Nadu', company: 'Lakshmi Engg' })).json();
    const download = await call(customer, 'GET', `/api/quotations/${quotation.id}.pdf`);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Quotation-${quotation.number.replace(/\//g, '-')}.pdf"`,
    );
    const text = await textOf(download.rawPayload);
    for (const expected of [
      'Quotation',
      `Quotation No: ${quotation.number}`,
      'Date: 30 November 2026',
      'Valid until: 15 December 2026',
      'Lakshmi Narayanan',
      'Lakshmi Engg',
      'GSTIN: 33AAPFU0939F1Z2',
      'Rectangle plate, SS 304, 2 mm, Mill Finish; a 250 mm, b 120 mm',
      '4 Nos',
      '₹733.16',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹65.98',
      'Total (Standard dispatch)',
      '₹865.12',
      'Rupees Eight Hundred Sixty Five and Twelve Paise Only',
      'Dispatch options',
      '3 December 2026',
      'Express (+35%)',
      '1 December 2026',
      '₹1,167.93',
      'Terms',
      'hold until 15 December 2026',
    ]) {
      expect(text).toContain(expected);
    }

    // The rates change; the quotation prints what it was.
    await savePricing(aPricing({ gstPercent: 12 }));
    try {
      const later = await call(customer, 'GET', `/api/quotations/${quotation.id}.pdf`);
      expect(await textOf(later.rawPayload)).toBe(text);
    } finally {
      await savePricing(aPricing());
    }
  });
});

describe('ordering a quotation', () => {
  it('places the order at the quoted prices after the rates doubled, from the quotation’s lines, and empties the cart', async () => {
    now = MONDAY_MORNING;
    const { customer, address } = await aBuyer();
    const { quotation } = (await createQuotation(customer, { state: 'Tamil Nadu' })).json();
    const express = quotation.leadTimes.find((tier: { tier: string }) => tier.tier === 'express');
    const rates = aPricing();
    await savePricing({
      ...rates,
      materials: rates.materials.map((row) => ({ ...row, paisePerKg: row.paisePerKg * 2 })),
      cutting: rates.cutting.map((row) => ({
        ...row,
        paisePerMetre: row.paisePerMetre * 2,
        paisePerPierce: row.paisePerPierce * 2,
      })),
    });
    try {
      expect((await quoteNow('Tamil Nadu')).subtotalPaise).toBe(2 * 73_316);
      now = new Date('2026-12-02T05:30:00Z'); // two days on: Wednesday
      const placed = await orderQuotation(customer, quotation.id, address, 'express');
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().order;
      expect(order).toMatchObject({ lead_time: 'express', dispatch_by: '2026-12-03', amountPaise: express.totalPaise });
      const [row] = await ordersOf(customer.userId);
      expect(row).toMatchObject({ quotation_id: quotation.id, amount_paise: 116_793, po_number: 'PO-77' });
      const estimate = await t.db
        .selectFrom('order_amounts')
        .selectAll()
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(estimate).toMatchObject({
        subtotal_paise: 98_977,
        surcharge_paise: 25_661,
        cgst_paise: 8_908,
        sgst_paise: 8_908,
        total_paise: 116_793,
        note: QUOTATION_MSG.orderNote(quotation.number),
      });
      const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
      expect(items).toEqual([expect.objectContaining({ shape_slug: 'rectangle', quantity: 4, thickness: 2 })]);
      expect(await cartOf(customer.userId)).toEqual([]);

      const listed = (await call(customer, 'GET', '/api/quotations')).json().quotations[0];
      expect(listed).toMatchObject({ id: quotation.id, orderId: order.id, orderNo: order.Order_No });
      // Once only.
      expectError(
        await orderQuotation(customer, quotation.id, address),
        409,
        QUOTATION_MSG.alreadyOrdered(quotation.number, order.Order_No),
      );
    } finally {
      await savePricing(aPricing());
      now = MONDAY_MORNING;
    }
  });

  it('keeps cart lines added since the quotation', async () => {
    now = MONDAY_MORNING;
    const { customer, address, cart } = await aBuyer();
    const { quotation } = (await createQuotation(customer, { state: 'Tamil Nadu' })).json();
    const after = await addRectangle(t.app, customer, t.db, { thickness: '3' });
    const added = after.find((item) => item.id !== cart[0]!.id)!;
    const placed = await orderQuotation(customer, quotation.id, address);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await cartOf(customer.userId)).toEqual([{ id: added.id }]);
  });

  it('is refused with its message once the quotation has expired (India’s date), and nothing is written', async () => {
    now = MONDAY_MORNING;
    const { customer, address } = await aBuyer();
    const { quotation } = (await createQuotation(customer, { state: 'Tamil Nadu' })).json();
    try {
      now = new Date('2026-12-15T18:29:00Z'); // 23:59 on 15 December in India: the last valid minute
      expect((await call(customer, 'GET', `/api/quotations/${quotation.id}`)).json().quotation.expired).toBe(false);
      now = new Date('2026-12-15T18:30:00Z'); // midnight: 16 December in India
      expectError(
        await orderQuotation(customer, quotation.id, address),
        410,
        QUOTATION_MSG.expired(quotation.number, '15 December 2026'),
      );
      expect((await call(customer, 'GET', '/api/quotations')).json().quotations[0]).toMatchObject({
        id: quotation.id,
        expired: true,
      });
      expect(await ordersOf(customer.userId)).toEqual([]);
      expect(await cartOf(customer.userId)).toHaveLength(1);
    } finally {
      now = MONDAY_MORNING;
    }
  });

  it('is refused to another state’s address, for a tier it did not price, and without an address', async () => {
    now = MONDAY_MORNING;
    const { customer, address } = await aBuyer();
    await savePricing(aPricing({ leadTimes: [aPricing().leadTimes[0]!] }));
    const { quotation } = (await createQuotation(customer, { state: 'Tamil Nadu' })).json();
    await savePricing(aPricing());
    const kerala = await addAddress(t.app, customer, { state: 'Kerala', addressLine1: '2, Beach Road' });
    expectError(
      await orderQuotation(customer, quotation.id, kerala),
      400,
      QUOTATION_MSG.otherState(quotation.number, 'Tamil Nadu'),
    );
    expectError(await orderQuotation(customer, quotation.id, address, 'express'), 400, QUOTATION_MSG.tierNotQuoted);
    expectError(await orderQuotation(customer, quotation.id, { id: 999_999 }), 404, ORDER_MSG.addressNotFound);
    expectError(await orderQuotation(customer, 'first', address), 400);
    expectError(await orderQuotation(customer, 999_999, address), 404, QUOTATION_MSG.notFound);
    expect(await ordersOf(customer.userId)).toEqual([]);
    expect(await cartOf(customer.userId)).toHaveLength(1);
  });
});

describe('who may see and order a quotation', () => {
  it('is its customer’s, read by the admin too; 404 for another customer on every call, 401 for a guest', async () => {
    now = MONDAY_MORNING;
    const { customer } = await aBuyer();
    const { quotation } = (await createQuotation(customer, { state: 'Tamil Nadu' })).json();
    const { customer: other, address: othersAddress } = await aBuyer();
    await createQuotation(other, { state: 'Kerala' });

    expectError(await call(other, 'GET', `/api/quotations/${quotation.id}`), 404, QUOTATION_MSG.notFound);
    expectError(await call(other, 'GET', `/api/quotations/${quotation.id}.pdf`), 404, QUOTATION_MSG.notFound);
    expectError(await orderQuotation(other, quotation.id, othersAddress), 404, QUOTATION_MSG.notFound);
    const othersList = (await call(other, 'GET', '/api/quotations')).json().quotations;
    expect(othersList.map((q: { id: number }) => q.id)).not.toContain(quotation.id);
    expect(await ordersOf(other.userId)).toEqual([]);

    expect((await call(admin, 'GET', `/api/quotations/${quotation.id}`)).json().quotation.number).toBe(
      quotation.number,
    );
    expect((await call(admin, 'GET', `/api/quotations/${quotation.id}.pdf`)).statusCode).toBe(200);

    expectError(await createQuotation(null, { state: 'Tamil Nadu' }), 401);
    expectError(await call(null, 'GET', '/api/quotations'), 401);
    expectError(await call(null, 'GET', `/api/quotations/${quotation.id}`), 401);
    expectError(await call(null, 'GET', `/api/quotations/${quotation.id}.pdf`), 401);
    expectError(
      await call(null, 'POST', '/api/order/create', {
        userId: customer.userId,
        deliveryAddress: { id: 1 },
        quotationId: quotation.id,
      }),
      401,
    );
    expectError(await call(customer, 'GET', '/api/quotations/abc.pdf'), 400);
    expectError(await call(customer, 'GET', '/api/quotations/999999'), 404, QUOTATION_MSG.notFound);
  });
});
