import PDFDocument from 'pdfkit';
import { formatRupees, rupeesInWords } from '@steelcut/domain/money';
import { FONT, FONT_BOLD } from './fonts';

/** The page margin of every document the shop prints (points). */
export const MARGIN = 40;
const RULE = '#cccccc';

export interface PdfColumn {
  title: string;
  width: number;
  /** Left unless told. */
  align?: 'right';
}

/** An A4 document with the shop's fonts as 'body' and 'bold'; `bufferPages` for footers written last. */
export function a4Document(
  title: string,
  options: { bufferPages?: boolean; landscape?: boolean } = {},
): PDFKit.PDFDocument {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: options.bufferPages,
    info: { Title: title },
  });
  pdf.registerFont('body', FONT).registerFont('bold', FONT_BOLD).font('body');
  return pdf;
}

/** The width between the margins. */
export const innerWidth = (pdf: PDFKit.PDFDocument) => pdf.page.width - 2 * MARGIN;

/**
 * The document's head: the shop's block on the left, the document's references on the right
 * (a line given as `{ bold }` is printed bold), the rest of the page starting below the longer.
 */
export function twoColumnHead(
  pdf: PDFKit.PDFDocument,
  shop: { name: string; lines: string[] },
  references: (string | { bold: string })[],
): void {
  const width = innerWidth(pdf);
  const top = pdf.y;
  const half = { width: width / 2 - 10 };
  pdf.font('bold').fontSize(11).text(shop.name, MARGIN, top, half);
  pdf.font('body').fontSize(9);
  for (const line of shop.lines) pdf.text(line, half);
  const left = pdf.y;

  const right = { width: width / 2, align: 'right' as const };
  pdf.y = top;
  for (const line of references) {
    const bold = typeof line !== 'string';
    pdf
      .font(bold ? 'bold' : 'body')
      .fontSize(9)
      .text(bold ? line.bold : line, MARGIN + width / 2, pdf.y, right);
  }
  pdf.y = Math.max(left, pdf.y) + 12;
}

/** A table: its titles in bold, then a row each, ruled; a new page before a row below `bottomSpace`. */
export function table(
  pdf: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  rows: string[][],
  { fontSize = 9, bottomSpace = 120 }: { fontSize?: number; bottomSpace?: number } = {},
): void {
  tableRow(
    pdf,
    columns,
    columns.map((column) => column.title),
    { bold: true, fontSize: fontSize - 0.5 },
  );
  for (const cells of rows) {
    if (pdf.y > pdf.page.height - bottomSpace) pdf.addPage();
    tableRow(pdf, columns, cells, { bold: false, fontSize });
  }
}

function tableRow(
  pdf: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  cells: string[],
  { bold, fontSize }: { bold: boolean; fontSize: number },
) {
  const y = pdf.y;
  let x = MARGIN;
  let bottom = y;
  pdf.font(bold ? 'bold' : 'body').fontSize(fontSize);
  columns.forEach((column, index) => {
    pdf.text(cells[index] ?? '', x + 2, y, { width: column.width - 4, align: column.align });
    bottom = Math.max(bottom, pdf.y);
    x += column.width;
  });
  pdf.y = bottom + 4;
  pdf
    .moveTo(MARGIN, pdf.y - 2)
    .lineTo(x, pdf.y - 2)
    .strokeColor(RULE)
    .stroke();
}

/** Label and amount pairs on the right half, the last (the total) bold, then the total in words. */
export function totalsWithWords(
  pdf: PDFKit.PDFDocument,
  entries: [label: string, paise: number][],
  { totalPaise, boldLabel }: { totalPaise: number; boldLabel: string },
): void {
  const width = innerWidth(pdf);
  pdf.moveDown(0.5);
  for (const [label, paise] of entries) {
    const y = pdf.y;
    pdf.font(label === boldLabel ? 'bold' : 'body').fontSize(10);
    pdf.text(label, MARGIN + width / 2 - 40, y, { width: width / 4 + 40 });
    pdf.text(formatRupees(paise), MARGIN + (3 * width) / 4, y, { width: width / 4, align: 'right' });
  }
  pdf.moveDown(0.5);
  pdf
    .font('body')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(totalPaise)}`, MARGIN, pdf.y, { width });
}

/** 'For <shop>' and the signatory's line, on the right. */
export function signature(pdf: PDFKit.PDFDocument, shopName: string): void {
  const width = innerWidth(pdf);
  pdf.font('body').fontSize(9).text(`For ${shopName}`, MARGIN, pdf.y, { width, align: 'right' });
  pdf.moveDown(2).text('Authorised signatory', { width, align: 'right' });
}
