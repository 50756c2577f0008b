import { CHORD_TOLERANCE_MM } from '@steelcut/domain/geometry/tolerances';
import { sheetDxf } from '@steelcut/domain/nesting/sheet-dxf';
import type { NestRequest } from '@steelcut/domain/nesting/sheets';
import {
  NESTING_MSG,
  nestingOf,
  rotationsFor,
  sheetsFor,
  type Nest,
  type NestBody,
  type NestSummary,
  type OrderSheets,
  type WaitingLine,
} from '@steelcut/domain/schemas/nesting';
import { partLimitsOf } from '@steelcut/domain/schemas/shop';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/constraint';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import type { ShopService } from '../shop/service';
import { NestBusy, type NestRunner } from './nest-runner';
import { labelOf, outlineOf, type KeptPart, type KeptResult } from './parts';
import { createNestRepository } from './repository';
import { renderSheetPdf } from './sheet-pdf';
import { nestView, summaryOf, type NestRow } from './views';

interface Deps {
  db: Db;
  shop: ShopService;
  runner: NestRunner;
  /** How long a nest searches after its first filling. */
  seconds: number;
}

/** The whole search works on chords; a true arc strays up to this far outside its chord, on either part. */
const ARC_ALLOWANCE_MM = CHORD_TOLERANCE_MM;

/** The floor's day (issue 33): the open orders' lines of one plate nested on the shop's sheets, kept and used. */
export function createNestService({ db, shop, runner, seconds }: Deps) {
  const repo = createNestRepository(db);

  /** The lines waiting on the plate, each as a nest's line: with its place in its order. */
  async function waiting(material: string, thicknessMm: number, orderIds?: readonly number[]) {
    const rows = await repo.waitingLines(material, thicknessMm, orderIds);
    const orderLines = await repo.lineIdsOf([...new Set(rows.map((row) => row.order_id))]);
    const positions = new Map<number, number>();
    const counted = new Map<number, number>();
    for (const line of orderLines) {
      const position = (counted.get(line.order_id) ?? 0) + 1;
      counted.set(line.order_id, position);
      positions.set(line.id, position);
    }
    return rows.map((row) => ({
      row,
      line: {
        orderId: row.order_id,
        orderNo: row.order_no,
        itemId: row.id,
        position: positions.get(row.id)!,
        title: row.shape_name,
        finish: row.finish,
        quantity: row.quantity,
      },
    }));
  }

  async function load(id: number): Promise<NestRow> {
    const row = await repo.find(id);
    if (!row) throw notFound(NESTING_MSG.notFound);
    return row;
  }

  return {
    async waitingLines(material: string, thicknessMm: number): Promise<WaitingLine[]> {
      return (await waiting(material, thicknessMm)).map(({ row, line }) => ({ ...line, orderDate: row.order_date }));
    },

    /** Nests the plate's waiting lines (of those orders, if given) in a worker and keeps the nest as proposed. */
    async create(adminId: number, body: NestBody): Promise<Nest> {
      const lines = await waiting(body.material, body.thicknessMm, body.orderIds);
      if (lines.length === 0) throw badRequest(NESTING_MSG.nothingToNest, 'VALIDATION');
      const settings = await shop.get();
      const nesting = nestingOf(settings);
      const parts = lines.map(({ row, line }) => ({ ...line, outline: outlineOf(row) }));
      const request: NestRequest = {
        parts: parts.map((part) => ({
          id: String(part.itemId),
          outline: [part.outline.outer, ...part.outline.holes].map((ring) => ring.map((p) => [p.x, p.y] as const)),
          quantity: part.quantity,
          rotations: rotationsFor(nesting, part.finish),
        })),
        sheets: sheetsFor(nesting, body.material, body.thicknessMm, partLimitsOf(settings).sheet),
        gapMm: nesting.gapMm + 2 * ARC_ALLOWANCE_MM,
        marginMm: nesting.marginMm + ARC_ALLOWANCE_MM,
        seconds,
        seed: 1,
      };
      let answer;
      try {
        answer = await runner.run(request);
      } catch (error) {
        if (error instanceof NestBusy) throw conflict(NESTING_MSG.busy);
        throw error;
      }
      const kept: KeptPart[] = parts.map((part, i) => ({ ...part, label: answer.labels[i] }));
      const result: KeptResult = { sheets: answer.sheets, unplaced: answer.unplaced };
      const view = nestView(kept, result);
      const id = await repo.insert({
        material: body.material,
        thickness_mm: body.thicknessMm,
        gap_mm: nesting.gapMm,
        margin_mm: nesting.marginMm,
        parts: JSON.stringify(kept),
        result: JSON.stringify(result),
        utilisation: view.utilisation,
        sheet_count: result.sheets.length,
        pieces: result.sheets.reduce((sum, sheet) => sum + sheet.placements.length, 0),
        created_at: nowIso(),
        created_by: adminId,
      });
      return (await this.get(id)) satisfies Nest;
    },

    async list(): Promise<NestSummary[]> {
      return (await repo.list()).map(summaryOf);
    },

    async get(id: number): Promise<Nest> {
      const row = await load(id);
      return { ...summaryFields(row), ...nestView(JSON.parse(row.parts), JSON.parse(row.result)) };
    },

    /** Keeps the nest as the floor's plan: each of its lines held by it alone. */
    async use(id: number): Promise<Nest> {
      try {
        await db.transaction().execute(async (trx) => {
          const tx = createNestRepository(trx);
          const row = await tx.find(id, true);
          if (!row) throw notFound(NESTING_MSG.notFound);
          if (row.status === 'used') throw conflict(NESTING_MSG.alreadyUsed);
          const result = JSON.parse(row.result) as KeptResult;
          if (result.unplaced.length > 0) throw conflict(NESTING_MSG.unplaced);
          const parts = JSON.parse(row.parts) as KeptPart[];
          if ((await tx.takenOf(parts.map((part) => part.itemId))).length > 0) throw conflict(NESTING_MSG.taken);
          await tx.holdLines(parts.map((part) => ({ item_id: part.itemId, order_id: part.orderId, nest_id: id })));
          await tx.markUsed(id, nowIso());
        });
      } catch (error) {
        // Two nests of the same lines used at once: the second meets the first's rows.
        if (isUniqueViolation(error)) throw conflict(NESTING_MSG.taken);
        throw error;
      }
      return this.get(id);
    },

    /** Sheet n (from 1) for the cutting machine. */
    async sheetDxf(id: number, n: number) {
      const { row, parts, sheet } = await sheetOf(id, n);
      const byId = new Map(parts.map((part) => [String(part.itemId), part]));
      const pieces = sheet.placements.map((p) => {
        const part = byId.get(p.id)!;
        return { outline: part.outline, label: labelOf(part), spot: part.label, x: p.x, y: p.y, rotation: p.rotation };
      });
      return { fileName: sheetFileName(row, n, 'dxf'), dxf: sheetDxf(sheet, pieces) };
    },

    /** Sheet n (from 1) for the operator: drawn to scale, parts numbered, a table of what is on it. */
    async sheetPdf(id: number, n: number) {
      const [{ row, parts, sheet }, { tradingName }] = await Promise.all([sheetOf(id, n), shop.get()]);
      const pdf = renderSheetPdf({
        shopName: tradingName,
        nestId: row.id,
        material: row.material,
        thicknessMm: row.thickness_mm,
        gapMm: row.gap_mm,
        marginMm: row.margin_mm,
        n,
        sheetCount: row.sheet_count,
        sheet,
        parts,
      });
      return { fileName: sheetFileName(row, n, 'pdf'), pdf };
    },

    /** The sheets the order's lines are cut from, in nests in use. */
    async sheetsOfOrder(orderId: number): Promise<OrderSheets['sheets']> {
      const rows = await repo.nestsOfOrder(orderId);
      const results = new Map<number, KeptResult>();
      return rows.flatMap((row) => {
        if (!results.has(row.id)) results.set(row.id, JSON.parse(row.result));
        return results.get(row.id)!.sheets.flatMap((sheet, s) => {
          const pieces = sheet.placements.filter((p) => p.id === String(row.item_id)).length;
          return pieces > 0
            ? [{ nestId: row.id, sheet: s + 1, sheetCount: row.sheet_count, itemId: row.item_id, pieces }]
            : [];
        });
      });
    },
  };

  async function sheetOf(id: number, n: number) {
    const row = await load(id);
    const result = JSON.parse(row.result) as KeptResult;
    const sheet = result.sheets[n - 1];
    if (!sheet) throw notFound(NESTING_MSG.sheetNotFound);
    return { row, parts: JSON.parse(row.parts) as KeptPart[], sheet };
  }
}
export type NestService = ReturnType<typeof createNestService>;

function summaryFields(row: NestRow) {
  const { sheetCount: _sheets, pieces: _pieces, ...fields } = summaryOf(row);
  return { ...fields, gapMm: row.gap_mm, marginMm: row.margin_mm };
}

/** e.g. nest-12-SS304-2mm-sheet-1.dxf */
export const sheetFileName = (row: Pick<NestRow, 'id' | 'material' | 'thickness_mm'>, n: number, ext: string) =>
  `nest-${row.id}-${row.material.replace(/\W/g, '')}-${row.thickness_mm}mm-sheet-${n}.${ext}`;
