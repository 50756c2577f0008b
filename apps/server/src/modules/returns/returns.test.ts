import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { SaxesParser } from 'saxes';
import { gstinCheckCharacter } from '@steelcut/domain/gstin';
import type { AmountView } from '@steelcut/domain/schemas/billing';
import { RETURNS_MSG, type MonthReturn } from '@steelcut/domain/schemas/returns';
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

/**
 * A month of tax invoices on a database of its own, November 2026 (India's time), and what the
 * GSTR-1 JSON, the Tally XML, the CSV and the month's view make of it, checked to the paisa
 * against the orders' own amounts. The shop is in Tamil Nadu (33); delivery is ₹250 a drop.
 */
let t: TestApp;
let admin: SignedIn;
let now = new Date('2026-10-20T05:30:00Z');
const at = (iso: string) => {
  now = new Date(iso);
};

const SHOP_GSTIN = gstin('33', 'AAPFU0939F');
const BOOKS = { sales: 'Sales & Services @ 18%', cgst: 'Output CGST', sgst: 'Output SGST', igst: 'Output <IGST>' };
/** A pincode of each state the buyers are in. */
const PINCODE: Record<string, string> = {
  'Tamil Nadu': '641018',
  Karnataka: '560001',
  Kerala: '682001',
  Maharashtra: '400001',
};

function gstin(stateCode: string, pan: string) {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

const call = (who: SignedIn | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject(who ? asUser(who, { method, url, payload }) : { method, url, payload });

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  admin = await loginAdmin(t.app);
  expect((await call(admin, 'PUT', '/api/admin/pricing', { pricing: aPricing() })).statusCode).toBe(200);
  const { shop } = (await call(admin, 'GET', '/api/admin/shop')).json();
  const saved = await call(admin, 'PUT', '/api/admin/shop', {
    shop: {
      ...shop,
      gstin: SHOP_GSTIN,
      books: BOOKS,
      delivery: { ...shop.delivery, radiusKm: 2000, charge: { kind: 'flat', paise: 25_000 }, freeAbovePaise: null },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

interface Placed {
  id: number;
  orderNo: string;
  customer: SignedIn;
}

/** A customer (with a GSTIN and company when given) and their order of the rectangle, delivered in `state`. */
async function order(
  name: string,
  state: string,
  {
    gstin: gstinNo,
    company,
    leadTime,
    quantity = '4',
  }: { gstin?: string; company?: string; leadTime?: string; quantity?: string } = {},
): Promise<Placed> {
  const customer = await registerUser(t.app, { name });
  if (gstinNo) {
    const saved = await call(customer, 'PUT', '/api/auth/updateGstin', { gstin: gstinNo, company });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const address = await addAddress(t.app, customer, { state, postalCode: PINCODE[state] });
  const cart = await addRectangle(t.app, customer, t.db, { quantity });
  const placed = await call(customer, 'POST', '/api/order/create', {
    userId: customer.userId,
    cartItems: cart,
    totalQty: cart.length,
    deliveryAddress: address,
    leadTime,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id, Order_No } = placed.json().order;
  return { id, orderNo: Order_No, customer };
}

/** The amount the order's invoice is issued at: its quote, else its estimate. */
async function amountOf(orderId: number): Promise<AmountView> {
  const { billing } = (await call(admin, 'GET', `/api/order/${orderId}`)).json();
  return billing.quote ?? billing.estimate;
}

async function quote(orderId: number, subtotalPaise: number) {
  return call(admin, 'PUT', `/api/admin/orders/${orderId}/quote`, { subtotalPaise });
}

/**
 * Paid in full at `when`, and nothing downloaded: the tax invoice is issued in the payment's
 * transaction, numbered and dated then, so the month's files hold it without anyone asking.
 */
async function invoiceAt(placed: Placed, when: string) {
  const amount = await amountOf(placed.id);
  at(when);
  const paid = await call(admin, 'POST', `/api/admin/orders/${placed.id}/payments`, {
    amountPaise: amount.totalPaise,
    reference: `UPI-${placed.id}`,
    paidOn: '2026-10-20',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const row = await t.db
    .selectFrom('tax_invoices')
    .select(['serial', 'issued_at'])
    .where('order_id', '=', placed.id)
    .executeTakeFirstOrThrow();
  expect(row.issued_at).toBe(when);
  return { ...placed, number: row.serial, amount, issuedAt: when };
}

const cancel = (orderId: number) => call(admin, 'PUT', `/api/order/${orderId}/status`, { status: 'Cancelled' });

const creditNotesOf = (orderId: number) =>
  t.db.selectFrom('credit_notes').select(['serial', 'issued_at']).where('order_id', '=', orderId).execute();

/** Figures of an amount as an invoice states them. */
const figures = (amount: AmountView) => ({
  taxablePaise: amount.subtotalPaise + amount.deliveryPaise,
  cgstPaise: amount.cgstPaise,
  sgstPaise: amount.sgstPaise,
  igstPaise: amount.igstPaise,
  totalPaise: amount.totalPaise,
});
type Figures = ReturnType<typeof figures>;
const minus = (a: Figures, b: Figures): Figures => ({
  taxablePaise: a.taxablePaise - b.taxablePaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
  igstPaise: a.igstPaise - b.igstPaise,
  totalPaise: a.totalPaise - b.totalPaise,
});
const plus = (a: Figures, b: Figures): Figures => minus(a, minus({ ...ZERO }, b));
const ZERO: Figures = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
/** Rupees as the files write them, from paise. */
const inr = (paise: number) => Number((paise / 100).toFixed(2));

const KA_GSTIN = gstin('29', 'AABCK1234L');
const TN_GSTIN = gstin('33', 'AAACL5678M');

/** The month's documents and what they should add up to, worked out from the orders. */
let month: {
  regTn: Awaited<ReturnType<typeof invoiceAt>>;
  regKa: Awaited<ReturnType<typeof invoiceAt>>;
  unregTn: Awaited<ReturnType<typeof invoiceAt>>;
  unregKl: Awaited<ReturnType<typeof invoiceAt>>;
  large: Awaited<ReturnType<typeof invoiceAt>>;
  reducedTo: Figures;
  notes: { regKa: string; unregTn: string; large: string };
};

beforeAll(async () => {
  // Placed in October; invoiced around and in November 2026 (India).
  at('2026-10-20T05:30:00Z');
  const october = await order('Early Bird', 'Tamil Nadu');
  const regTnOrder = await order('Lakshmi Narayanan', 'Tamil Nadu', {
    gstin: TN_GSTIN,
    company: 'Lakshmi & Sons <Engineering>',
    leadTime: 'express',
  });
  const regKaOrder = await order('Kiran Rao', 'Karnataka', { gstin: KA_GSTIN, company: 'Kiran Fabricators' });
  const unregTnOrder = await order('Meena Sundaram', 'Tamil Nadu');
  const unregKlOrder = await order('Joseph Mathew', 'Kerala', { leadTime: 'express' });
  const largeOrder = await order('Arjun Patil', 'Maharashtra');
  const december = await order('Late Comer', 'Karnataka');
  // A large inter-state supply to an unregistered buyer: ₹90,000 + 18% IGST = ₹1,06,200, above ₹1 lakh.
  expect((await quote(largeOrder.id, 90_000_00)).statusCode).toBe(200);

  await invoiceAt(october, '2026-10-31T18:29:59.000Z'); // 31 October, 23:59:59 in India
  const regTn = await invoiceAt(regTnOrder, '2026-10-31T18:30:00.000Z'); // 1 November, midnight in India
  const regKa = await invoiceAt(regKaOrder, '2026-11-03T06:00:00.000Z');
  const unregTn = await invoiceAt(unregTnOrder, '2026-11-05T06:00:00.000Z');
  const unregKl = await invoiceAt(unregKlOrder, '2026-11-09T06:00:00.000Z');
  const large = await invoiceAt(largeOrder, '2026-11-12T06:00:00.000Z');
  await invoiceAt(december, '2026-11-30T18:30:00.000Z'); // 1 December in India

  // After their invoices: one registered order cancelled, one unregistered reduced, the large one cancelled.
  at('2026-11-20T06:00:00.000Z');
  expect((await cancel(regKa.id)).statusCode).toBe(200);
  at('2026-11-21T06:00:00.000Z');
  const lower = minus(figures(unregTn.amount), { ...ZERO, taxablePaise: 10_000 }).taxablePaise;
  expect((await quote(unregTn.id, lower)).statusCode).toBe(200);
  const reducedTo = figures(await amountOf(unregTn.id));
  at('2026-11-25T06:00:00.000Z');
  expect((await cancel(large.id)).statusCode).toBe(200);
  const [[noteKa], [noteTn], [noteLarge]] = await Promise.all([
    creditNotesOf(regKa.id),
    creditNotesOf(unregTn.id),
    creditNotesOf(large.id),
  ]);
  month = {
    regTn,
    regKa,
    unregTn,
    unregKl,
    large,
    reducedTo,
    notes: { regKa: noteKa.serial, unregTn: noteTn.serial, large: noteLarge.serial },
  };
});

/** What each credit note takes off: all of a cancelled invoice, the difference of a lower price. */
const credited = () => ({
  regKa: figures(month.regKa.amount),
  unregTn: minus(figures(month.unregTn.amount), month.reducedTo),
  large: figures(month.large.amount),
});

const pieces = 4;

describe('credit notes', () => {
  it('are issued in the change’s transaction, in their own series, and leave the invoice as it was', async () => {
    expect(month.notes).toEqual({ regKa: 'CN/26-27/00001', unregTn: 'CN/26-27/00002', large: 'CN/26-27/00003' });
    const invoice = await t.db
      .selectFrom('tax_invoices')
      .select('document')
      .where('order_id', '=', month.unregTn.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(invoice.document!).totalPaise).toBe(month.unregTn.amount.totalPaise);
    const note = await call(month.regKa.customer, 'GET', `/api/credit-notes/1/credit-note.pdf`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    expectError(await call(month.unregKl.customer, 'GET', '/api/credit-notes/1/credit-note.pdf'), 404);
    expectError(await call(null, 'GET', '/api/credit-notes/1/credit-note.pdf'), 401);
  });

  it('cannot raise an invoiced amount, nor bring a credited order back, and writes nothing then', async () => {
    const before = await t.db.selectFrom('credit_notes').select('id').execute();
    expectError(
      await quote(month.unregKl.id, figures(month.unregKl.amount).taxablePaise + 100),
      409,
      RETURNS_MSG.amountUpAfterInvoice(month.unregKl.number),
    );
    expectError(
      await call(admin, 'PUT', `/api/order/${month.regKa.id}/status`, { status: 'Pending' }),
      409,
      RETURNS_MSG.invoiceCancelled(month.regKa.number),
    );
    const order = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', month.regKa.id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('Cancelled');
    expect(await t.db.selectFrom('credit_notes').select('id').execute()).toEqual(before);
  });
});

describe('GET /admin/returns/gstr1', () => {
  const gstr1 = async (m = '2026-11') => {
    const response = await call(admin, 'GET', `/api/admin/returns/gstr1?month=${m}`);
    expect(response.statusCode, response.body).toBe(200);
    return { text: response.body, json: response.json(), headers: response.headers };
  };
  const sumItems = (itms: { itm_det: Record<string, number> }[], field: string) =>
    inr(itms.reduce((total, item) => total + Math.round((item.itm_det[field] ?? 0) * 100), 0));

  it('holds the month’s B2B, B2C large and small, credit notes, HSN and documents to the paisa', async () => {
    const { json, headers } = await gstr1();
    expect(headers['content-disposition']).toBe(`attachment; filename="GSTR1-${SHOP_GSTIN}-112026.json"`);
    expect(json).toMatchObject({ gstin: SHOP_GSTIN, fp: '112026', hash: 'hash' });
    const { regTn, regKa, unregTn, unregKl, large } = month;
    const notes = credited();

    // B2B: each registered buyer's invoice, its value, place of supply and taxes by rate.
    expect(json.b2b.map((row: { ctin: string }) => row.ctin).sort()).toEqual([KA_GSTIN, TN_GSTIN].sort());
    for (const [invoice, ctin, pos] of [
      [regTn, TN_GSTIN, '33'],
      [regKa, KA_GSTIN, '29'],
    ] as const) {
      const inv = json.b2b.find((row: { ctin: string }) => row.ctin === ctin).inv[0];
      const f = figures(invoice.amount);
      expect(inv).toMatchObject({ inum: invoice.number, val: inr(f.totalPaise), pos, rchrg: 'N', inv_typ: 'R' });
      expect(inv.itms).toHaveLength(1);
      expect(inv.itms[0].itm_det.rt).toBe(18);
      expect(sumItems(inv.itms, 'txval')).toBe(inr(f.taxablePaise));
      expect(sumItems(inv.itms, 'iamt')).toBe(inr(f.igstPaise));
      expect(sumItems(inv.itms, 'camt')).toBe(inr(f.cgstPaise));
      expect(sumItems(inv.itms, 'samt')).toBe(inr(f.sgstPaise));
    }
    expect(json.b2b.find((row: { ctin: string }) => row.ctin === TN_GSTIN).inv[0].idt).toBe('01-11-2026');

    // B2C large: the Maharashtra invoice above ₹1 lakh, IGST.
    const lf = figures(large.amount);
    expect(json.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: large.number,
            idt: '12-11-2026',
            val: inr(lf.totalPaise),
            itms: [{ num: 1, itm_det: { txval: inr(lf.taxablePaise), rt: 18, iamt: inr(lf.igstPaise), csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(large.amount.totalPaise).toBeGreaterThan(1_00_000_00);

    // B2C others: by place of supply and rate, the reduction of the Tamil Nadu invoice netted.
    const tnNet = minus(figures(unregTn.amount), notes.unregTn);
    const kl = figures(unregKl.amount);
    expect(json.b2cs).toHaveLength(2);
    expect(json.b2cs).toContainEqual({
      sply_ty: 'INTRA',
      pos: '33',
      typ: 'OE',
      rt: 18,
      txval: inr(tnNet.taxablePaise),
      camt: inr(tnNet.cgstPaise),
      samt: inr(tnNet.sgstPaise),
      csamt: 0,
    });
    expect(json.b2cs).toContainEqual({
      sply_ty: 'INTER',
      pos: '32',
      typ: 'OE',
      rt: 18,
      txval: inr(kl.taxablePaise),
      iamt: inr(kl.igstPaise),
      csamt: 0,
    });

    // Credit notes: the registered buyer's (CDNR), the large unregistered one's (CDNUR, B2CL).
    expect(json.cdnr).toHaveLength(1);
    expect(json.cdnr[0].ctin).toBe(KA_GSTIN);
    expect(json.cdnr[0].nt).toHaveLength(1);
    const nt = json.cdnr[0].nt[0];
    expect(nt).toMatchObject({
      ntty: 'C',
      nt_num: month.notes.regKa,
      nt_dt: '20-11-2026',
      val: inr(notes.regKa.totalPaise),
      pos: '29',
      rchrg: 'N',
      inv_typ: 'R',
    });
    expect(sumItems(nt.itms, 'txval')).toBe(inr(notes.regKa.taxablePaise));
    expect(sumItems(nt.itms, 'iamt')).toBe(inr(notes.regKa.igstPaise));
    expect(json.cdnur).toHaveLength(1);
    expect(json.cdnur[0]).toMatchObject({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: month.notes.large,
      nt_dt: '25-11-2026',
      val: inr(notes.large.totalPaise),
      pos: '27',
    });
    expect(sumItems(json.cdnur[0].itms, 'iamt')).toBe(inr(notes.large.igstPaise));

    // HSN (Table 12), B2B and B2C apart, net of credit notes; quantities are pieces.
    const b2bNet = minus(plus(figures(regTn.amount), figures(regKa.amount)), notes.regKa);
    const b2cNet = minus(
      plus(plus(figures(unregTn.amount), figures(unregKl.amount)), figures(large.amount)),
      plus(notes.unregTn, notes.large),
    );
    for (const [rows, net, qty] of [
      [json.hsn.hsn_b2b, b2bNet, 2 * pieces - pieces],
      [json.hsn.hsn_b2c, b2cNet, 3 * pieces - pieces],
    ] as const) {
      expect(rows).toEqual([
        {
          num: 1,
          hsn_sc: '7219',
          uqc: 'NOS',
          qty,
          rt: 18,
          txval: inr(net.taxablePaise),
          iamt: inr(net.igstPaise),
          camt: inr(net.cgstPaise),
          samt: inr(net.sgstPaise),
          csamt: 0,
        },
      ]);
    }

    // Documents issued (Table 13): November's invoices 2 to 6, the three credit notes.
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: regTn.number, to: large.number, totnum: 5, cancel: 0, net_issue: 5 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: month.notes.regKa, to: month.notes.large, totnum: 3, cancel: 0, net_issue: 3 }],
      },
    ]);
    expect(regTn.number).toBe('SC/26-27/00002');
    expect(large.number).toBe('SC/26-27/00006');

    // Every table together is the month: invoices less credit notes.
    const taxable = (items: { itm_det: Record<string, number> }[]) => Math.round(sumItems(items, 'txval') * 100);
    const tables =
      taxable(json.b2b.flatMap((row: { inv: { itms: never[] }[] }) => row.inv.flatMap((inv) => inv.itms))) +
      taxable(json.b2cl[0].inv[0].itms) +
      json.b2cs.reduce((total: number, row: { txval: number }) => total + Math.round(row.txval * 100), 0) -
      taxable(nt.itms) -
      taxable(json.cdnur[0].itms);
    expect(tables).toBe(plus(b2bNet, b2cNet).taxablePaise);
  });

  it('follows the format’s rules: field names, dd-mm-yyyy dates, two-decimal amounts, 2-digit state codes', async () => {
    const { text, json } = await gstr1();
    expect(Object.keys(json).sort()).toEqual(
      ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'doc_issue', 'fp', 'gstin', 'hash', 'hsn', 'version'].sort(),
    );
    expect(json.fp).toMatch(/^(0[1-9]|1[0-2])\d{4}$/);
    const keys = (rows: object[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))].sort();
    expect(keys(json.b2b)).toEqual(['ctin', 'inv']);
    expect(keys(json.b2b.flatMap((row: { inv: object[] }) => row.inv))).toEqual(
      ['idt', 'inum', 'inv_typ', 'itms', 'pos', 'rchrg', 'val'].sort(),
    );
    expect(keys(json.b2cl[0].inv)).toEqual(['idt', 'inum', 'itms', 'val']);
    expect(keys(json.b2cs)).toEqual(['camt', 'csamt', 'iamt', 'pos', 'rt', 'samt', 'sply_ty', 'txval', 'typ']);
    expect(keys(json.cdnr[0].nt)).toEqual(['inv_typ', 'itms', 'nt_dt', 'nt_num', 'ntty', 'pos', 'rchrg', 'val']);
    expect(keys(json.cdnur)).toEqual(['itms', 'nt_dt', 'nt_num', 'ntty', 'pos', 'typ', 'val']);
    expect(Object.keys(json.hsn).sort()).toEqual(['hsn_b2b', 'hsn_b2c']);

    // Dates dd-mm-yyyy, state codes of two digits, GSTINs of 15 characters.
    for (const [, date] of text.matchAll(/"(?:idt|nt_dt)":"([^"]*)"/g)) expect(date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    for (const [, pos] of text.matchAll(/"pos":"([^"]*)"/g)) expect(pos).toMatch(/^\d{2}$/);
    for (const [, ctin] of text.matchAll(/"ctin":"([^"]*)"/g)) expect(ctin).toMatch(/^\d{2}[A-Z0-9]{13}$/);
    // Every amount a number with exactly two decimals, as written in the file.
    const amounts = [...text.matchAll(/"(txval|iamt|camt|samt|csamt|val)":([^,}]*)/g)];
    expect(amounts.length).toBeGreaterThan(20);
    for (const [, field, written] of amounts) expect(`${field}:${written}`).toMatch(/:-?\d+\.\d{2}$/);
    for (const [, written] of text.matchAll(/"rt":([^,}]*)/g)) expect(Number(written)).toBe(18);
  });

  it('is empty for a month with nothing issued, and the month after carries its own documents', async () => {
    const { json } = await gstr1('2026-06');
    expect(json).toEqual({ gstin: SHOP_GSTIN, fp: '062026', version: expect.any(String), hash: 'hash' });
    const december = await gstr1('2026-12');
    expect(december.json.doc_issue.doc_det[0].docs[0]).toMatchObject({ from: 'SC/26-27/00007', to: 'SC/26-27/00007' });
  });
});

describe('GET /admin/returns/tally', () => {
  type Voucher = { type: string; fields: Record<string, string>; entries: Record<string, string>[] };

  /** The vouchers of the XML, read by a strict XML parser (it throws on anything not well-formed). */
  function vouchersOf(xml: string): Voucher[] {
    const parser = new SaxesParser();
    const vouchers: Voucher[] = [];
    const path: string[] = [];
    let text = '';
    let voucher: Voucher | undefined;
    let entry: Record<string, string> | undefined;
    parser.on('error', (error) => {
      throw error;
    });
    parser.on('opentag', (tag) => {
      path.push(tag.name);
      text = '';
      if (tag.name === 'VOUCHER') {
        voucher = { type: String(tag.attributes.VCHTYPE), fields: {}, entries: [] };
        expect(tag.attributes.ACTION).toBe('Create');
      }
      if (tag.name === 'ALLLEDGERENTRIES.LIST') entry = {};
    });
    parser.on('text', (chunk) => {
      text += chunk;
    });
    parser.on('closetag', (tag) => {
      path.pop();
      if (tag.name === 'VOUCHER') vouchers.push(voucher!);
      else if (tag.name === 'ALLLEDGERENTRIES.LIST') voucher!.entries.push(entry!);
      else if (entry) entry[tag.name] = text;
      else if (voucher) voucher.fields[tag.name] = text;
      if (tag.name === 'ALLLEDGERENTRIES.LIST') entry = undefined;
    });
    parser.write(xml).close();
    return vouchers;
  }
  const paise = (amount: string) => {
    expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    const [whole, fraction] = amount.replace('-', '').split('.');
    return (amount.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(fraction));
  };

  it('has one voucher per invoice and credit note, balanced, in the owner’s ledgers, to the paisa', async () => {
    const response = await call(admin, 'GET', '/api/admin/returns/tally?month=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    expect(xml).toContain('<REPORTNAME>Vouchers</REPORTNAME>');
    const vouchers = vouchersOf(xml);
    const notes = credited();
    const expected = [
      ['Sales', month.regTn.number, figures(month.regTn.amount), `Lakshmi & Sons <Engineering> (${TN_GSTIN})`],
      ['Sales', month.regKa.number, figures(month.regKa.amount), `Kiran Fabricators (${KA_GSTIN})`],
      ['Sales', month.unregTn.number, figures(month.unregTn.amount), undefined],
      ['Sales', month.unregKl.number, figures(month.unregKl.amount), undefined],
      ['Sales', month.large.number, figures(month.large.amount), undefined],
      ['Credit Note', month.notes.regKa, notes.regKa, `Kiran Fabricators (${KA_GSTIN})`],
      ['Credit Note', month.notes.unregTn, notes.unregTn, undefined],
      ['Credit Note', month.notes.large, notes.large, undefined],
    ] as const;
    expect(vouchers).toHaveLength(expected.length);
    for (const [type, number, f, party] of expected) {
      const voucher = vouchers.find((v) => v.fields.VOUCHERNUMBER === number)!;
      expect(voucher.type, number).toBe(type);
      expect(voucher.fields.VOUCHERTYPENAME).toBe(type);
      expect(voucher.fields.DATE).toMatch(/^202611\d{2}$/);
      if (party) expect(voucher.fields.PARTYLEDGERNAME).toBe(party);
      expect(voucher.fields.NARRATION).toMatch(/^Order /);
      const sale = type === 'Sales';
      // +0 for a tax the voucher does not carry (-1 × 0 would be -0).
      const signed = (figure: number) => (sale ? figure : -figure) + 0;
      const amountOf = (ledger: string) =>
        voucher.entries.filter((e) => e.LEDGERNAME === ledger).reduce((total, e) => total + paise(e.AMOUNT), 0);
      const partyEntry = voucher.entries.find((e) => e.LEDGERNAME === voucher.fields.PARTYLEDGERNAME)!;
      expect(partyEntry.ISDEEMEDPOSITIVE).toBe(sale ? 'Yes' : 'No');
      expect(paise(partyEntry.AMOUNT)).toBe(-signed(f.totalPaise));
      expect(amountOf(BOOKS.sales)).toBe(signed(f.taxablePaise));
      expect(amountOf(BOOKS.cgst)).toBe(signed(f.cgstPaise));
      expect(amountOf(BOOKS.sgst)).toBe(signed(f.sgstPaise));
      expect(amountOf(BOOKS.igst)).toBe(signed(f.igstPaise));
      // Balanced: debits (negative) and credits (positive) add up to nothing.
      expect(voucher.entries.reduce((total, e) => total + paise(e.AMOUNT), 0)).toBe(0);
      for (const e of voucher.entries) expect(e.ISDEEMEDPOSITIVE).toBe(paise(e.AMOUNT) < 0 ? 'Yes' : 'No');
    }
    // Names with & and < are escaped in the file and read back whole.
    expect(xml).toContain('Sales &amp; Services @ 18%');
    expect(xml).toContain('Output &lt;IGST&gt;');
  });
});

describe('GET /admin/returns and the CSV', () => {
  it('sums the month: invoices, credit notes and what is left, and lists each document', async () => {
    const response = await call(admin, 'GET', '/api/admin/returns?month=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    const view: MonthReturn = response.json();
    const { regTn, regKa, unregTn, unregKl, large } = month;
    const notes = credited();
    const invoiced = [regTn, regKa, unregTn, unregKl, large].map((i) => figures(i.amount)).reduce(plus, ZERO);
    const noted = [notes.regKa, notes.unregTn, notes.large].reduce(plus, ZERO);
    expect(view.invoices).toEqual({ count: 5, ...invoiced });
    expect(view.creditNotes).toEqual({ count: 3, ...noted });
    expect(view.net).toEqual(minus(invoiced, noted));
    expect(view.documents.map((d) => [d.number, d.table])).toEqual([
      [regTn.number, 'b2b'],
      [regKa.number, 'b2b'],
      [unregTn.number, 'b2cs'],
      [unregKl.number, 'b2cs'],
      [large.number, 'b2cl'],
      [month.notes.regKa, 'cdnr'],
      [month.notes.unregTn, 'b2cs'],
      [month.notes.large, 'cdnur'],
    ]);
    expect(view.documents[0]).toMatchObject({ buyer: 'Lakshmi & Sons <Engineering>', gstin: TN_GSTIN });
    expect(view.leftOut).toEqual([]);

    const csv = await call(admin, 'GET', '/api/admin/returns/documents.csv?month=2026-11');
    expect(csv.statusCode).toBe(200);
    const rows: string[][] = parseCsv(csv.body);
    expect(rows).toHaveLength(1 + 8);
    const column = (name: string) => rows[0].indexOf(name);
    const total = (name: string) =>
      rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[column(name)]) * 100), 0);
    expect(total('Taxable value (INR)')).toBe(view.net.taxablePaise);
    expect(total('CGST (INR)')).toBe(view.net.cgstPaise);
    expect(total('SGST (INR)')).toBe(view.net.sgstPaise);
    expect(total('IGST (INR)')).toBe(view.net.igstPaise);
    expect(total('Total (INR)')).toBe(view.net.totalPaise);
  });

  it('says a month with nothing is empty', async () => {
    const view: MonthReturn = (await call(admin, 'GET', '/api/admin/returns?month=2026-06')).json();
    expect(view).toMatchObject({ month: '2026-06', documents: [], invoices: { count: 0, totalPaise: 0 } });
  });
});

describe('who may and what is refused', () => {
  const urls = (m: string) => [
    `/api/admin/returns?month=${m}`,
    `/api/admin/returns/gstr1?month=${m}`,
    `/api/admin/returns/tally?month=${m}`,
    `/api/admin/returns/documents.csv?month=${m}`,
  ];

  it('answers a guest 401 and a customer 403', async () => {
    const customer = await registerUser(t.app);
    for (const url of urls('2026-11')) {
      expectError(await call(null, 'GET', url), 401);
      expectError(await call(customer, 'GET', url), 403);
    }
  });

  it('refuses a month that is not YYYY-MM with a message', async () => {
    for (const bad of ['2026-13', '2026-1', 'november', '', '2026-11-01']) {
      for (const url of urls(encodeURIComponent(bad)))
        expectError(await call(admin, 'GET', url), 400, RETURNS_MSG.month);
    }
    for (const url of urls('x').map((u) => u.replace('?month=x', ''))) {
      expectError(await call(admin, 'GET', url), 400, RETURNS_MSG.month);
    }
  });
});
