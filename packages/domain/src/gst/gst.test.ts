import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gstr1, gstr1Text, GSTR1_VERSION, Rupees } from './gstr1';
import type { TaxDocument } from './tax-document';
import { b2cLargeAbovePaise, gstDate, returnPeriod, tallyDate } from './return-period';
import { rupeesText } from './rupees';

describe('rupees from paise', () => {
  it('writes two decimals from the integer, signs and all', () => {
    expect(rupeesText(0)).toBe('0.00');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-5)).toBe('-0.05');
    expect(rupeesText(118_000)).toBe('1180.00');
    expect(rupeesText(1_06_200_07)).toBe('106200.07');
    expect(rupeesText(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(() => rupeesText(1.5)).toThrow(RangeError);
  });

  it('reads back as the same paise for any safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (paise) => {
        const [whole, fraction] = rupeesText(paise).replace('-', '').split('.');
        const back = BigInt(whole) * 100n + BigInt(fraction);
        expect(paise < 0 ? -back : back).toBe(BigInt(paise));
      }),
    );
  });

  it('writes amounts in the GSTR-1 text as numbers with two decimals', () => {
    expect(gstr1Text({ a: new Rupees(118_050), b: [new Rupees(-5)], c: 'x"y', d: 18, e: undefined })).toBe(
      '{"a":1180.50,"b":[-0.05],"c":"x\\"y","d":18}',
    );
    expect(JSON.parse(gstr1Text({ a: new Rupees(118_050) }))).toEqual({ a: 1180.5 });
  });
});

describe('a return period', () => {
  it('is a month of India’s calendar', () => {
    expect(returnPeriod('2026-11')).toEqual({
      month: '2026-11',
      fp: '112026',
      start: '2026-10-31T18:30:00.000Z',
      end: '2026-11-30T18:30:00.000Z',
    });
    expect(returnPeriod('2027-01').start).toBe('2026-12-31T18:30:00.000Z');
    expect(() => returnPeriod('2026-13')).toThrow(RangeError);
  });

  it('dates documents in India', () => {
    expect(gstDate('2026-10-31T18:30:00.000Z')).toBe('01-11-2026');
    expect(gstDate('2026-10-31T18:29:59.999Z')).toBe('31-10-2026');
    expect(tallyDate('2026-11-30T18:30:00.000Z')).toBe('20261201');
  });

  it('reports B2C large above ₹1 lakh from August 2024, ₹2.5 lakh before', () => {
    expect(b2cLargeAbovePaise('2024-07-31T18:29:00.000Z')).toBe(2_50_000_00);
    expect(b2cLargeAbovePaise('2024-07-31T18:30:00.000Z')).toBe(1_00_000_00);
  });
});

describe('the GSTR-1 file', () => {
  const invoice = (over: Partial<TaxDocument>): TaxDocument => ({
    kind: 'invoice',
    number: 'SC/26-27/00001',
    issuedAt: '2026-11-03T06:00:00.000Z',
    orderNo: 'SC261103-00001',
    poNumber: null,
    seller: {
      legalName: 'Shop',
      address: '',
      contact: '',
      gstin: '33AAPFU0939F1ZV',
      state: 'Tamil Nadu',
      stateCode: '33',
    },
    buyer: { legalName: 'Meena', contactName: null, gstin: null, address: [] },
    placeOfSupply: { state: 'Tamil Nadu', code: '33' },
    interState: false,
    reverseCharge: false,
    lines: [
      {
        description: 'Plate',
        hsn: '7219',
        quantity: 4,
        taxablePaise: 100_000,
        ratePercent: 18,
        cgstPaise: 9_000,
        sgstPaise: 9_000,
        igstPaise: 0,
      },
    ],
    taxablePaise: 100_000,
    cgstPaise: 9_000,
    sgstPaise: 9_000,
    igstPaise: 0,
    totalPaise: 118_000,
    ...over,
  });

  it('leaves out an empty table and an empty half of the HSN summary, as the offline tool does', () => {
    const { json } = gstr1({
      gstin: '33AAPFU0939F1ZV',
      period: returnPeriod('2026-11'),
      invoices: [invoice({})],
      creditNotes: [],
    });
    expect(Object.keys(json).sort()).toEqual(['b2cs', 'doc_issue', 'fp', 'gstin', 'hash', 'hsn', 'version']);
    expect(json).toMatchObject({ fp: '112026', version: GSTR1_VERSION, hash: 'hash' });
    expect(JSON.parse(gstr1Text(json.hsn))).toEqual({
      hsn_b2c: [
        { num: 1, hsn_sc: '7219', uqc: 'NOS', qty: 4, rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 },
      ],
    });
  });
});
