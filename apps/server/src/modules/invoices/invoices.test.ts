import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { gstinCheckCharacter } from '@steelcut/domain/gstin';
import { allocate, creditLines, figuresOf, type TaxDocument } from '@steelcut/domain/gst/tax-document';
import { formatRupees, rupeesInWords } from '@steelcut/domain/money';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
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
import { financialYear, invoiceSerial } from '@steelcut/domain/financial-year';
import { keepUnitsWithFigures } from '../documents/text';

let t: TestApp;
let admin: SignedIn;
/** Monday 30 November 2026, 11:00 in India. */
let now = new Date('2026-11-30T05:30:00Z');
const PAID_ON = '2026-11-30';

const gstin = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};
const SHOP_GSTIN = gstin('33', 'AAPFU0939F');
const CITY: Record<string, string> = { 'Tamil Nadu': 'Coimbatore', Maharashtra: 'Mumbai' };

const call = (who: SignedIn | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject(who ? asUser(who, { method, url, payload }) : { method, url, payload });
const invoice = (who: SignedIn | null, orderId: number) => call(who, 'GET', `/api/order/${orderId}/invoice.pdf`);
const textOf = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  admin = await loginAdmin(t.app);
  const { shop } = (await call(admin, 'GET', '/api/admin/shop')).json();
  expect((await call(admin, 'PUT', '/api/admin/pricing', { pricing: aPricing() })).statusCode).toBe(200);
  const saved = await call(admin, 'PUT', '/api/admin/shop', {
    shop: {
      ...shop,
      gstin: SHOP_GSTIN,
      delivery: { ...shop.delivery, radiusKm: 2000, charge: { kind: 'flat', paise: 25_000 }, freeAbovePaise: null },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

async function placed(customer: SignedIn, state: string, postalCode: string, extra: object = {}) {
  const address = await addAddress(t.app, customer, { city: CITY[state], state, postalCode });
  const cart = await addRectangle(t.app, customer, t.db, { quantity: '4' });
  const response = await call(customer, 'POST', '/api/order/create', {
    userId: customer.userId,
    cartItems: cart,
    totalQty: cart.length,
    deliveryAddress: address,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order as { id: number; Order_No: string };
}

async function pay(orderId: number, amountPaise: number) {
  const paid = await call(admin, 'POST', `/api/admin/orders/${orderId}/payments`, {
    amountPaise,
    reference: `UPI-${orderId}`,
    paidOn: PAID_ON,
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

describe('GET /order/{id}/invoice.pdf', () => {
  it('is refused while the order has no amount', async () => {
    const bare = await buildTestApp({ clock: () => now });
    try {
      const customer = await registerUser(bare.app);
      const address = await addAddress(bare.app, customer);
      const cart = await addRectangle(bare.app, customer, bare.db);
      const order = await bare.app.inject(
        asUser(customer, {
          method: 'POST',
          url: '/api/order/create',
          payload: { userId: customer.userId, cartItems: cart, totalQty: 1, deliveryAddress: address },
        }),
      );
      const { id } = order.json().order;
      expectError(
        await bare.app.inject(asUser(customer, { method: 'GET', url: `/api/order/${id}/invoice.pdf` })),
        409,
        BILLING_MSG.noAmountYet,
      );
    } finally {
      await bare.close();
    }
  });

  it('states every field of the order: the buyer’s company and GSTIN, place of supply, each line’s HSN, pieces, taxable value and taxes, delivery and express with the goods', async () => {
    // A business buyer in Maharashtra: its GSTIN on the profile, its company on the quotation.
    const customer = await registerUser(t.app, { name: 'Ravi Deshmukh' });
    const buyerGstin = gstin('27', 'AABCD1234E');
    expect((await call(customer, 'PUT', '/api/auth/updateGstin', { gstin: buyerGstin })).statusCode).toBe(200);
    const address = await addAddress(t.app, customer, { city: 'Pune', state: 'Maharashtra', postalCode: '411001' });
    await addRectangle(t.app, customer, t.db, { quantity: '4' });
    const quotation = await call(customer, 'POST', '/api/quotations', {
      state: 'Maharashtra',
      company: 'Deccan Steel Works Pvt Ltd',
    });
    expect(quotation.statusCode, quotation.body).toBe(201);
    const ordered = await call(customer, 'POST', '/api/order/create', {
      userId: customer.userId,
      deliveryAddress: address,
      quotationId: quotation.json().quotation.id,
      leadTime: 'express',
      poNumber: 'PO/2026-114',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const { id, Order_No } = ordered.json().order;
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.customer_company).toBe('Deccan Steel Works Pvt Ltd');

    // Unpaid: a proforma, not a tax invoice.
    const proforma = await invoice(customer, id);
    expect(proforma.statusCode, proforma.body).toBe(200);
    expect(proforma.headers['content-disposition']).toBe(`attachment; filename="Proforma-${Order_No}.pdf"`);
    const draft = await textOf(proforma.rawPayload);
    expect(draft).toContain('Proforma Invoice');
    expect(draft).toContain(`PI-${Order_No}`);

    const { billing, items } = (await call(admin, 'GET', `/api/order/${id}`)).json();
    const amount = billing.estimate;
    await pay(id, amount.totalPaise);
    now = new Date('2026-11-30T09:00:00Z');
    const first = await invoice(customer, id);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="Tax-Invoice-${Order_No}.pdf"`);
    const text = await textOf(first.rawPayload);
    const serial = invoiceSerial(financialYear(now.toISOString()), 1);

    // The kept document is what the PDF says; each of its figures is checked against the order.
    const stored = await t.db
      .selectFrom('tax_invoices')
      .selectAll()
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    const doc: TaxDocument = JSON.parse(stored.document!);
    expect(doc.number).toBe(serial);
    expect(doc.taxablePaise).toBe(amount.subtotalPaise + amount.deliveryPaise);
    expect(figuresOf(doc.lines)).toEqual({
      taxablePaise: doc.taxablePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: amount.igstPaise,
      totalPaise: amount.totalPaise,
    });

    // Who, when, where.
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice No: ${serial}`);
    expect(text).toContain('Date: 30 November 2026');
    expect(text).toContain(`GSTIN: ${SHOP_GSTIN}`);
    expect(text).toContain('State: Tamil Nadu (code 33)');
    expect(text).toContain(`Order: ${Order_No}`);
    expect(text).toContain('Your PO No: PO/2026-114');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('Deccan Steel Works Pvt Ltd');
    expect(text).toContain('Attn: Ravi Deshmukh');
    expect(text).toContain(`GSTIN: ${buyerGstin}`);
    expect(text).toContain('Pune, Maharashtra 411001');

    // The lines: the part with its HSN, pieces and figures; express and delivery with the goods' HSN, no pieces.
    expect(doc.lines.map((line) => [line.hsn, line.quantity, line.ratePercent])).toEqual([
      ['7219', items[0].quantity, 18],
      ['7219', null, 18],
      ['7219', null, 18],
    ]);
    expect(doc.lines[1].taxablePaise).toBe(amount.surchargePaise);
    expect(doc.lines[2].taxablePaise).toBe(amount.deliveryPaise);
    expect(doc.lines[0].taxablePaise).toBe(amount.subtotalPaise - amount.surchargePaise);
    expect(text).toContain('HSN/SAC');
    expect(text).toContain(`${items[0].quantity} Nos`);
    expect(text).not.toContain('1 Nos');
    for (const line of doc.lines) {
      expect(text).toContain(formatRupees(line.taxablePaise));
      expect(text).toContain(formatRupees(line.igstPaise));
    }
    expect(text).toContain('IGST rate');
    expect(text).toContain('18%');
    expect(text).toContain('Express');
    expect(text).toContain('sections 8(a) and 15');

    // The totals.
    expect(text).toContain(`Taxable value${formatRupees(doc.taxablePaise)}`);
    expect(text).toContain(`IGST @ 18%${formatRupees(amount.igstPaise)}`);
    expect(text).toContain(`Total${formatRupees(amount.totalPaise)}`);
    expect(text).toContain(rupeesInWords(amount.totalPaise));

    // The same invoice on every download, to the admin too, whatever the shop's details become.
    const { shop } = (await call(admin, 'GET', '/api/admin/shop')).json();
    await call(admin, 'PUT', '/api/admin/shop', { shop: { ...shop, legalName: 'Renamed Later Pvt Ltd' } });
    const again = await textOf((await invoice(admin, id)).rawPayload);
    expect(again).toContain(serial);
    expect(again).not.toContain('Renamed Later');
  });

  it('charges CGST and SGST within the state, each with its rate, and numbers invoices in sequence', async () => {
    const customer = await registerUser(t.app, { name: 'Lakshmi Engineering' });
    const { id } = await placed(customer, 'Tamil Nadu', '641018');
    expect((await call(admin, 'PUT', `/api/admin/orders/${id}/quote`, { subtotalPaise: 100_000 })).statusCode).toBe(
      200,
    );
    await pay(id, 118_000);
    const text = await textOf((await invoice(admin, id)).rawPayload);
    expect(text).toContain(invoiceSerial('26-27', 2));
    expect(text).toContain('CGST rate');
    expect(text).toContain('9%');
    expect(text).toContain('CGST @ 9%₹90.00');
    expect(text).toContain('SGST @ 9%₹90.00');
    expect(text).toContain('Total₹1,180.00');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    // An unregistered buyer without a company: their name is the legal name, no GSTIN line of theirs.
    expect(text).toContain('Lakshmi Engineering');
    expect(text.match(/GSTIN:/g)).toHaveLength(1);
  });

  it('carries the GSTIN and company the customer gave on their profile before ordering', async () => {
    const customer = await registerUser(t.app);
    const update = (payload: object) => call(customer, 'PUT', '/api/auth/updateGstin', payload);
    expectError(await update({ gstin: '27AAPFU0939F1ZW' }), 400);
    expectError(await update({ gstin: '', company: 'x'.repeat(101) }), 400);
    expectError(await call(null, 'PUT', '/api/auth/updateGstin', { gstin: '' }), 401);
    const buyerGstin = gstin('27', 'AAPFU0939F');
    const saved = await update({ gstin: buyerGstin.toLowerCase(), company: ' Kolhapur Castings ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      user: { gstin: buyerGstin, company: 'Kolhapur Castings' },
      message: BILLING_MSG.gstinSaved,
    });
    const order = await placed(customer, 'Maharashtra', '400001');
    // Changing the profile later does not change the order.
    expect((await update({ gstin: '' })).json().user).toMatchObject({ gstin: null, company: 'Kolhapur Castings' });
    expect((await update({ gstin: '', company: '' })).json().user).toMatchObject({ gstin: null, company: null });
    const text = await textOf((await invoice(customer, order.id)).rawPayload);
    expect(text).toContain(`GSTIN: ${buyerGstin}`);
    expect(text).toContain('Kolhapur Castings');
  });

  it('is its customer’s and the admin’s only', async () => {
    const customer = await registerUser(t.app);
    const order = await placed(customer, 'Tamil Nadu', '641018');
    const stranger = await registerUser(t.app);
    expectError(await invoice(null, order.id), 401);
    expectError(await invoice(stranger, order.id), 404);
    expectError(await invoice(admin, 999_999), 404);
  });
});

describe('invoice arithmetic', () => {
  it('splits a quote over the lines to the paisa', () => {
    expect(allocate(100_000, [73_316, 26_684])).toEqual([73_316, 26_684]);
    expect(allocate(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(allocate(99, [0, 0])).toEqual([0, 99]);
  });

  it('credits what stands on an invoice down to the new amount, never up', () => {
    const line = (taxablePaise: number, quantity: number | null) => ({
      description: '',
      hsn: '7219',
      quantity,
      taxablePaise,
      ratePercent: 18,
      cgstPaise: Math.round(taxablePaise * 0.09),
      sgstPaise: Math.round(taxablePaise * 0.09),
      igstPaise: 0,
    });
    const lines = [line(70_000, 4), line(30_000, null)];
    const cancelled = creditLines(lines, { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 });
    expect(cancelled).toEqual(lines);
    const lower = creditLines(lines, {
      taxablePaise: 90_000,
      cgstPaise: 8_100,
      sgstPaise: 8_100,
      igstPaise: 0,
      totalPaise: 106_200,
    });
    expect(figuresOf(lower!)).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
      totalPaise: 11_800,
    });
    expect(lower!.map((l) => l.quantity)).toEqual([null, null]);
    expect(
      creditLines(lines, {
        taxablePaise: 100_001,
        cgstPaise: 9_000,
        sgstPaise: 9_000,
        igstPaise: 0,
        totalPaise: 118_001,
      }),
    ).toBeUndefined();
  });

  it('numbers by India’s financial year, April to March', () => {
    expect(financialYear('2026-03-31T18:30:00.000Z')).toBe('26-27'); // 1 April 2026, midnight in India
    expect(financialYear('2026-03-31T18:29:00.000Z')).toBe('25-26');
    expect(financialYear('2099-12-31T00:00:00.000Z')).toBe('99-00');
    expect(invoiceSerial('26-27', 42)).toBe('SC/26-27/00042');
  });

  it('keeps a figure with its name and its unit on one line of the description', () => {
    expect(keepUnitsWithFigures('Ring, SS 304, 2 mm, Mill Finish; a 250 mm, b 120.5 mm, Angle 60°')).toBe(
      'Ring, SS\u00a0304, 2\u00a0mm, Mill Finish; a\u00a0250\u00a0mm, b\u00a0120.5\u00a0mm, Angle\u00a060°',
    );
  });
});
