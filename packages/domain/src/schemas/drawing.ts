import { z } from 'zod';
import { DRAWING_CHECK_CODES } from '../drawings/checks';
import type { DrawingLayer } from '../drawings/layers';
import type { Preview } from '../drawings/preview';
import { THUMBNAIL_MAX_CHARS } from '../drawings/thumbnail';
import { CHOSEN_UNITS, DRAWING_UNITS, type DrawingUnit } from '../drawings/units';
import { DRAWING_MSG, partLineName } from '../drawings/drawing-words';
import { MATERIAL_MSG, THICKNESS_MM } from '../materials';
import type { Outline } from '../shapes/types';

/** A customer's DXF as the API answers it (POST /drawings, GET /drawings/{id}, PUT .../units). */

export const DrawingCheckSchema = z.object({
  code: z.enum(DRAWING_CHECK_CODES),
  severity: z.enum(['block', 'warn']),
  message: z.string(),
  /** Where the preview marks it, in mm from the drawing's lower-left corner (its number is its place in the list, from 1). */
  at: z.object({ x: z.number(), y: z.number() }).optional(),
});

/** One kind of part in the drawing: measured, checked and priced on its own, ordered by its number. */
export const DrawingPartSchema = z.object({
  /** 1-based, largest area first: what cart lines, quotes and orders name as drawingPart. */
  part: z.number(),
  widthMm: z.number(),
  heightMm: z.number(),
  areaMm2: z.number(),
  cutLengthMm: z.number(),
  pierces: z.number(),
  /** How many of it the file holds (the same outline moved or turned). */
  copies: z.number(),
  /** Its own checks; one that blocks keeps this part (only) from being ordered. */
  checks: z.array(DrawingCheckSchema),
  /** Its first copy's lower-left corner, mm from the drawing's. */
  xMm: z.number(),
  yMm: z.number(),
  /** The preview's paths that draw its first copy. */
  paths: z.array(z.number()),
});
export type DrawingPartView = z.infer<typeof DrawingPartSchema>;
export type DrawingCheckView = z.infer<typeof DrawingCheckSchema>;

/**
 * What the browser draws: every contour as points (x, y pairs, mm, the drawing's lower-left corner at
 * the origin, y up), curves followed to a fraction of a millimetre; `faulty` marks the contours a
 * blocking check is about (drawn in red).
 */
export const DrawingPreviewSchema = z.object({
  paths: z.array(
    z.object({
      points: z.array(z.number()),
      closed: z.boolean(),
      faulty: z.boolean(),
    }),
  ),
  mended: z.array(z.number()).optional(),
}) satisfies z.ZodType<Preview>;
export type DrawingPreview = z.infer<typeof DrawingPreviewSchema>;

export const DrawingLayerSchema = z.object({
  name: z.string(),
  /** Entities drawn on it in model space. */
  entities: z.number(),
  included: z.boolean(),
}) satisfies z.ZodType<DrawingLayer>;

export const DrawingSchema = z.object({
  /** Unguessable: 22 characters of base64url (128 bits). */
  id: z.string(),
  /** The uploaded file's name, as the cart and the order show it. */
  name: z.string(),
  units: z.enum(Object.keys(DRAWING_UNITS) as [DrawingUnit, ...DrawingUnit[]]),
  /** 'file': read from the DXF; 'assumed': none given, read as mm; 'chosen': the customer's answer. */
  unitsFrom: z.enum(['file', 'assumed', 'chosen']),
  /** What the file itself states ($INSUNITS); null when none we read. The customer may correct it. */
  fileUnits: z.enum(Object.keys(DRAWING_UNITS) as [DrawingUnit, ...DrawingUnit[]]).nullable(),
  widthMm: z.number(),
  heightMm: z.number(),
  /** Outline less holes. */
  areaMm2: z.number(),
  /** Every contour once. */
  cutLengthMm: z.number(),
  /** One per closed contour. */
  pierces: z.number(),
  checks: z.array(DrawingCheckSchema),
  /** Each kind of part, largest first; the figures above are the whole file's. */
  parts: z.array(DrawingPartSchema),
  preview: DrawingPreviewSchema,
  /** The file's layers, each read or left out (PUT /drawings/{id}/layers); empty for a drawing read before they were kept. */
  layers: z.array(DrawingLayerSchema),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type Drawing = z.infer<typeof DrawingSchema>;

/** A drawing as a cart or order line shows it: its name, size, what it measured, its preview. */
export const LineDrawingSchema = DrawingSchema.pick({
  id: true,
  name: true,
  widthMm: true,
  heightMm: true,
  areaMm2: true,
  cutLengthMm: true,
  pierces: true,
  preview: true,
}).extend({
  /** The part of a drawing of several the line is cut from (its name then says 'part 3 of 7'). */
  part: z.number().optional(),
});
export type LineDrawing = z.infer<typeof LineDrawingSchema>;

/** What an order line keeps of its drawing: as the line shows it, and the outline in mm the floor cuts. */
export interface OrderedDrawing extends LineDrawing {
  outline: Outline;
}

/** The line's drawing alone, from a fuller one (an OrderedDrawing, a drawing's view). */
export const lineDrawingOf = (drawing: LineDrawing) => {
  const { id, name, widthMm, heightMm, areaMm2, cutLengthMm, pierces, preview, part } = drawing;
  return { id, name, widthMm, heightMm, areaMm2, cutLengthMm, pierces, preview, ...(part !== undefined && { part }) };
};

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The part's own picture: its paths, moved so its lower-left corner is the origin. */
export function partPreview(preview: DrawingPreview, part: DrawingPartView): DrawingPreview {
  return {
    paths: part.paths.flatMap((i) => {
      const path = preview.paths[i];
      if (!path) return [];
      const points = path.points.map((value, k) => hundredths(value - (k % 2 === 0 ? part.xMm : part.yMm)));
      return [{ ...path, points }];
    }),
  };
}

/**
 * The drawing as one part of it is ordered: that part's figures, checks and picture, named
 * 'name, part 3 of 7' where the file holds several. `drawingPart` may be left out only where the
 * drawing has one part (or none: then its own blocking checks refuse it).
 */
export function drawingPartOf(
  drawing: Drawing,
  drawingPart: number | undefined,
): { ok: true; drawing: Drawing & { part?: number } } | { ok: false; message: string } {
  const { parts } = drawing;
  if (drawingPart === undefined) {
    if (parts.length > 1) return { ok: false, message: DRAWING_MSG.partRequired(parts.length) };
    if (parts.length === 0) return { ok: true, drawing };
  }
  const part = parts.find((p) => p.part === (drawingPart ?? 1));
  if (!part) return { ok: false, message: DRAWING_MSG.partUnknown(parts.length) };
  const several = parts.length > 1;
  return {
    ok: true,
    drawing: {
      ...drawing,
      name: several ? partLineName(drawing.name, part.part, parts.length) : drawing.name,
      widthMm: part.widthMm,
      heightMm: part.heightMm,
      areaMm2: part.areaMm2,
      cutLengthMm: part.cutLengthMm,
      pierces: part.pierces,
      checks: part.checks,
      preview: several ? partPreview(drawing.preview, part) : drawing.preview,
      parts: [part],
      ...(several && { part: part.part }),
    },
  };
}

/** drawingPart as sent: a whole number from 1, or left out. */
export const DrawingPartNumberSchema = z.coerce
  .number({ error: DRAWING_MSG.partInvalid })
  .int(DRAWING_MSG.partInvalid)
  .min(1, DRAWING_MSG.partInvalid)
  .max(100_000, DRAWING_MSG.partInvalid);

export const DrawingReplySchema = z.object({ drawing: DrawingSchema });

/** Drawings on one page of the customer's list. */
export const DRAWINGS_PAGE_SIZE = 20;

/**
 * A drawing as the customer's list shows it: what it measured and a thumbnail, no checks and no
 * preview (a perforated plate's runs to hundreds of kilobytes: GET /drawings/{id} has it).
 */
export const DrawingListItemSchema = DrawingSchema.pick({
  id: true,
  name: true,
  units: true,
  unitsFrom: true,
  fileUnits: true,
  widthMm: true,
  heightMm: true,
  areaMm2: true,
  cutLengthMm: true,
  pierces: true,
  sizeBytes: true,
  createdAt: true,
}).extend({
  /** SVG path data in the box of `thumbnailBox(widthMm, heightMm)`, y down (drawings/thumbnail.ts). */
  thumbnail: z.string().max(THUMBNAIL_MAX_CHARS),
});
export type DrawingListItem = z.infer<typeof DrawingListItemSchema>;

/** GET /drawings?page=N: a page of the caller's drawings, newest first. */
export const DrawingListQuerySchema = z.object({
  page: z.coerce
    .number({ error: DRAWING_MSG.pageInvalid })
    .int(DRAWING_MSG.pageInvalid)
    .min(1, DRAWING_MSG.pageInvalid)
    .max(100_000, DRAWING_MSG.pageInvalid)
    .default(1),
});

export const DrawingListReplySchema = z.object({
  drawings: z.array(DrawingListItemSchema),
  total: z.number(),
  totalPages: z.number(),
  page: z.number(),
});
export type DrawingListReply = z.infer<typeof DrawingListReplySchema>;

/** 22 characters of base64url: anything else names no drawing. */
export const DrawingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, DRAWING_MSG.notFound);

export const DrawingIdParamsSchema = z.object({ id: DrawingIdSchema });

/** GET /drawings/{id}?thickness=N: the checks that depend on the plate as well, for a plate the shop cuts. */
export const DrawingQuerySchema = z.object({
  thickness: z.coerce
    .number({ error: MATERIAL_MSG.thicknessNotNumber })
    .min(THICKNESS_MM.min, MATERIAL_MSG.thicknessRange)
    .max(THICKNESS_MM.max, MATERIAL_MSG.thicknessRange)
    .optional(),
});

export const DrawingUnitsBodySchema = z.object({
  units: z.enum(CHOSEN_UNITS, { error: DRAWING_MSG.unitsInvalid }),
});

/** Layer names are what CAD programs allow: 255 characters at most; a file has not thousands of layers. */
export const DrawingLayersBodySchema = z.object(
  {
    excluded: z
      .array(z.string({ error: DRAWING_MSG.layersInvalid }).max(255, DRAWING_MSG.layersInvalid), {
        error: DRAWING_MSG.layersInvalid,
      })
      .max(5000, DRAWING_MSG.layersInvalid),
  },
  { error: DRAWING_MSG.layersInvalid },
);

/** A drawing blocks a part when one of its checks does (for the thickness asked, where given). */
export const blockingCheck = (drawing: Pick<Drawing, 'checks'>) =>
  drawing.checks.find((check) => check.severity === 'block');
