import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// pdf-parse's index runs a self-test when loaded as ESM; its library file is the parser alone.
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { aPricing } from '@steelcut/domain/testing/pricing';
import {
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  placeOrderFor,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';
import { financialYear, invoiceSerial } from '@steelcut/domain/financial-year';
import { keepUnitsWithFigures } from '../documents/text';
import { allocate } from './service';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

async function placedOrder(state: string, poNumber?: string) {
  const customer = await registerUser(t.app, { name: 'Lakshmi Engineering' });
  return { customer, order: await placeOrderFor(t.app, t.db, customer, { state, poNumber }) };
}

const invoice = (who: SignedIn | null, orderId: number) => {
  const options = { method: 'GET' as const, url: `/api/order/${orderId}/invoice.pdf` };
  return t.app.inject(who ? asUser(who, options) : options);
};
const textOf = async (bytes: Buffer) => (await pdfParse(bytes)).text.replace(/\s+/g, ' ');
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('GET /order/{id}/invoice.pdf', () => {
  it('is refused while the order has no amount', async () => {
    const { customer, order } = await placedOrder('Tamil Nadu');
    expectError(await invoice(customer, order.id), 409, BILLING_MSG.noAmountYet);
  });

  it('is a proforma with the order’s figures and PO number while unpaid, then a tax invoice with a serial once paid', async () => {
    const saved = await t.app.inject(
      asUser(admin, { method: 'PUT', url: '/api/admin/pricing', payload: { pricing: aPricing() } }),
    );
    expect(saved.statusCode).toBe(200);
    const { customer, order } = await placedOrder('Tamil Nadu', 'PO/2026-114');

    const proforma = await invoice(customer, order.id);
    expect(proforma.statusCode, proforma.body).toBe(200);
    expect(proforma.headers['content-type']).toBe('application/pdf');
    expect(proforma.headers['content-disposition']).toBe(`attachment; filename="Proforma-${order.Order_No}.pdf"`);
    const draft = await textOf(proforma.rawPayload);
    expect(draft).toContain('Proforma Invoice');
    expect(draft).toContain(`PI-${order.Order_No}`);
    expect(draft).toContain('33AAPFU0939F1Z2');
    expect(draft).toContain('Lakshmi Engineering');
    expect(draft).toContain('Your PO No: PO/2026-114');
    // The estimate: 73,316 taxable, 9% + 9% = 6,598 each, 86,512 in all.
    expect(draft).toContain('₹733.16');
    expect(draft).toContain('CGST @ 9%');
    expect(draft).toContain('₹65.98');
    expect(draft).toContain('₹865.12');
    expect(draft).toContain('Rupees Eight Hundred Sixty Five and Twelve Paise Only');
    expect(draft).toContain('7219');
    expect(draft).toContain('4 Nos');

    const paid = await t.app.inject(
      asUser(admin, {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/payments`,
        payload: { amountPaise: 86_512, reference: 'UPI-777', paidOn: today() },
      }),
    );
    expect(paid.json().order.paymentStatus).toBe('paid');
    const first = await invoice(customer, order.id);
    const serial = invoiceSerial(financialYear(new Date().toISOString()), 1);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="Tax-Invoice-${order.Order_No}.pdf"`);
    const tax = await textOf(first.rawPayload);
    expect(tax).toContain('Tax Invoice');
    expect(tax).toContain(serial);
    expect(tax).toContain('Your PO No: PO/2026-114');
    expect(serial.length).toBeLessThanOrEqual(16);
    // The same serial on every download, to the admin too.
    expect(await textOf((await invoice(admin, order.id)).rawPayload)).toContain(serial);
  });

  it('charges IGST for another state and numbers invoices in sequence', async () => {
    const { order } = await placedOrder('Karnataka');
    await t.app.inject(
      asUser(admin, {
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/quote`,
        payload: { subtotalPaise: 100_000 },
      }),
    );
    await t.app.inject(
      asUser(admin, {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/payments`,
        payload: { amountPaise: 118_000, reference: 'UPI-888', paidOn: today() },
      }),
    );
    const text = await textOf((await invoice(admin, order.id)).rawPayload);
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹180.00');
    expect(text).toContain('₹1,180.00');
    expect(text).toContain(invoiceSerial(financialYear(new Date().toISOString()), 2));
  });

  it('carries the GSTIN the customer gave before ordering', async () => {
    const customer = await registerUser(t.app);
    const update = (gstin: string) =>
      t.app.inject(asUser(customer, { method: 'PUT', url: '/api/auth/updateGstin', payload: { gstin } }));
    expectError(await update('27AAPFU0939F1ZW'), 400, BILLING_MSG.gstinInvalid);
    expectError(await t.app.inject({ method: 'PUT', url: '/api/auth/updateGstin', payload: { gstin: '' } }), 401);
    const saved = await update('27aapfu0939f1zv');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ user: { gstin: '27AAPFU0939F1ZV' }, message: BILLING_MSG.gstinSaved });
    const placed = await placeOrderFor(t.app, t.db, customer, { state: 'Maharashtra' });
    expect(placed.customerGstin).toBe('27AAPFU0939F1ZV');
    expect((await update('')).json().user.gstin).toBeNull();
    const text = await textOf((await invoice(customer, placed.id)).rawPayload);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
  });

  it('is its customer’s and the admin’s only', async () => {
    const { order } = await placedOrder('Tamil Nadu');
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
