import { FINISHES } from './materials';
import type { ShopSettings } from './schemas/shop';

/** What the shop cuts: the thicknesses it stocks per grade and the finishes it offers (shop settings). */
export type ShopOffer = Pick<ShopSettings, 'stock' | 'finishes'>;

/** A fresh install: every thickness from 1 to 30 mm, Mill Finish only (DEFAULT_SHOP's stock and finishes). */
export const DEFAULT_OFFER: ShopOffer = {
  stock: null,
  finishes: FINISHES.map((name) => ({ name, adderPaisePerM2: 0 })),
};

const mm = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** 'A', 'A or B', 'A, B or C'. */
const orList = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

export const OFFER_MSG = {
  notStocked: (material: string, thicknessesMm: readonly number[]) =>
    `${material} is stocked in ${thicknessesMm.map((t) => mm.format(t)).join(', ')} mm; choose one of these.`,
  gradeNotStocked: (material: string) => `${material} is not in stock at the moment; choose another grade.`,
  finishNotOffered: (names: readonly string[]) => `Finish must be ${orList(names)}`,
} as const;

/** Thickness compared in whole tenths of a millimetre (the step of THICKNESS_MM). */
const tenths = (thicknessMm: number) => Math.round(thicknessMm * 10);

/**
 * The thicknesses stocked in `material`, thinnest first: null when every thickness is offered (no
 * stock list), [] when the list leaves the grade out (it is not stocked).
 */
export function stockedThicknesses(stock: ShopOffer['stock'], material: string): number[] | null {
  if (stock === null) return null;
  const row = stock.find((entry) => entry.material === material);
  return row ? [...row.thicknessesMm].sort((a, b) => a - b) : [];
}

/** Why this grade and thickness cannot be cut from stock, if so: which field and the message. */
export function stockError(
  stock: ShopOffer['stock'],
  material: string,
  thicknessMm: number,
): { key: 'material' | 'thicknessMm'; message: string } | undefined {
  const stocked = stockedThicknesses(stock, material);
  if (stocked === null) return undefined;
  if (stocked.length === 0) return { key: 'material', message: OFFER_MSG.gradeNotStocked(material) };
  if (stocked.some((t) => tenths(t) === tenths(thicknessMm))) return undefined;
  return { key: 'thicknessMm', message: OFFER_MSG.notStocked(material, stocked) };
}

/** The finish's message when the shop does not offer it; an empty finish means the first (Mill Finish). */
export function finishError(finishes: ShopOffer['finishes'], finish: unknown): string | undefined {
  if (finish === undefined || finish === '') return undefined;
  return finishes.some((row) => row.name === finish)
    ? undefined
    : OFFER_MSG.finishNotOffered(finishes.map((f) => f.name));
}

/** What the finish adds per m² of plate, in paise (0 for Mill Finish or a finish no longer offered). */
export function finishAdderPaisePerM2(finishes: ShopOffer['finishes'], finish: string): number {
  return finishes.find((row) => row.name === finish)?.adderPaisePerM2 ?? 0;
}
