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

const LINE_COLUMNS: readonly PdfColumn[] = [
  { title: '#', width: 22 },
  { title: 'Description', width: 236 },
  { title: 'Qty', width: 50, align: 'right' },
  { title: 'Rate', width: 72, align: 'right' },
  { title: 'Disc.', width: 45, align: 'right' },
  { title: 'Amount', width: 90, align: 'right' },
];
const TIER_COLUMNS: readonly PdfColumn[] = [
  { title: 'Dispatch', width: 125 },
  { title: 'Dispatched by', width: 110 },
  { title: 'Surcharge', width: 85, align: 'right' },
  { title: 'GST', width: 85, align: 'right' },
  { title: 'Total', width: 110, align: 'right' },
];

/** The quotation as a PDF stream; the caller pipes it and it ends itself. */
export function renderQuotation(data: QuotationPdfData): PDFKit.PDFDocument {
  const doc = a4Document(`Quotation ${data.number}`);
  const width = innerWidth(doc);

  doc.font('bold').fontSize(16).text('Quotation', { align: 'center' });
  doc.moveDown(0.8);
  const { shop } = data;
  twoColumnHead(
    doc,
    {
      name: shop.name,
      lines: [
        shop.address,
        shop.contact,
        ...(shop.gstin ? [`GSTIN: ${shop.gstin}`] : []),
        `State: ${shop.state} (code ${shop.stateCode})`,
      ],
    },
    [
      { bold: `Quotation No: ${data.number}` },
      `Date: ${data.date}`,
      { bold: `Valid until: ${data.validUntil}` },
      `Place of supply: ${data.state}${data.stateCode ? ` (${data.stateCode})` : ''}`,
    ],
  );

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
  totals(doc, data);
  tiers(doc, data);
  terms(doc, data, width);

  doc.moveDown(1.5);
  signature(doc, shop.name);
  doc.end();
  return doc;
}

function totals(doc: PDFKit.PDFDocument, data: QuotationPdfData) {
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
  const total = `Total (${data.standard.label} dispatch)`;
  entries.push([total, data.totalPaise]);
  totalsWithWords(doc, entries, { totalPaise: data.totalPaise, boldLabel: total });
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
