import { z } from 'zod';
import { MATERIAL_NAMES, THICKNESS_MM } from '../materials';
import { SHEET_MM } from '../shapes/limits';

/**
 * Nesting (issue 33): the sheets the shop stocks per plate, the gap and margin the floor keeps, the
 * finishes whose direction a part keeps; and the API's nests (POST/GET /api/admin/nests).
 */
export const NESTING_MSG = {
  sheetSize: 'A sheet is 100 to 6000 mm on each side',
  sheetCount: 'A count is a whole number of pieces from 1 to 999 (leave it empty for full sheets bought as needed)',
  sheetThickness: `A thickness is ${THICKNESS_MM.min} to ${THICKNESS_MM.max} mm in steps of ${THICKNESS_MM.step} mm`,
  sheetGrade: 'Choose the grade of the sheet',
  gap: 'The gap between parts is 0 to 50 mm',
  margin: 'The margin at the sheet’s edge is 0 to 100 mm',
  directionalFinish: 'A finish that keeps its direction must be one of the shop’s finishes',
  material: 'Choose a grade',
  thickness: 'Choose a thickness',
  orderIds: 'Give at most 500 order ids, each once',
  nothingToNest: 'No confirmed order lines of this plate are waiting to be cut',
  notFound: 'Nest not found',
  sheetNotFound: 'This nest has no such sheet',
  busy: 'A nest is being worked out: try again when it has finished',
  failed: 'The nest could not be worked out',
  alreadyUsed: 'This nest is already in use',
  taken: 'Some of these parts are already in a nest in use: nest again',
  unplaced: 'Some parts fit no stocked sheet: leave their orders out or add a sheet that fits them, and nest again',
  used: 'The nest is in use: its sheets are the floor’s plan',
} as const;

const Millimetres = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

const Thickness = z
  .number({ error: NESTING_MSG.sheetThickness })
  .min(THICKNESS_MM.min, NESTING_MSG.sheetThickness)
  .max(THICKNESS_MM.max, NESTING_MSG.sheetThickness)
  .refine((mm) => Math.abs(mm * 10 - Math.round(mm * 10)) < 1e-9, NESTING_MSG.sheetThickness);

const Grade = (message: string) => z.enum(MATERIAL_NAMES as [string, ...string[]], { error: message });

/** One stocked size of one plate; a count for remnants (that many pieces on hand), none for full sheets. */
export const StockedSheetSchema = z.object({
  material: Grade(NESTING_MSG.sheetGrade),
  thicknessMm: Thickness,
  widthMm: Millimetres(100, 6000, NESTING_MSG.sheetSize),
  heightMm: Millimetres(100, 6000, NESTING_MSG.sheetSize),
  count: z
    .number({ error: NESTING_MSG.sheetCount })
    .int(NESTING_MSG.sheetCount)
    .min(1, NESTING_MSG.sheetCount)
    .max(999, NESTING_MSG.sheetCount)
    .nullable(),
});
export type StockedSheet = z.infer<typeof StockedSheetSchema>;

export const NestingSettingsSchema = z.object({
  /** Per grade and thickness; a plate with none listed is nested on the largest sheet (partLimits). */
  sheets: z.array(StockedSheetSchema).max(200),
  gapMm: Millimetres(0, 50, NESTING_MSG.gap),
  marginMm: Millimetres(0, 100, NESTING_MSG.margin),
  /** Finish names (the shop's finishes) whose parts turn only by 180° (brushed, polished). */
  directionalFinishes: z.array(z.string()).max(10),
});
export type NestingSettings = z.infer<typeof NestingSettingsSchema>;

export const DEFAULT_NESTING: NestingSettings = { sheets: [], gapMm: 5, marginMm: 10, directionalFinishes: [] };

/** The nesting settings; shop settings saved before they existed have none of their own. */
export const nestingOf = (shop: { nesting?: NestingSettings }): NestingSettings => shop.nesting ?? DEFAULT_NESTING;

/**
 * The sheets a plate is nested on, in the order used: remnants first (use them up), then full sheets as
 * listed; none listed, the shop's largest sheet (partLimits).
 */
export function sheetsFor(
  nesting: NestingSettings,
  material: string,
  thicknessMm: number,
  largest: { short: number; long: number } = SHEET_MM,
) {
  const listed = nesting.sheets.filter(
    (sheet) => sheet.material === material && Math.abs(sheet.thicknessMm - thicknessMm) < 1e-9,
  );
  if (listed.length === 0) return [{ widthMm: largest.long, heightMm: largest.short }];
  const remnants = listed.filter((sheet) => sheet.count !== null);
  const full = listed.filter((sheet) => sheet.count === null);
  return [...remnants, ...full].map(({ widthMm, heightMm, count }) => ({
    widthMm,
    heightMm,
    ...(count === null ? {} : { count }),
  }));
}

/** The turns a part may be cut at: any quarter, or only a half turn where its finish has a direction. */
export function rotationsFor(nesting: NestingSettings, finish: string): number[] {
  const directional = nesting.directionalFinishes.some((name) => name.toLowerCase() === finish.toLowerCase());
  return directional ? [0, 180] : [0, 90, 180, 270];
}

// ---- The API ----

export const NestBodySchema = z.object({
  material: Grade(NESTING_MSG.material),
  thicknessMm: z.number({ error: NESTING_MSG.thickness }).min(0, NESTING_MSG.thickness).max(1000),
  orderIds: z
    .array(z.number().int().positive(), { error: NESTING_MSG.orderIds })
    .max(500, NESTING_MSG.orderIds)
    .refine((ids) => new Set(ids).size === ids.length, NESTING_MSG.orderIds)
    .optional(),
});
export type NestBody = z.infer<typeof NestBodySchema>;

export const PlateQuerySchema = z.object({
  material: Grade(NESTING_MSG.material),
  thicknessMm: z.coerce.number({ error: NESTING_MSG.thickness }).min(0, NESTING_MSG.thickness).max(1000),
});

/** Which order line, and which part of its drawing where the drawing holds several. */
const NestLineRefSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  itemId: z.number(),
  drawingPart: z.number().optional(),
});

/** One copy of an order line on a sheet: its outline turned by `rotation` degrees about (0, 0) as in its own DXF, then moved by (x, y). */
export const NestPlacementSchema = NestLineRefSchema.extend({
  /** Which piece of the line's quantity, from 1. */
  copy: z.number(),
  x: z.number(),
  y: z.number(),
  rotation: z.number(),
});
export type NestPlacement = z.infer<typeof NestPlacementSchema>;

export const NestSheetSchema = z.object({
  widthMm: z.number(),
  heightMm: z.number(),
  utilisation: z.number(),
  placements: z.array(NestPlacementSchema),
});
export type NestSheet = z.infer<typeof NestSheetSchema>;

export const NEST_STATUSES = ['proposed', 'used'] as const;

/** An order line (one part) of a nest, with its outline for drawing the sheets. */
export const NestPartSchema = NestLineRefSchema.extend({
  /** The line's place in its order, from 1 (as the job pack names it). */
  position: z.number(),
  title: z.string(),
  finish: z.string(),
  quantity: z.number(),
  /** Outline then holes, each [x, y, …] in mm as flat numbers (arcs as their chords). */
  rings: z.array(z.array(z.number())),
  /** The widest circle in the material, in the part's own frame: where its label goes. */
  label: z.object({ x: z.number(), y: z.number(), r: z.number() }),
});
export type NestPart = z.infer<typeof NestPartSchema>;

export const NestSchema = z.object({
  id: z.number(),
  material: z.string(),
  thicknessMm: z.number(),
  status: z.enum(NEST_STATUSES),
  gapMm: z.number(),
  marginMm: z.number(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  sheets: z.array(NestSheetSchema),
  /** All sheets' parts' area over all sheets' area. */
  utilisation: z.number(),
  unplaced: z.array(z.object({ orderId: z.number(), orderNo: z.string(), itemId: z.number(), copy: z.number() })),
  parts: z.array(NestPartSchema),
});
export type Nest = z.infer<typeof NestSchema>;
export const NestReplySchema = z.object({ nest: NestSchema });

export const NestSummarySchema = NestSchema.pick({
  id: true,
  material: true,
  thicknessMm: true,
  status: true,
  createdAt: true,
  usedAt: true,
  utilisation: true,
}).extend({ sheetCount: z.number(), pieces: z.number() });
export const NestListSchema = z.object({ nests: z.array(NestSummarySchema) });
export type NestSummary = z.infer<typeof NestSummarySchema>;

/** An order line waiting to be cut on a plate. */
export const WaitingLineSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  itemId: z.number(),
  position: z.number(),
  title: z.string(),
  finish: z.string(),
  quantity: z.number(),
  orderDate: z.string(),
});
export type WaitingLine = z.infer<typeof WaitingLineSchema>;
export const WaitingReplySchema = z.object({ lines: z.array(WaitingLineSchema) });

/** Where an order's parts are cut from: its lines on the sheets of nests in use. */
export const OrderSheetsSchema = z.object({
  sheets: z.array(
    z.object({
      nestId: z.number(),
      sheet: z.number(),
      sheetCount: z.number(),
      itemId: z.number(),
      pieces: z.number(),
    }),
  ),
});
export type OrderSheets = z.infer<typeof OrderSheetsSchema>;
