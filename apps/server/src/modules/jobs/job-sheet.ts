import type { PartMeasures } from '@steelcut/domain/part';
import { formatMm } from '@steelcut/domain/shapes/rules';
import { a4Document, MARGIN } from '../documents/pdf';
import { drawPart, type PartPicture } from './part-drawing';

export interface JobSheetItem {
  /** 1-based, as the file names count. */
  position: number;
  /** The shape's name, or the customer's drawing's. */
  title: string;
  picture: PartPicture;
  /** The catalogue shape's parameters as label and value (none for a drawing). */
  parameters: [string, string][];
  /** One piece. */
  measures: PartMeasures;
  material: string;
  thicknessMm: number;
  finish: string;
  quantity: number;
  /** The item's files in the pack: its DXF and, when the customer sent one, their drawing. */
  files: string[];
}

export interface JobSheetData {
  /** The shop's trading name, at the head of every page's footer. */
  shopName: string;
  orderNo: string;
  /** dd Month yyyy in India */
  orderDate: string;
  status: string;
  /** The dispatch tier's name and the date promised ('Wed, 2 Dec 2026'; null on older orders). */
  dispatch: { tier: string; express: boolean; by: string | null };
  customer: { name: string; phone: string; email: string };
  address: string[];
  items: JobSheetItem[];
}

const GREY = '#555555';
const RULE = '#bbbbbb';
const EXPRESS_RED = '#b71c1c';
const CARD_HEIGHT = 246;
const DRAWING = { width: 240, height: 180 };
const LABEL_WIDTH = 92;

const number = (value: number, digits: number) =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits }).format(value);
/** Grams matter on a small washer, not on a 200 kg base plate. */
const kg = (value: number) => `${number(value, value < 1 ? 3 : value < 10 ? 2 : 1)} kg`;
const counted = (n: number, one: string, many: string) => `${number(n, 0)} ${n === 1 ? one : many}`;
const metres = (mm: number) => `${number(mm / 1000, mm < 1000 ? 3 : 2)} m`;

/** The order's job sheet as a PDF stream: who it is for, then each part drawn with what to cut. */
export function renderJobSheet(data: JobSheetData): PDFKit.PDFDocument {
  const doc = a4Document(`Job sheet ${data.orderNo}`, { bufferPages: true });
  const measured = data.items.map((item) => ({ item, measures: item.measures }));
  header(doc, data, measured);
  measured.forEach(({ item, measures }) => {
    if (doc.y + CARD_HEIGHT > doc.page.maxY()) doc.addPage();
    card(doc, item, measures, data.items.length);
  });
  footers(doc, data.shopName, data.orderNo);
  doc.end();
  return doc;
}

function header(
  doc: PDFKit.PDFDocument,
  data: JobSheetData,
  measured: { item: JobSheetItem; measures: PartMeasures }[],
) {
  const width = doc.page.width - 2 * MARGIN;
  const half = width / 2 - 10;
  const pieces = data.items.reduce((sum, item) => sum + item.quantity, 0);
  const total = (of: (m: PartMeasures) => number) =>
    measured.reduce((sum, { item, measures }) => sum + of(measures) * item.quantity, 0);

  doc.fillColor('black').font('bold').fontSize(18).text('Job sheet', MARGIN, MARGIN);
  doc.fontSize(13).text(data.orderNo);
  doc.font('body').fontSize(9).fillColor(GREY).text(`Ordered ${data.orderDate} · ${data.status}`);
  // Large, for the floor: an express job stands out from across the shop.
  const { dispatch } = data;
  doc
    .moveDown(0.3)
    .font('bold')
    .fontSize(15)
    .fillColor(dispatch.express ? EXPRESS_RED : 'black')
    .text(dispatch.express ? dispatch.tier.toUpperCase() : dispatch.tier, { width: half });
  if (dispatch.by) doc.text(`Dispatch by ${dispatch.by}`, { width: half });
  const leftBottom = doc.y;

  const right = { width: half, align: 'right' as const };
  doc
    .fillColor('black')
    .font('bold')
    .fontSize(11)
    .text(
      `${counted(data.items.length, 'item', 'items')} · ${counted(pieces, 'piece', 'pieces')}`,
      MARGIN + width / 2 + 10,
      MARGIN + 4,
      right,
    );
  doc.font('body').fontSize(9);
  doc.text(`Weight ${kg(total((m) => m.weightKg ?? 0))}`, right);
  doc.text(`Cut length ${metres(total((m) => m.cutLengthMm))}`, right);
  doc.text(
    `Pierces ${number(
      total((m) => m.pierces),
      0,
    )}`,
    right,
  );
  doc.y = Math.max(leftBottom, doc.y) + 12;

  const top = doc.y;
  doc.font('bold').fontSize(8).fillColor(GREY).text('CUSTOMER', MARGIN, top, { width: half });
  doc.font('bold').fontSize(11).fillColor('black').text(data.customer.name, { width: half });
  doc.font('body').fontSize(9).text(data.customer.phone, { width: half });
  doc.text(data.customer.email, { width: half });
  const customerBottom = doc.y;
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(GREY)
    .text('DELIVER TO', MARGIN + width / 2 + 10, top, { width: half });
  doc.font('body').fontSize(9).fillColor('black');
  for (const line of data.address) doc.text(line, { width: half });
  doc.y = Math.max(customerBottom, doc.y) + 10;
  rule(doc, 1);
}

function card(doc: PDFKit.PDFDocument, item: JobSheetItem, measures: PartMeasures, count: number) {
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y + 10;
  doc
    .fillColor('black')
    .font('bold')
    .fontSize(12)
    .text(`Item ${item.position} of ${count} · ${item.title}`, MARGIN, top, { width: width - 120 });
  doc.fontSize(14).text(`× ${item.quantity}`, MARGIN + width - 120, top - 2, { width: 120, align: 'right' });

  const box = { x: MARGIN, y: top + 22, ...DRAWING };
  doc.lineWidth(0.5).rect(box.x, box.y, box.width, box.height).stroke(RULE);
  drawPart(doc, item.picture, {
    x: box.x + 10,
    y: box.y + 10,
    width: box.width - 20,
    height: box.height - 20,
  });

  const column = { x: box.x + box.width + 14, width: width - box.width - 14 };
  doc.y = box.y;
  const each = (value: string, all: string) => (item.quantity > 1 ? `${value} each · ${all} in all` : value);
  const rows: [string, string][] = [
    ['Grade', item.material],
    ['Thickness', `${formatMm(item.thicknessMm)} mm`],
    ['Finish', item.finish],
    ['Quantity', counted(item.quantity, 'piece', 'pieces')],
    ['Size', `${formatMm(measures.widthMm)} × ${formatMm(measures.heightMm)} mm`],
    ...item.parameters,
    ['Weight', measures.weightKg ? each(kg(measures.weightKg), kg(measures.weightKg * item.quantity)) : '—'],
    ['Cut length', each(metres(measures.cutLengthMm), metres(measures.cutLengthMm * item.quantity))],
    ['Pierces', each(String(measures.pierces), String(measures.pierces * item.quantity))],
  ];
  for (const [label, value] of rows) row(doc, column, label, value);

  doc
    .font('body')
    .fontSize(7.5)
    .fillColor(GREY)
    .text(`Files: ${item.files.join(', ')}`, MARGIN, box.y + box.height + 6, { width });
  doc.y = Math.max(doc.y, box.y + box.height + 20) + 4;
  rule(doc, 0.5);
}

function row(doc: PDFKit.PDFDocument, column: { x: number; width: number }, label: string, value: string) {
  const y = doc.y;
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(label, column.x, y + 0.5, { width: LABEL_WIDTH - 4 });
  const labelBottom = doc.y;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('black')
    .text(value, column.x + LABEL_WIDTH, y, { width: column.width - LABEL_WIDTH });
  doc.y = Math.max(labelBottom, doc.y) + 3;
}

function rule(doc: PDFKit.PDFDocument, lineWidth: number) {
  doc
    .lineWidth(lineWidth)
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .stroke(RULE);
}

/** Every page says which order it belongs to, so loose sheets find their way back. */
function footers(doc: PDFKit.PDFDocument, shopName: string, orderNo: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const text = `${shopName} · ${orderNo} · job sheet · page ${i - start + 1} of ${count}`;
    doc.font('body').fontSize(8).fillColor(GREY);
    doc.text(text, doc.page.width - MARGIN - doc.widthOfString(text), doc.page.height - MARGIN + 14, {
      lineBreak: false,
    });
  }
}
