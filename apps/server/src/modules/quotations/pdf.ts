import PDFDocument from 'pdfkit';
import { formatRupees, rupeesInWords } from '@steelcut/domain/money';
import { FONT, FONT_BOLD } from '../documents/fonts';
import { keepUnitsWithFigures } from '../documents/text';
import type { QuotationDocument } from './document';

export interface QuotationPdfLine {
  description: string;
  quantity: number;
  unitPaise: number;
  discountPercent: number;
  linePaise: number;
}

export interface QuotationPdfTier {
  label: string;
  surchargePercent: number;
  /** dd Month yyyy */
  dispatchBy: string;
  surchargePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** Everything the quotation prints, as it was when given. */
export interface QuotationPdfData extends QuotationDocument {
  number: string;
  /** dd Month yyyy, India */
  date: string;
  validUntil: string;
  state: string;
  stateCode: string | null;
  lines: QuotationPdfLine[];
  gstPercent: number;
  interState: boolean;
  minimumTopUpPaise: number;
  /** The standard tier: goods + its surcharge (if any) taxed, and the total. */
  standard: { label: string; surchargePercent: number; surchargePaise: number; taxablePaise: number };
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  tiers: QuotationPdfTier[];
}

const MARGIN = 40;
const LINE_COLUMNS = [
  { title: '#', width: 22, align: 'left' },
  { title: 'Description', width: 236, align: 'left' },
  { title: 'Qty', width: 50, align: 'right' },
  { title: 'Rate', width: 72, align: 'right' },
  { title: 'Disc.', width: 45, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
] as const;
const TIER_COLUMNS = [
  { title: 'Dispatch', width: 125, align: 'left' },
  { title: 'Dispatched by', width: 110, align: 'left' },
  { title: 'Surcharge', width: 85, align: 'right' },
  { title: 'GST', width: 85, align: 'right' },
  { title: 'Total', width: 110, align: 'right' },
] as const;
type Column = { title: string; width: number; align: 'left' | 'right' };

/** The quotation as a PDF stream; the caller pipes it and it ends itself. */
export function renderQuotation(data: QuotationPdfData): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Quotation ${data.number}` } });
  doc.registerFont('body', FONT).registerFont('bold', FONT_BOLD).font('body');
  const width = doc.page.width - 2 * MARGIN;

  doc.font('bold').fontSize(16).text('Quotation', { align: 'center' });
  doc.moveDown(0.8);
  header(doc, data, width);

  doc.font('bold').fontSize(10).text('Quoted to', MARGIN);
  doc.font('body').fontSize(9).text(data.customer.name);
  if (data.customer.company) doc.text(data.customer.company);
  doc.text([data.customer.email, data.customer.phone].join(' · '));
  if (data.customer.gstin) doc.text(`GSTIN: ${data.customer.gstin}`);
  doc.moveDown(1);

  table(
    doc,
    LINE_COLUMNS,
    data.lines.map((line, index) => [
      String(index + 1),
      keepUnitsWithFigures(line.description),
      `${line.quantity} Nos`,
      formatRupees(line.unitPaise),
      line.discountPercent ? `${line.discountPercent}%` : '',
      formatRupees(line.linePaise),
    ]),
  );
  totals(doc, data, width);
  tiers(doc, data);
  terms(doc, data, width);

  doc.moveDown(1.5);
  doc.font('body').fontSize(9).text(`For ${data.shop.name}`, MARGIN, doc.y, { width, align: 'right' });
  doc.moveDown(2).text('Authorised signatory', { width, align: 'right' });
  doc.end();
  return doc;
}

function header(doc: PDFKit.PDFDocument, data: QuotationPdfData, width: number) {
  const top = doc.y;
  const half = { width: width / 2 - 10 };
  doc.font('bold').fontSize(11).text(data.shop.name, MARGIN, top, half);
  doc.font('body').fontSize(9).text(data.shop.address, half);
  doc.text(data.shop.contact, half);
  if (data.shop.gstin) doc.text(`GSTIN: ${data.shop.gstin}`);
  doc.text(`State: ${data.shop.state} (code ${data.shop.stateCode})`);
  const left = doc.y;

  const right = { width: width / 2, align: 'right' } as const;
  doc
    .font('bold')
    .fontSize(9)
    .text(`Quotation No: ${data.number}`, MARGIN + width / 2, top, right);
  doc.font('body').text(`Date: ${data.date}`, right);
  doc.font('bold').text(`Valid until: ${data.validUntil}`, right);
  doc.font('body').text(`Place of supply: ${data.state}${data.stateCode ? ` (${data.stateCode})` : ''}`, right);
  doc.y = Math.max(left, doc.y) + 12;
}

function row(doc: PDFKit.PDFDocument, columns: readonly Column[], cells: string[], bold = false) {
  if (doc.y > doc.page.height - 120) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'bold' : 'body').fontSize(9);
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.y = bottom + 4;
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(x, doc.y - 2)
    .strokeColor('#ccc')
    .stroke();
}

function table(doc: PDFKit.PDFDocument, columns: readonly Column[], rows: string[][]) {
  row(
    doc,
    columns,
    columns.map((column) => column.title),
    true,
  );
  for (const cells of rows) row(doc, columns, cells);
}

function totals(doc: PDFKit.PDFDocument, data: QuotationPdfData, width: number) {
  const half = data.gstPercent / 2;
  const entries: [string, number][] = [];
  if (data.minimumTopUpPaise > 0) entries.push(['Top-up to the minimum order value', data.minimumTopUpPaise]);
  if (data.standard.surchargePaise > 0)
    entries.push([
      `${data.standard.label} dispatch (${data.standard.surchargePercent}%)`,
      data.standard.surchargePaise,
    ]);
  entries.push(['Taxable value', data.standard.taxablePaise]);
  if (data.interState) entries.push([`IGST @ ${data.gstPercent}%`, data.igstPaise]);
  else entries.push([`CGST @ ${half}%`, data.cgstPaise], [`SGST @ ${half}%`, data.sgstPaise]);
  entries.push([`Total (${data.standard.label} dispatch)`, data.totalPaise]);
  doc.moveDown(0.5);
  entries.forEach(([label, paise], index) => {
    const y = doc.y;
    doc.font(index === entries.length - 1 ? 'bold' : 'body').fontSize(10);
    doc.text(label, MARGIN + width / 2 - 40, y, { width: width / 4 + 40 });
    doc.text(formatRupees(paise), MARGIN + (3 * width) / 4, y, { width: width / 4, align: 'right' });
  });
  doc.moveDown(0.5);
  doc
    .font('body')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(data.totalPaise)}`, MARGIN, doc.y, { width });
  doc.moveDown(1);
}

function tiers(doc: PDFKit.PDFDocument, data: QuotationPdfData) {
  doc.font('bold').fontSize(10).text('Dispatch options', MARGIN);
  doc.moveDown(0.3);
  table(
    doc,
    TIER_COLUMNS,
    data.tiers.map((tier) => [
      tier.surchargePercent ? `${tier.label} (+${tier.surchargePercent}%)` : tier.label,
      tier.dispatchBy,
      formatRupees(tier.surchargePaise),
      formatRupees(tier.gstPaise),
      formatRupees(tier.totalPaise),
    ]),
  );
  doc.moveDown(1);
}

function terms(doc: PDFKit.PDFDocument, data: QuotationPdfData, width: number) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.font('bold').fontSize(10).text('Terms', MARGIN);
  doc.font('body').fontSize(8.5);
  data.terms.forEach((term, index) => doc.text(`${index + 1}. ${term}`, MARGIN, doc.y, { width }));
}
