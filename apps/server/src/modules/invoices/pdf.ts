import PDFDocument from 'pdfkit';
import { PIECES, type TaxDocument, type TaxLine } from '@steelcut/domain/gst/tax-document';
import { formatRupees, rupeesInWords } from '@steelcut/domain/money';
import { FONT, FONT_BOLD } from '../documents/fonts';
import { keepUnitsWithFigures } from '../documents/text';

/** How the document is printed: a tax document, or a proforma (issued for payment, not a tax invoice). */
export interface PrintOptions {
  proforma: boolean;
  /** What the customer paid so far (a proforma says it). */
  paidPaise: number;
}

const MARGIN = 40;
type Column = { title: string; width: number; align: 'left' | 'right'; cell: (line: TaxLine, index: number) => string };

const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** 15 December 2026: a date as the documents print it (India). */
export const printedDate = (iso: string) => dateInIndia.format(new Date(iso));

const percent = (rate: number) => `${rate}%`;
const quantityText = (line: TaxLine) => (line.quantity === null ? '—' : `${line.quantity} ${PIECES.label}`);

/** The lines' columns: CGST and SGST each with its rate within the state, IGST with its rate across states. */
function columnsOf(doc: TaxDocument): Column[] {
  const head: Column[] = [
    { title: '#', width: 18, align: 'left', cell: (_line, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (line) => keepUnitsWithFigures(line.description) },
    { title: 'HSN/SAC', width: 44, align: 'left', cell: (line) => line.hsn },
    { title: 'Qty', width: 46, align: 'right', cell: quantityText },
    { title: 'Taxable value', width: 72, align: 'right', cell: (line) => formatRupees(line.taxablePaise) },
  ];
  const taxes: Column[] = doc.interState
    ? [
        { title: 'IGST rate', width: 36, align: 'right', cell: (line) => percent(line.ratePercent) },
        { title: 'IGST', width: 70, align: 'right', cell: (line) => formatRupees(line.igstPaise) },
      ]
    : [
        { title: 'CGST rate', width: 34, align: 'right', cell: (line) => percent(line.ratePercent / 2) },
        { title: 'CGST', width: 58, align: 'right', cell: (line) => formatRupees(line.cgstPaise) },
        { title: 'SGST rate', width: 34, align: 'right', cell: (line) => percent(line.ratePercent / 2) },
        { title: 'SGST', width: 58, align: 'right', cell: (line) => formatRupees(line.sgstPaise) },
      ];
  const columns = [...head, ...taxes];
  const used = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1].width = 595.28 - 2 * MARGIN - used;
  return columns;
}

const TITLES = { invoice: 'Tax Invoice', 'credit-note': 'Credit Note' } as const;

/** A tax invoice, a credit note or a proforma as a PDF stream (CGST Rules 46 and 53); the caller pipes it. */
export function renderTaxDocument(doc: TaxDocument, { proforma, paidPaise }: PrintOptions): PDFKit.PDFDocument {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${TITLES[doc.kind]} ${doc.number}` } });
  pdf.registerFont('body', FONT).registerFont('bold', FONT_BOLD).font('body');
  const width = pdf.page.width - 2 * MARGIN;

  pdf
    .font('bold')
    .fontSize(16)
    .text(proforma ? 'Proforma Invoice' : TITLES[doc.kind], { align: 'center' });
  if (proforma) {
    pdf
      .font('body')
      .fontSize(8)
      .fillColor('#555')
      .text('Not a tax invoice: issued for payment. The tax invoice follows full payment.', { align: 'center' });
    pdf.fillColor('black');
  }
  pdf.moveDown(0.8);

  const top = pdf.y;
  const half = { width: width / 2 - 10 };
  pdf.font('bold').fontSize(11).text(doc.seller.legalName, MARGIN, top, half);
  pdf.font('body').fontSize(9).text(doc.seller.address, half);
  pdf.text(doc.seller.contact, half);
  pdf.text(`GSTIN: ${doc.seller.gstin}`);
  pdf.text(`State: ${doc.seller.state} (code ${doc.seller.stateCode})`);
  const left = pdf.y;

  const right = { width: width / 2, align: 'right' as const };
  const numberLabel = proforma ? 'Reference' : doc.kind === 'credit-note' ? 'Credit Note No' : 'Invoice No';
  pdf.fontSize(9).text(`${numberLabel}: ${doc.number}`, MARGIN + width / 2, top, right);
  pdf.text(`Date: ${printedDate(doc.issuedAt)}`, right);
  if (doc.against) {
    pdf.text(`Against tax invoice ${doc.against.number} of ${printedDate(doc.against.issuedAt)}`, right);
    pdf.text(`Reason: ${doc.against.reason}`, right);
  }
  pdf.text(`Order: ${doc.orderNo}`, right);
  if (doc.poNumber) pdf.text(`Your PO No: ${doc.poNumber}`, right);
  const code = doc.placeOfSupply.code ? ` (${doc.placeOfSupply.code})` : '';
  pdf.text(`Place of supply: ${doc.placeOfSupply.state}${code}`, right);
  pdf.text(`Tax payable on reverse charge: ${doc.reverseCharge ? 'Yes' : 'No'}`, right);
  pdf.y = Math.max(left, pdf.y) + 12;

  pdf.font('bold').fontSize(10).text('Billed and shipped to', MARGIN);
  pdf.font('body').fontSize(9).text(doc.buyer.legalName);
  if (doc.buyer.contactName) pdf.text(`Attn: ${doc.buyer.contactName}`);
  for (const line of doc.buyer.address) pdf.text(line);
  if (doc.buyer.gstin) pdf.text(`GSTIN: ${doc.buyer.gstin}`);
  pdf.moveDown(1);

  table(pdf, doc);
  totals(pdf, doc, width, proforma ? paidPaise : 0);

  if (doc.lines.some((line) => line.quantity === null)) {
    pdf.moveDown(0.5);
    pdf
      .font('body')
      .fontSize(8)
      .fillColor('#555')
      .text(
        'Delivery by the supplier and the express surcharge are part of the supply of the goods (CGST Act 2017, sections 8(a) and 15): taxed at the goods’ rate under their HSN.',
        MARGIN,
        pdf.y,
        { width },
      );
    pdf.fillColor('black');
  }
  pdf.moveDown(2);
  pdf.font('body').fontSize(9).text(`For ${doc.seller.legalName}`, { align: 'right' });
  pdf.moveDown(2).text('Authorised signatory', { align: 'right' });
  pdf.end();
  return pdf;
}

function row(pdf: PDFKit.PDFDocument, columns: Column[], cells: string[], bold = false) {
  const y = pdf.y;
  let x = MARGIN;
  let bottom = y;
  pdf.font(bold ? 'bold' : 'body').fontSize(bold ? 7.5 : 8);
  columns.forEach((column, index) => {
    pdf.text(cells[index], x + 2, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, pdf.y);
    x += column.width;
  });
  pdf.y = bottom + 4;
  pdf
    .moveTo(MARGIN, pdf.y - 2)
    .lineTo(x, pdf.y - 2)
    .strokeColor('#ccc')
    .stroke();
}

function table(pdf: PDFKit.PDFDocument, doc: TaxDocument) {
  const columns = columnsOf(doc);
  row(
    pdf,
    columns,
    columns.map((column) => column.title),
    true,
  );
  doc.lines.forEach((line, index) => {
    if (pdf.y > pdf.page.height - 200) pdf.addPage();
    row(
      pdf,
      columns,
      columns.map((column) => column.cell(line, index)),
    );
  });
}

function totals(pdf: PDFKit.PDFDocument, doc: TaxDocument, width: number, paidPaise: number) {
  const rates = [...new Set(doc.lines.map((line) => line.ratePercent))];
  const at = (share: number) => (rates.length === 1 ? ` @ ${percent(rates[0] * share)}` : '');
  const entries: [string, number][] = [['Taxable value', doc.taxablePaise]];
  if (doc.interState) entries.push([`IGST${at(1)}`, doc.igstPaise]);
  else entries.push([`CGST${at(0.5)}`, doc.cgstPaise], [`SGST${at(0.5)}`, doc.sgstPaise]);
  entries.push(['Total', doc.totalPaise]);
  if (paidPaise > 0) entries.push(['Paid so far', paidPaise]);
  pdf.moveDown(0.5);
  for (const [label, paise] of entries) {
    const y = pdf.y;
    pdf.font(label === 'Total' ? 'bold' : 'body').fontSize(10);
    pdf.text(label, MARGIN + width / 2, y, { width: width / 4 });
    pdf.text(formatRupees(paise), MARGIN + (3 * width) / 4, y, { width: width / 4, align: 'right' });
  }
  pdf.moveDown(0.5);
  pdf
    .font('body')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(doc.totalPaise)}`, MARGIN, pdf.y, { width });
}
