import { placeOutline } from '@steelcut/domain/nesting/sheet-dxf';
import { turnOf } from '@steelcut/domain/nesting/geometry';
import { formatMm } from '@steelcut/domain/shapes/rules';
import { SVG_COLOURS } from '@steelcut/domain/shapes/svg';
import { a4Document, innerWidth, MARGIN, table, type PdfColumn } from '../documents/pdf';
import type { KeptPart, KeptResult } from './parts';

export interface SheetPdfData {
  shopName: string;
  nestId: number;
  material: string;
  thicknessMm: number;
  gapMm: number;
  marginMm: number;
  n: number;
  sheetCount: number;
  sheet: KeptResult['sheets'][number];
  parts: KeptPart[];
}

const GREY = '#555555';
/** A table row's height at 9 points, for the room the drawing leaves it. */
const ROW = 16;
const COLUMNS: PdfColumn[] = [
  { title: 'No.', width: 40 },
  { title: 'Order', width: 140 },
  { title: 'Line', width: 40 },
  { title: 'Part', width: 260 },
  { title: 'Finish', width: 160 },
  { title: 'Pieces on this sheet', width: 120, align: 'right' },
];
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The lines on the sheet, numbered as the drawing marks them: by order, then line. */
function linesOn(data: SheetPdfData) {
  const byId = new Map(data.parts.map((part) => [String(part.itemId), part]));
  const counts = new Map<string, number>();
  for (const p of data.sheet.placements) counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
  return [...counts.entries()]
    .map(([id, pieces]) => ({ part: byId.get(id)!, pieces }))
    .sort((a, b) => a.part.orderNo.localeCompare(b.part.orderNo) || a.part.position - b.part.position)
    .map((line, i) => ({ ...line, mark: i + 1 }));
}

/**
 * One sheet for the operator (A4 landscape): the sheet drawn to scale with each part numbered, then a
 * table of the numbers' order, line, part and pieces on this sheet.
 */
export function renderSheetPdf(data: SheetPdfData): PDFKit.PDFDocument {
  const doc = a4Document(`Nest ${data.nestId} sheet ${data.n}`, { landscape: true });
  const lines = linesOn(data);
  const marks = new Map(lines.map((line) => [String(line.part.itemId), line.mark]));
  const width = innerWidth(doc);
  const { sheet } = data;

  doc
    .font('bold')
    .fontSize(14)
    .text(
      `Nest ${data.nestId} · sheet ${data.n} of ${data.sheetCount} · ${data.material} ${formatMm(data.thicknessMm)} mm`,
      MARGIN,
      MARGIN,
    );
  doc
    .font('body')
    .fontSize(9)
    .fillColor(GREY)
    .text(
      `Sheet ${formatMm(sheet.widthMm)} × ${formatMm(sheet.heightMm)} mm · ${sheet.placements.length} pieces · ` +
        `utilisation ${percent(sheet.utilisation)} · gap ${formatMm(data.gapMm)} mm · margin ${formatMm(data.marginMm)} mm · ${data.shopName}`,
    )
    .fillColor('black');

  // The sheet to scale, its lower-left corner at the bottom left, y up as in the DXF.
  const top = doc.y + 8;
  // Room for the table under the drawing when it is short; a long one goes on over the next pages.
  const tableRows = Math.min(lines.length + 1, 12);
  const box = { width, height: Math.max(240, doc.page.height - MARGIN - top - 10 - tableRows * ROW) };
  const k = Math.min(box.width / sheet.widthMm, box.height / sheet.heightMm);
  const left = MARGIN + (box.width - sheet.widthMm * k) / 2;
  const at = (x: number, y: number): [number, number] => [left + x * k, top + (sheet.heightMm - y) * k];
  doc
    .rect(left, top, sheet.widthMm * k, sheet.heightMm * k)
    .lineWidth(0.8)
    .stroke(GREY);
  const byId = new Map(data.parts.map((part) => [String(part.itemId), part]));
  for (const p of sheet.placements) {
    const part = byId.get(p.id)!;
    const placed = placeOutline(part.outline, p.rotation, p.x, p.y);
    for (const ring of [placed.outer, ...placed.holes]) {
      ring.forEach((q, i) => (i === 0 ? doc.moveTo(...at(q.x, q.y)) : doc.lineTo(...at(q.x, q.y))));
      doc.closePath();
    }
    doc.lineWidth(0.5).fillAndStroke(SVG_COLOURS.fill, SVG_COLOURS.stroke, 'even-odd');
    const [cos, sin] = turnOf(p.rotation);
    const { x, y, r } = part.label;
    const [cx, cy] = at(x * cos - y * sin + p.x, x * sin + y * cos + p.y);
    const label = String(marks.get(p.id));
    const size = Math.max(5, Math.min(12, r * k * 1.2));
    doc.font('bold').fontSize(size).fillColor('black');
    const w = doc.widthOfString(label);
    doc.text(label, cx - w / 2, cy - doc.currentLineHeight() / 2, { lineBreak: false });
  }

  doc.y = top + sheet.heightMm * k + 10;
  table(
    doc,
    COLUMNS,
    lines.map(({ part, pieces, mark }) => [
      String(mark),
      part.orderNo,
      String(part.position),
      part.title,
      part.finish,
      `${pieces} of ${part.quantity}`,
    ]),
    { bottomSpace: MARGIN + ROW },
  );
  doc.end();
  return doc;
}
