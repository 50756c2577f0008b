import { PIECES, type TaxDocument, type TaxLine } from '@steelcut/domain/gst/tax-document';
import { formatRupees } from '@steelcut/domain/money';
import {
  a4Document,
  innerWidth,
  MARGIN,
  signature,
  table,
  totalsWithWords,
  twoColumnHead,
  type PdfColumn,
} from '../documents/pdf';
import { keepUnitsWithFigures } from '../documents/text';

/** How the document is printed: a tax document, or a proforma (issued for payment, not a tax invoice). */
export interface PrintOptions {
  proforma: boolean;
  /** What the customer paid so far (a proforma says it). */
  paidPaise: number;
}

type Column = PdfColumn & { cell: (line: TaxLine, index: number) => string };

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
    { title: '#', width: 18, cell: (_line, i) => String(i + 1) },
    { title: 'Description', width: 0, cell: (line) => keepUnitsWithFigures(line.description) },
    { title: 'HSN/SAC', width: 44, cell: (line) => line.hsn },
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
  const pdf = a4Document(`${TITLES[doc.kind]} ${doc.number}`);
  const width = innerWidth(pdf);

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

  const { seller } = doc;
  const numberLabel = proforma ? 'Reference' : doc.kind === 'credit-note' ? 'Credit Note No' : 'Invoice No';
  const code = doc.placeOfSupply.code ? ` (${doc.placeOfSupply.code})` : '';
  twoColumnHead(
    pdf,
    {
      name: seller.legalName,
      lines: [
        seller.address,
        seller.contact,
        `GSTIN: ${seller.gstin}`,
        `State: ${seller.state} (code ${seller.stateCode})`,
      ],
    },
    [
      `${numberLabel}: ${doc.number}`,
      `Date: ${printedDate(doc.issuedAt)}`,
      ...(doc.against
        ? [
            `Against tax invoice ${doc.against.number} of ${printedDate(doc.against.issuedAt)}`,
            `Reason: ${doc.against.reason}`,
          ]
        : []),
      `Order: ${doc.orderNo}`,
      ...(doc.poNumber ? [`Your PO No: ${doc.poNumber}`] : []),
      `Place of supply: ${doc.placeOfSupply.state}${code}`,
      `Tax payable on reverse charge: ${doc.reverseCharge ? 'Yes' : 'No'}`,
    ],
  );

  pdf.font('bold').fontSize(10).text('Billed and shipped to', MARGIN);
  pdf.font('body').fontSize(9).text(doc.buyer.legalName);
  if (doc.buyer.contactName) pdf.text(`Attn: ${doc.buyer.contactName}`);
  for (const line of doc.buyer.address) pdf.text(line);
  if (doc.buyer.gstin) pdf.text(`GSTIN: ${doc.buyer.gstin}`);
  pdf.moveDown(1);

  const columns = columnsOf(doc);
  const rows = doc.lines.map((line, index) => columns.map((column) => column.cell(line, index)));
  table(pdf, columns, rows, { fontSize: 8, bottomSpace: 200 });
  totals(pdf, doc, proforma ? paidPaise : 0);

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
  signature(pdf, seller.legalName);
  pdf.end();
  return pdf;
}

function totals(pdf: PDFKit.PDFDocument, doc: TaxDocument, paidPaise: number) {
  const rates = [...new Set(doc.lines.map((line) => line.ratePercent))];
  const at = (share: number) => (rates.length === 1 ? ` @ ${percent(rates[0] * share)}` : '');
  const entries: [string, number][] = [['Taxable value', doc.taxablePaise]];
  if (doc.interState) entries.push([`IGST${at(1)}`, doc.igstPaise]);
  else entries.push([`CGST${at(0.5)}`, doc.cgstPaise], [`SGST${at(0.5)}`, doc.sgstPaise]);
  entries.push(['Total', doc.totalPaise]);
  if (paidPaise > 0) entries.push(['Paid so far', paidPaise]);
  totalsWithWords(pdf, entries, { totalPaise: doc.totalPaise, boldLabel: 'Total' });
}
