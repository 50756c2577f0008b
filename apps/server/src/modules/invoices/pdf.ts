import PDFDocument from 'pdfkit';
import { formatRupees, rupeesInWords } from '@steelcut/domain/money';
import { FONT, FONT_BOLD } from '../documents/fonts';
import { keepUnitsWithFigures } from '../documents/text';

export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  taxablePaise: number;
}

export interface InvoiceData {
  kind: 'tax' | 'proforma';
  /** The tax invoice's serial, or the proforma's reference. */
  number: string;
  /** dd Month yyyy in India */
  date: string;
  orderNo: string;
  /** The customer's purchase-order number, if they gave one. */
  poNumber: string | null;
  /** name: the legal name; contact: phones and e-mail on one line. */
  shop: { name: string; address: string; contact: string; gstin: string; state: string; stateCode: string };
  customer: { name: string; gstin: string | null; address: string[]; state: string; stateCode: string | null };
  lines: InvoiceLine[];
  gstPercent: number;
  /** Delivered outside the shop's state: IGST instead of CGST + SGST. */
  interState: boolean;
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  paidPaise: number;
}

const MARGIN = 40;
const COLUMNS = [
  { title: '#', width: 22, align: 'left' },
  { title: 'Description', width: 250, align: 'left' },
  { title: 'HSN', width: 50, align: 'left' },
  { title: 'Qty', width: 55, align: 'right' },
  { title: 'Taxable value', width: 138, align: 'right' },
] as const;

/** The invoice as a PDF stream (CGST Rule 46's fields); the caller pipes it and it ends itself. */
export function renderInvoice(data: InvoiceData): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Invoice ${data.number}` } });
  doc.registerFont('body', FONT).registerFont('bold', FONT_BOLD).font('body');
  const width = doc.page.width - 2 * MARGIN;

  doc
    .font('bold')
    .fontSize(16)
    .text(data.kind === 'tax' ? 'Tax Invoice' : 'Proforma Invoice', { align: 'center' });
  if (data.kind === 'proforma') {
    doc
      .font('body')
      .fontSize(8)
      .fillColor('#555')
      .text('Not a tax invoice: issued for payment. The tax invoice follows full payment.', { align: 'center' });
    doc.fillColor('black');
  }
  doc.moveDown(0.8);

  const top = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .text(data.shop.name, MARGIN, top, { width: width / 2 - 10 });
  doc
    .font('body')
    .fontSize(9)
    .text(data.shop.address, { width: width / 2 - 10 });
  doc.text(data.shop.contact, { width: width / 2 - 10 });
  doc.text(`GSTIN: ${data.shop.gstin}`);
  doc.text(`State: ${data.shop.state} (code ${data.shop.stateCode})`);
  const left = doc.y;

  doc.fontSize(9).text(`${data.kind === 'tax' ? 'Invoice No' : 'Reference'}: ${data.number}`, MARGIN + width / 2, top, {
    width: width / 2,
    align: 'right',
  });
  doc.text(`Date: ${data.date}`, { width: width / 2, align: 'right' });
  doc.text(`Order: ${data.orderNo}`, { width: width / 2, align: 'right' });
  if (data.poNumber) doc.text(`Your PO No: ${data.poNumber}`, { width: width / 2, align: 'right' });
  doc.text(`Place of supply: ${data.customer.state}${data.customer.stateCode ? ` (${data.customer.stateCode})` : ''}`, {
    width: width / 2,
    align: 'right',
  });
  doc.y = Math.max(left, doc.y) + 12;

  doc.font('bold').fontSize(10).text('Billed and shipped to', MARGIN);
  doc.font('body').fontSize(9).text(data.customer.name);
  for (const line of data.customer.address) doc.text(line);
  if (data.customer.gstin) doc.text(`GSTIN: ${data.customer.gstin}`);
  doc.moveDown(1);

  table(doc, data);
  totals(doc, data, width);

  doc.moveDown(2);
  doc.font('body').fontSize(9).text(`For ${data.shop.name}`, { align: 'right' });
  doc.moveDown(2).text('Authorised signatory', { align: 'right' });
  doc.end();
  return doc;
}

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'bold' : 'body').fontSize(9);
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index], x + 2, y, { width: column.width - 4, align: column.align });
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

function table(doc: PDFKit.PDFDocument, data: InvoiceData) {
  row(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  data.lines.forEach((line, index) => {
    if (doc.y > doc.page.height - 200) doc.addPage();
    const description = keepUnitsWithFigures(line.description);
    row(doc, [String(index + 1), description, line.hsn, `${line.quantity} Nos`, formatRupees(line.taxablePaise)]);
  });
}

function totals(doc: PDFKit.PDFDocument, data: InvoiceData, width: number) {
  const half = data.gstPercent / 2;
  const entries: [string, number][] = [['Taxable value', data.subtotalPaise]];
  if (data.interState) {
    entries.push([`IGST @ ${data.gstPercent}%`, data.igstPaise]);
  } else {
    entries.push([`CGST @ ${half}%`, data.cgstPaise], [`SGST @ ${half}%`, data.sgstPaise]);
  }
  entries.push(['Total', data.totalPaise]);
  if (data.kind === 'proforma' && data.paidPaise > 0) entries.push(['Paid so far', data.paidPaise]);
  doc.moveDown(0.5);
  for (const [label, paise] of entries) {
    const y = doc.y;
    doc.font(label === 'Total' ? 'bold' : 'body').fontSize(10);
    doc.text(label, MARGIN + width / 2, y, { width: width / 4 });
    doc.text(formatRupees(paise), MARGIN + (3 * width) / 4, y, { width: width / 4, align: 'right' });
  }
  doc.moveDown(0.5);
  doc
    .font('body')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(data.totalPaise)}`, MARGIN, doc.y, { width });
}
