import { rupeesText } from './rupees';
import { b2cLargeAbovePaise, gstDate, type ReturnPeriod } from './return-period';
import { PIECES, type TaxDocument, type TaxLine } from './tax-document';

/**
 * GSTR-1 for a month as the GST portal's offline tool imports it (its JSON: b2b, b2cl, b2cs,
 * cdnr, cdnur, hsn, doc_issue). What each figure maps to is in docs/decisions.md, "GST returns".
 */

/** An amount in the return: written as a number with two decimals, worked out from its paise. */
export class Rupees {
  constructor(readonly paise: number) {}
}

/** The offline tool's JSON version this file follows (HSN split into B2B and B2C). */
export const GSTR1_VERSION = 'GST3.2.4';
/** From this return period on, Table 12 (HSN) is reported apart for B2B and B2C supplies. */
const HSN_SPLIT_FROM = '2025-05';

type Item = { num: number; itm_det: Record<string, Rupees | number | undefined> };

const N = 'N';
const regular = 'R';

/** Taxes by rate: the rate's taxable value and the taxes of its kind (IGST, or CGST and SGST). */
function itemsOf(doc: TaxDocument): Item[] {
  const byRate = new Map<number, TaxLine[]>();
  for (const line of doc.lines) byRate.set(line.ratePercent, [...(byRate.get(line.ratePercent) ?? []), line]);
  return [...byRate.entries()].map(([rate, lines], index) => {
    const sum = (pick: (l: TaxLine) => number) => new Rupees(lines.reduce((total, l) => total + pick(l), 0));
    const taxes = doc.interState
      ? { iamt: sum((l) => l.igstPaise) }
      : { camt: sum((l) => l.cgstPaise), samt: sum((l) => l.sgstPaise) };
    return { num: index + 1, itm_det: { txval: sum((l) => l.taxablePaise), rt: rate, ...taxes, csamt: new Rupees(0) } };
  });
}

const registered = (doc: TaxDocument) => doc.buyer.gstin !== null;
/** B2C large: inter-state, unregistered, invoice value above the limit of its date. */
const large = (doc: { interState: boolean; buyer: { gstin: string | null } }, valuePaise: number, issuedAt: string) =>
  doc.interState && doc.buyer.gstin === null && valuePaise > b2cLargeAbovePaise(issuedAt);
/** A credit note's table follows its invoice's. */
const largeNote = (note: TaxDocument) =>
  note.against !== undefined && large(note, note.against.totalPaise, note.against.issuedAt);

function grouped<T>(rows: T[], keyOf: (row: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.entries()];
}

/** Table 7: B2C others summed by place of supply and rate, net of their credit notes. */
function b2cOthers(entries: { doc: TaxDocument; sign: number }[], shopStateCode: string) {
  const rows = new Map<string, { pos: string; rt: number; figures: number[] }>();
  for (const { doc, sign } of entries) {
    for (const line of doc.lines) {
      const pos = doc.placeOfSupply.code!;
      const key = `${pos}|${line.ratePercent}`;
      const row = rows.get(key) ?? { pos, rt: line.ratePercent, figures: [0, 0, 0, 0] };
      [line.taxablePaise, line.igstPaise, line.cgstPaise, line.sgstPaise].forEach((paise, i) => {
        row.figures[i] += sign * paise;
      });
      rows.set(key, row);
    }
  }
  return [...rows.values()].map(({ pos, rt, figures: [txval, iamt, camt, samt] }) => {
    const intra = pos === shopStateCode;
    return {
      sply_ty: intra ? 'INTRA' : 'INTER',
      pos,
      typ: 'OE',
      rt,
      txval: new Rupees(txval),
      ...(intra ? { camt: new Rupees(camt), samt: new Rupees(samt) } : { iamt: new Rupees(iamt) }),
      csamt: new Rupees(0),
    };
  });
}

/** Table 12: by HSN, unit and rate, net of credit notes; quantities are pieces (a charge adds none). */
function hsnRows(entries: { doc: TaxDocument; sign: number }[]) {
  const rows = new Map<string, { hsn: string; rt: number; qty: number; figures: number[] }>();
  for (const { doc, sign } of entries) {
    for (const line of doc.lines) {
      const key = `${line.hsn}|${PIECES.uqc}|${line.ratePercent}`;
      const row = rows.get(key) ?? { hsn: line.hsn, rt: line.ratePercent, qty: 0, figures: [0, 0, 0, 0] };
      row.qty += sign * (line.quantity ?? 0);
      [line.taxablePaise, line.igstPaise, line.cgstPaise, line.sgstPaise].forEach((paise, i) => {
        row.figures[i] += sign * paise;
      });
      rows.set(key, row);
    }
  }
  return [...rows.values()].map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    uqc: PIECES.uqc,
    qty: row.qty,
    rt: row.rt,
    txval: new Rupees(row.figures[0]),
    iamt: new Rupees(row.figures[1]),
    camt: new Rupees(row.figures[2]),
    samt: new Rupees(row.figures[3]),
    csamt: new Rupees(0),
  }));
}

/** Table 13: per series (SC/26-27/…), the first and last number issued in the month. */
function documentsIssued(docs: TaxDocument[]) {
  const seriesOf = (number: string) => number.slice(0, number.lastIndexOf('/') + 1);
  const serialOf = (number: string) => Number(number.slice(number.lastIndexOf('/') + 1));
  return grouped(docs, (doc) => seriesOf(doc.number)).map(([, series], index) => {
    const sorted = series.map((doc) => doc.number).sort((a, b) => serialOf(a) - serialOf(b));
    const totnum = serialOf(sorted.at(-1)!) - serialOf(sorted[0]) + 1;
    return {
      num: index + 1,
      from: sorted[0],
      to: sorted.at(-1)!,
      totnum,
      cancel: totnum - sorted.length,
      net_issue: sorted.length,
    };
  });
}

/** Invoices add, credit notes take off. */
const signed = (docs: TaxDocument[], notes: TaxDocument[]) => [
  ...docs.map((doc) => ({ doc, sign: 1 })),
  ...notes.map((doc) => ({ doc, sign: -1 })),
];

/** A table with nothing in it is left out of the file. */
const filled = (value: unknown): boolean =>
  !(Array.isArray(value) && value.length === 0) &&
  !(
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => !filled(v))
  );

const withoutEmpty = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => filled(member))) as Partial<T>;

/** The table of Form GSTR-1 a document is reported in. */
export function gstr1Table(doc: TaxDocument): 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' {
  if (doc.kind === 'invoice')
    return registered(doc) ? 'b2b' : large(doc, doc.totalPaise, doc.issuedAt) ? 'b2cl' : 'b2cs';
  return registered(doc) ? 'cdnr' : largeNote(doc) ? 'cdnur' : 'b2cs';
}

export interface Gstr1Input {
  gstin: string;
  period: ReturnPeriod;
  /** Tax invoices and credit notes issued in the month. */
  invoices: TaxDocument[];
  creditNotes: TaxDocument[];
}

/**
 * The month's GSTR-1, and the documents it could not place (a state the GST list lacks: no
 * place of supply code), which the accountant enters by hand.
 */
export function gstr1({ gstin, period, invoices, creditNotes }: Gstr1Input) {
  const shopStateCode = gstin.slice(0, 2);
  const placed = (doc: TaxDocument) => doc.placeOfSupply.code !== null;
  const leftOut = [...invoices, ...creditNotes].filter((doc) => !placed(doc));
  const inv = invoices.filter(placed);
  const notes = creditNotes.filter(placed);

  const inTable = (docs: TaxDocument[], table: ReturnType<typeof gstr1Table>) =>
    docs.filter((doc) => gstr1Table(doc) === table);
  const b2bInvoices = inTable(inv, 'b2b');
  const b2clInvoices = inTable(inv, 'b2cl');
  const b2csInvoices = inTable(inv, 'b2cs');
  const cdnrNotes = inTable(notes, 'cdnr');
  const cdnurNotes = inTable(notes, 'cdnur');
  const b2csNotes = inTable(notes, 'b2cs');

  const invoiceEntry = (doc: TaxDocument) => ({
    inum: doc.number,
    idt: gstDate(doc.issuedAt),
    val: new Rupees(doc.totalPaise),
  });
  const noteEntry = (doc: TaxDocument) => ({
    ntty: 'C',
    nt_num: doc.number,
    nt_dt: gstDate(doc.issuedAt),
    val: new Rupees(doc.totalPaise),
    pos: doc.placeOfSupply.code!,
  });

  const hsnOf = (docs: TaxDocument[], noteDocs: TaxDocument[]) => hsnRows(signed(docs, noteDocs));
  const b2bSide = { docs: b2bInvoices, notes: cdnrNotes };
  const b2cSide = { docs: [...b2clInvoices, ...b2csInvoices], notes: [...cdnurNotes, ...b2csNotes] };
  // The offline tool leaves an empty half out: {"hsn_b2b": [...]} with no "hsn_b2c".
  const hsn = withoutEmpty(
    period.month >= HSN_SPLIT_FROM
      ? { hsn_b2b: hsnOf(b2bSide.docs, b2bSide.notes), hsn_b2c: hsnOf(b2cSide.docs, b2cSide.notes) }
      : { data: hsnOf([...b2bSide.docs, ...b2cSide.docs], [...b2bSide.notes, ...b2cSide.notes]) },
  );

  const docDet = [
    { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: documentsIssued(invoices) },
    { doc_num: 5, doc_typ: 'Credit Note', docs: documentsIssued(creditNotes) },
  ].filter((row) => row.docs.length > 0);

  const json = {
    gstin,
    fp: period.fp,
    version: GSTR1_VERSION,
    hash: 'hash',
    b2b: grouped(b2bInvoices, (doc) => doc.buyer.gstin!).map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((doc) => ({
        ...invoiceEntry(doc),
        pos: doc.placeOfSupply.code!,
        rchrg: doc.reverseCharge ? 'Y' : N,
        inv_typ: regular,
        itms: itemsOf(doc),
      })),
    })),
    b2cl: grouped(b2clInvoices, (doc) => doc.placeOfSupply.code!).map(([pos, docs]) => ({
      pos,
      inv: docs.map((doc) => ({ ...invoiceEntry(doc), itms: itemsOf(doc) })),
    })),
    b2cs: b2cOthers(signed(b2csInvoices, b2csNotes), shopStateCode),
    cdnr: grouped(cdnrNotes, (doc) => doc.buyer.gstin!).map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((doc) => ({
        ...noteEntry(doc),
        rchrg: doc.reverseCharge ? 'Y' : N,
        inv_typ: regular,
        itms: itemsOf(doc),
      })),
    })),
    cdnur: cdnurNotes.map((doc) => ({ typ: 'B2CL', ...noteEntry(doc), itms: itemsOf(doc) })),
    hsn,
    doc_issue: { doc_det: docDet },
  };
  return { json: withoutEmpty(json), leftOut };
}

/** JSON text with every amount a number of two decimals (1180.50), written from its paise. */
export function gstr1Text(value: unknown): string {
  if (value instanceof Rupees) return rupeesText(value.paise);
  if (Array.isArray(value)) return `[${value.map(gstr1Text).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${gstr1Text(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
