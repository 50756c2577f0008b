import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { invoiceSerial } from '@steelcut/domain/financial-year';
import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
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
import { printedDate } from './pdf';

/**
 * The tax invoice is issued in the transaction that leaves the order paid in full, numbered and
 * dated at that moment; its downloads are that invoice. Each step runs at a time of its own.
 */
let t: TestApp;
let admin: SignedIn;
let now = new Date('2026-11-02T05:30:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

const call = (who: SignedIn | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject(who ? asUser(who, { method, url, payload }) : { method, url, payload });

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  admin = await loginAdmin(t.app);
  expect((await call(admin, 'PUT', '/api/admin/pricing', { pricing: aPricing() })).statusCode).toBe(200);
});
afterAll(() => t.close());

const addresses = new Map<number, Awaited<ReturnType<typeof addAddress>>>();
async function placed(customer: SignedIn) {
  const address =
    addresses.get(customer.userId) ??
    (await addAddress(t.app, customer, { state: 'Tamil Nadu', postalCode: '641018' }));
  addresses.set(customer.userId, address);
  const cart = await addRectangle(t.app, customer, t.db, { quantity: '4' });
  const response = await call(customer, 'POST', '/api/order/create', {
    userId: customer.userId,
    cartItems: cart,
    totalQty: cart.length,
    deliveryAddress: address,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order.id as number;
}

let reference = 0;
async function pay(orderId: number, amountPaise: number, kind: 'payments' | 'refunds' = 'payments') {
  reference += 1;
  const paid = await call(admin, 'POST', `/api/admin/orders/${orderId}/${kind}`, {
    amountPaise,
    reference: `UPI-${reference}`,
    paidOn: '2026-11-01',
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

const totalOf = async (orderId: number): Promise<number> =>
  (await call(admin, 'GET', `/api/order/${orderId}`)).json().order.amountPaise;

const invoiceRow = (orderId: number) =>
  t.db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

const setStatus = (orderId: number, status: string) => call(admin, 'PUT', `/api/order/${orderId}/status`, { status });

describe('the tax invoice', () => {
  it('is issued by the payment that completes the order, dated then, and every download is it', async () => {
    const customer = await registerUser(t.app);
    const id = await placed(customer);
    const total = await totalOf(id);
    at('2026-11-03T06:00:00.000Z');
    await pay(id, 10_000);
    expect(await invoiceRow(id)).toBeUndefined();
    at('2026-11-04T07:15:00.000Z');
    await pay(id, total - 10_000);
    const row = await invoiceRow(id);
    expect(row).toMatchObject({ serial: invoiceSerial('26-27', 1), issued_at: '2026-11-04T07:15:00.000Z' });
    const document = JSON.parse(row!.document!);
    expect(document).toMatchObject({ number: row!.serial, issuedAt: row!.issued_at, totalPaise: total });

    // A download a week later: the same invoice.
    at('2026-11-11T06:00:00.000Z');
    const pdf = await call(customer, 'GET', `/api/order/${id}/invoice.pdf`);
    expect(pdf.headers['content-disposition']).toContain('Tax-Invoice');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(invoiceSerial('26-27', 1));
    expect(text).toContain(`Date: ${printedDate('2026-11-04T07:15:00.000Z')}`);
    expect(await invoiceRow(id)).toEqual(row);
  });

  it('is issued once: a further payment or a refund leaves it as it was', async () => {
    const id = await placed(await registerUser(t.app));
    at('2026-11-05T06:00:00.000Z');
    await pay(id, await totalOf(id));
    const row = await invoiceRow(id);
    at('2026-11-06T06:00:00.000Z');
    const over = await call(admin, 'POST', `/api/admin/orders/${id}/payments`, {
      amountPaise: 500,
      reference: 'UPI-OVER',
      paidOn: '2026-11-01',
      confirmOverpayment: true,
    });
    expect(over.statusCode, over.body).toBe(201);
    await pay(id, 500, 'refunds');
    expect(await invoiceRow(id)).toEqual(row);
    expect(await t.db.selectFrom('tax_invoices').select('order_id').where('order_id', '=', id).execute()).toHaveLength(
      1,
    );
  });

  it('is issued by a quote that brings the amount down to what is paid', async () => {
    const id = await placed(await registerUser(t.app));
    at('2026-11-07T06:00:00.000Z');
    await pay(id, 59_000);
    expect(await invoiceRow(id)).toBeUndefined();
    at('2026-11-08T06:00:00.000Z');
    const quoted = await call(admin, 'PUT', `/api/admin/orders/${id}/quote`, { subtotalPaise: 50_000 });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const row = await invoiceRow(id);
    expect(row?.issued_at).toBe('2026-11-08T06:00:00.000Z');
    expect(JSON.parse(row!.document!)).toMatchObject({ taxablePaise: 50_000, totalPaise: 59_000 });
  });

  it('is not issued for a cancelled order paid in full, until the order is brought back', async () => {
    const id = await placed(await registerUser(t.app));
    at('2026-11-09T06:00:00.000Z');
    expect((await setStatus(id, 'Cancelled')).statusCode).toBe(200);
    await pay(id, await totalOf(id));
    expect(await invoiceRow(id)).toBeUndefined();
    at('2026-11-10T06:00:00.000Z');
    expect((await setStatus(id, 'Pending')).statusCode).toBe(200);
    expect((await invoiceRow(id))?.issued_at).toBe('2026-11-10T06:00:00.000Z');
  });

  it('is issued when the last payment and bringing the order back cross', async () => {
    // Each order: cancelled with all but ₹1 paid; then the last rupee and "Pending" at once.
    const customer = await registerUser(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const id = await placed(customer);
      expect((await setStatus(id, 'Cancelled')).statusCode).toBe(200);
      await pay(id, (await totalOf(id)) - 100);
      ids.push(id);
    }
    for (const [i, id] of ids.entries()) {
      const [first, second] =
        i % 2 === 0
          ? [() => pay(id, 100), () => setStatus(id, 'Pending')]
          : [() => setStatus(id, 'Pending'), () => pay(id, 100)];
      await Promise.all([first(), second()]);
      expect(await invoiceRow(id), `order ${id}`).toBeDefined();
    }
  });
});

describe('GET /credit-notes?orderId=', () => {
  let customer: SignedIn;
  let id: number;
  beforeAll(async () => {
    customer = await registerUser(t.app);
    id = await placed(customer);
    at('2026-11-12T06:00:00.000Z');
    await pay(id, await totalOf(id));
    at('2026-11-13T06:00:00.000Z');
    expect((await setStatus(id, 'Cancelled')).statusCode).toBe(200);
  });

  it('lists the order’s credit notes to its customer and the admin', async () => {
    const invoice = await invoiceRow(id);
    const note = await t.db
      .selectFrom('credit_notes')
      .select(['id', 'serial'])
      .where('order_id', '=', id)
      .executeTakeFirstOrThrow();
    const expected = {
      creditNotes: [
        {
          id: note.id,
          number: note.serial,
          issuedAt: '2026-11-13T06:00:00.000Z',
          totalPaise: JSON.parse(invoice!.document!).totalPaise,
          against: invoice!.serial,
          reason: RETURNS_MSG.cancelledReason,
        },
      ],
    };
    for (const who of [customer, admin]) {
      const response = await call(who, 'GET', `/api/credit-notes?orderId=${id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
      const pdf = await call(who, 'GET', `/api/credit-notes/${note.id}/credit-note.pdf`);
      expect(pdf.statusCode).toBe(200);
    }
  });

  it('is empty for an order without any', async () => {
    const other = await placed(customer);
    expect((await call(customer, 'GET', `/api/credit-notes?orderId=${other}`)).json()).toEqual({ creditNotes: [] });
  });

  it('answers a guest 401, another customer 404, an unknown order 404', async () => {
    expectError(await call(null, 'GET', `/api/credit-notes?orderId=${id}`), 401);
    expectError(await call(await registerUser(t.app), 'GET', `/api/credit-notes?orderId=${id}`), 404);
    expectError(await call(admin, 'GET', '/api/credit-notes?orderId=999999'), 404);
    expectError(await call(admin, 'GET', '/api/credit-notes'), 400);
    expectError(await call(admin, 'GET', '/api/credit-notes?orderId=abc'), 400);
  });
});
