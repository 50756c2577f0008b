import type { Nest, NestSummary } from '@steelcut/domain/schemas/nesting';
import type { Nests } from '../../db/tables.generated';
import type { Selectable } from 'kysely';
import type { KeptPart, KeptResult } from './parts';

export type NestRow = Selectable<Nests>;

const hundredth = (mm: number) => Math.round(mm * 100) / 100;

export function summaryOf(
  row: Pick<
    NestRow,
    'id' | 'material' | 'thickness_mm' | 'status' | 'created_at' | 'used_at' | 'utilisation' | 'sheet_count' | 'pieces'
  >,
): NestSummary {
  return {
    id: row.id,
    material: row.material,
    thicknessMm: row.thickness_mm,
    status: row.status as NestSummary['status'],
    createdAt: row.created_at,
    usedAt: row.used_at,
    utilisation: row.utilisation,
    sheetCount: row.sheet_count,
    pieces: row.pieces,
  };
}

/** The nest's sheets with each copy's order and line, its utilisation over all sheets, and its parts' outlines to draw. */
export function nestView(
  parts: KeptPart[],
  result: KeptResult,
): Pick<Nest, 'sheets' | 'utilisation' | 'unplaced' | 'parts'> {
  const byId = new Map(parts.map((part) => [String(part.itemId), part]));
  const lineOf = (id: string) => {
    const part = byId.get(id)!;
    return {
      orderId: part.orderId,
      orderNo: part.orderNo,
      itemId: part.itemId,
      ...(part.drawingPart === undefined ? {} : { drawingPart: part.drawingPart }),
    };
  };
  const sheetArea = result.sheets.reduce((sum, sheet) => sum + sheet.widthMm * sheet.heightMm, 0);
  const partArea = result.sheets.reduce((sum, sheet) => sum + sheet.utilisation * sheet.widthMm * sheet.heightMm, 0);
  return {
    sheets: result.sheets.map((sheet) => ({
      widthMm: sheet.widthMm,
      heightMm: sheet.heightMm,
      utilisation: sheet.utilisation,
      placements: sheet.placements.map(({ id, copy, x, y, rotation }) => ({ ...lineOf(id), copy, x, y, rotation })),
    })),
    utilisation: sheetArea > 0 ? partArea / sheetArea : 0,
    unplaced: result.unplaced.map(({ id, copy }) => {
      const { orderId, orderNo, itemId } = lineOf(id);
      return { orderId, orderNo, itemId, copy };
    }),
    parts: parts.map(({ outline, ...part }) => ({
      ...part,
      rings: [outline.outer, ...outline.holes].map((ring) => ring.flatMap((p) => [hundredth(p.x), hundredth(p.y)])),
    })),
  };
}
