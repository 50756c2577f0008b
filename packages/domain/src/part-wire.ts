/**
 * The one place a part's names change between SPEC's wire and storage (material_name, thickness,
 * parameters [{param_key, param_value}], shape_id / drawing_id) and ours (part.ts). No zod here:
 * the guest cart uses it on every page.
 */
import type { Part, PartDimension, PartDraft, PartRequest, PartSource } from './part';
import { PART_FIELDS } from './part';

type PartField = (typeof PART_FIELDS)[number];

/** A part's own fields as the add-to-cart form sends them (SPEC section 7). */
export const FORM_NAMES = {
  material: 'materialName',
  thicknessMm: 'thickness',
  quantity: 'quantity',
  finish: 'finish',
} as const satisfies Record<PartField, string>;

/** The same as SPEC's items name them (a cart, quote or order item) and as tables keep them. */
const ITEM_NAMES = {
  material: 'material_name',
  thicknessMm: 'thickness',
  quantity: 'quantity',
  finish: 'finish',
} as const satisfies Record<PartField, string>;

const isPartField = (key: string): key is PartField => (PART_FIELDS as readonly string[]).includes(key);

/** The field of SPEC's item a part's rule names (a dimension's key stays as it is). */
export const itemField = (key: string): string => (isPartField(key) ? ITEM_NAMES[key] : key);

/** The field of the add-to-cart form a part's rule names. */
export const formField = (key: string): string => (isPartField(key) ? FORM_NAMES[key] : key);

/** Ours for a field the add-to-cart form was refused on. */
export const fieldOfForm = (name: string): string => PART_FIELDS.find((field) => FORM_NAMES[field] === name) ?? name;

/** The add-to-cart form's part fields as a draft. */
export function draftOfForm(fields: Partial<Record<(typeof FORM_NAMES)[PartField], unknown>>): PartDraft {
  const draft: PartDraft = {};
  for (const field of PART_FIELDS) draft[field] = fields[FORM_NAMES[field]];
  return draft;
}

/** A dimension as SPEC names it, stored and answered (as sent, a value may still be text: WireDraft). */
export interface WireDimension {
  param_key: string;
  param_value: number;
}

/** A part's own fields as SPEC names them: a guest cart item, a quote item, a cart row, an order's item. */
export interface WirePart {
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  parameters: readonly WireDimension[];
}

/** The same, as sent: not yet read by the rules. */
export interface WireDraft {
  material_name: unknown;
  thickness: unknown;
  quantity: unknown;
  finish?: unknown;
  /** absent on a drawing's part */
  parameters?: readonly { param_key: string; param_value: unknown }[];
}

/** Where SPEC's items say a part is cut from: its shape, or (ours) the customer's drawing. */
export interface WireSource {
  shape_id?: number | null;
  drawing_id?: string | null;
  drawing_part?: number | null;
}

/** A part's own columns, as every table that keeps a part names them. */
export type PartColumns = Omit<WirePart, 'parameters'>;

/** A part's own columns as tables name them: the one list rows are selected, copied and compared by. */
export const PART_COLUMN_NAMES = PART_FIELDS.map((field) => ITEM_NAMES[field]);

// Every column of a part is in PART_COLUMN_NAMES: adding one to WirePart fails here until it is listed.
type UnlistedColumn = Exclude<keyof PartColumns, (typeof PART_COLUMN_NAMES)[number]>;
export const PART_COLUMNS_COMPLETE: [UnlistedColumn] extends [never] ? true : never = true;

/**
 * A part's own columns copied from one row or answer to the next (a cart line into its answer, its
 * quotation line and its order's item). Dimensions are named per table.
 */
export function partColumns(row: PartColumns): PartColumns {
  const columns: Partial<Record<keyof PartColumns, unknown>> = {};
  for (const name of PART_COLUMN_NAMES) columns[name] = row[name];
  return columns as PartColumns;
}

/** Two rows' part columns are the same. */
export const sameColumns = (a: PartColumns, b: PartColumns) => PART_COLUMN_NAMES.every((name) => a[name] === b[name]);

/** A part's dimensions as SPEC names them (param_key, param_value). */
export function specDimensions(part: { dimensions: readonly PartDimension[] }): WireDimension[] {
  return part.dimensions.map((d) => ({ param_key: d.key, param_value: d.value }));
}

/** SPEC's dimension list as a draft's dimensions. */
export function dimensionsOf(list: readonly { param_key: string; param_value: unknown }[]): Record<string, unknown> {
  // No prototype: a key typed as '__proto__' stays a plain (unknown) key.
  const dimensions: Record<string, unknown> = Object.create(null);
  for (const d of list) dimensions[d.param_key] = d.param_value;
  return dimensions;
}

/** A stored line's dimensions as the shape's geometry takes them (parameter key → value). */
export function paramsOf(list: readonly WireDimension[]): Record<string, number> {
  const params: Record<string, number> = {};
  for (const d of list) params[d.param_key] = Number(d.param_value);
  return params;
}

/** A part as SPEC names its fields, as a draft to read by the rules. */
export function draftOf(item: WireDraft): PartDraft {
  // One object literal, every field present: the quote reads thousands of these a second.
  return {
    material: item.material_name,
    thicknessMm: item.thickness,
    quantity: item.quantity,
    finish: item.finish,
    dimensions: item.parameters && dimensionsOf(item.parameters),
  };
}

/** A part sent in SPEC's names as a request: its drawing's id in place of the shape and dimensions. */
export const requestOf = (
  item: WireDraft & { shape_id?: number | null; drawingId?: string; drawingPart?: number },
): PartRequest =>
  item.drawingId !== undefined
    ? { drawingId: item.drawingId, ...partNumber(item.drawingPart), draft: draftOf(item) }
    : { shapeId: item.shape_id!, draft: draftOf(item) };

/** drawingPart where one is named: absent, not undefined, so requests and rows compare alike. */
const partNumber = (part: number | null | undefined) => (part == null ? {} : { drawingPart: part });

/** The plate a line of SPEC's (a cart, quote or order item, or its row) is cut from, in our names. */
export const plateOf = (line: { material_name: string; thickness: number | string }) => ({
  material: line.material_name,
  thicknessMm: Number(line.thickness),
});

/** A stored line's grade, plate and finish as documents and mails print them: 'SS 304, 2 mm, Mill Finish'. */
export const plateText = (line: { material_name: string; thickness: number; finish: string }) =>
  `${line.material_name}, ${line.thickness} mm, ${line.finish}`;

/** A part's own fields in SPEC's names, for an item sent without dimensions (a drawing's). */
export const wireFieldsOf = (part: Omit<Part, 'dimensions'>): Omit<WirePart, 'parameters'> => ({
  material_name: part.material,
  thickness: part.thicknessMm,
  quantity: part.quantity,
  finish: part.finish,
});

/** A part read by the rules, in SPEC's names for the wire or a row. */
export const wireOf = (part: Part): WirePart & { parameters: WireDimension[] } => ({
  ...wireFieldsOf(part),
  parameters: specDimensions(part),
});

/** Where a stored line is cut from, in our names. */
export const sourceOf = (line: WireSource): PartSource =>
  line.drawing_id ? { drawingId: line.drawing_id, ...partNumber(line.drawing_part) } : { shapeId: line.shape_id! };

/** A line stored in SPEC's names (already read by the rules when it was kept), back in ours. */
export const partOf = (line: WirePart): Part => ({
  material: line.material_name,
  thicknessMm: Number(line.thickness),
  quantity: Number(line.quantity),
  finish: line.finish,
  dimensions: line.parameters.map((d) => ({ key: d.param_key, value: Number(d.param_value) })),
});

/**
 * POST /shape/addcart's text fields (multipart, SPEC section 7), as the browser sends them: the
 * source, then the part; a shape's dimensions as JSON [{key, value}] (the route reads them back).
 */
export function addCartFields(source: PartSource & { shapeName?: string }, part: Part): [string, string][] {
  const fields: [string, string][] =
    'drawingId' in source
      ? [
          ['drawingId', source.drawingId],
          ...(source.drawingPart ? [['drawingPart', String(source.drawingPart)] as [string, string]] : []),
        ]
      : [
          ['shapeId', String(source.shapeId)],
          ['shapeName', source.shapeName ?? ''],
        ];
  for (const name of PART_FIELDS) fields.push([FORM_NAMES[name], String(part[name])]);
  if ('shapeId' in source) fields.push(['parameters', JSON.stringify(part.dimensions)]);
  return fields;
}
