import { DEFAULT_PART_LIMITS, type PartLimits } from '../shapes/limits';
import { EPSILON_MM } from '../geometry/tolerances';
import type { Budget } from './budget';
import type { Contour } from './chain';
import { narrowGaps } from './clearance';
import { inscribedWidth } from './inscribed';
import { JOIN_MM } from '../geometry/tolerances';
import { CHECK_MESSAGES } from './messages';
import { ringTree } from './ring-tree';
import { endOf, startOf } from './pieces';
import type { Traced } from './rings';
import type { Vec } from '../geometry/vec';
import { distance } from '../geometry/vec';

export const DRAWING_CHECK_CODES = [
  'open-contour',
  'crossing-contours',
  'multiple-parts',
  'too-large',
  'too-small',
  'feature-too-small',
  'ignored-entities',
  'units-assumed',
  'duplicate-lines-removed',
  'gaps-closed',
  'layers-left-out',
] as const;

export type DrawingCheckCode = (typeof DRAWING_CHECK_CODES)[number];

/** 'block': the part cannot be cut as drawn; 'warn': it can, and the customer should know why it looks so. */
export interface DrawingCheck {
  code: DrawingCheckCode;
  severity: 'block' | 'warn';
  message: string;
  /** Where the preview marks it (mm from the drawing's lower-left corner), when it is about one place. */
  at?: Vec;
}

/** Past a few messages of one kind, the customer has the idea. */
const MAX_CHECKS_OF_A_KIND = 5;

/** The first few checks of each kind, in the order given. */
export function capped(checks: DrawingCheck[]): DrawingCheck[] {
  const seen = new Map<DrawingCheckCode, number>();
  return checks.filter((check) => {
    const count = (seen.get(check.code) ?? 0) + 1;
    seen.set(check.code, count);
    return count <= MAX_CHECKS_OF_A_KIND;
  });
}

/** One check per open contour, naming the nearest other loose end; with the contour's index. */
export function openContourChecks(contours: Contour[]): { check: DrawingCheck; contour: number }[] {
  const open = contours.flatMap((c, i) => (c.closed ? [] : [i]));
  const looseEnds = open.flatMap((i) => {
    const c = contours[i];
    return [startOf(c.pieces[0]), endOf(c.pieces[c.pieces.length - 1])];
  });
  return open.map((index, i) => {
    const contour = contours[index];
    const end = looseEnds[2 * i + 1];
    const others = looseEnds.filter((_, k) => k !== 2 * i + 1);
    const nearest = others.reduce((best, p) => (distance(end, p) < distance(end, best) ? p : best), others[0]);
    const alone = contour.pieces.length === 1 && open.length === 1;
    const message = alone
      ? CHECK_MESSAGES.openEnd(end, undefined, 0)
      : CHECK_MESSAGES.openEnd(end, nearest, distance(end, nearest));
    return { check: { code: 'open-contour', severity: 'block', message, at: end }, contour: index };
  });
}

/** The drawing holds several parts: no longer a block, each is measured, checked and priced alone. */
export function partsCheck(count: number, kinds: number): DrawingCheck[] {
  if (count < 2) return [];
  return [{ code: 'multiple-parts', severity: 'warn', message: CHECK_MESSAGES.separateParts(count, kinds) }];
}

/** Whether the part's box is within the shop's limits: at least `minMm` each way, on the sheet either way round. */
export function sizeChecks(
  width: number,
  height: number,
  corner?: Vec,
  limits: PartLimits = DEFAULT_PART_LIMITS,
): DrawingCheck[] {
  const at = corner && { at: corner };
  const { minMm, sheet } = limits;
  if (width < minMm - EPSILON_MM || height < minMm - EPSILON_MM) {
    return [{ code: 'too-small', severity: 'block', message: CHECK_MESSAGES.tooSmall(width, height, minMm), ...at }];
  }
  const [short, long] = [sheet.short + EPSILON_MM, sheet.long + EPSILON_MM];
  const fits = (width <= long && height <= short) || (width <= short && height <= long);
  const message = CHECK_MESSAGES.tooLarge(width, height, sheet);
  return fits ? [] : [{ code: 'too-large', severity: 'block', message, ...at }];
}

/**
 * The catalogue's rule made general: no hole narrower than the plate is thick (its widest
 * inscribed circle), and no web of material thinner than the plate between two holes or a hole
 * and the edge. Chords of curves stray inward by FLATTEN_MM at most, so JOIN_MM of slack keeps
 * a feature exactly as wide as the plate from failing. `rings`: the part's outline, then its
 * holes; `faulty`: the indices in `rings` of the contours a check is about.
 */
export function featureChecks(
  rings: Traced[],
  thicknessMm: number,
  budget: Budget,
): { checks: DrawingCheck[]; faulty: number[] } {
  const limit = thicknessMm - JOIN_MM;
  const checks: DrawingCheck[] = [];
  const faulty = new Set<number>();
  const trees = rings.map((ring) => ringTree(ring.points));
  rings.forEach((hole, i) => {
    if (i === 0) return;
    const { width, centre } = inscribedWidth(trees[i], hole.box, JOIN_MM / 4, limit, budget);
    if (width < limit) {
      faulty.add(i);
      checks.push({
        code: 'feature-too-small',
        severity: 'block',
        message: CHECK_MESSAGES.narrowHole(centre, width, thicknessMm),
        at: centre,
      });
    }
  });
  for (const gap of narrowGaps(trees, limit, budget).sort((a, b) => a.distance - b.distance)) {
    for (const ring of gap.rings) faulty.add(ring);
    checks.push({
      code: 'feature-too-small',
      severity: 'block',
      message: CHECK_MESSAGES.thinWeb(gap.from, gap.to, gap.distance, thicknessMm),
      at: gap.from,
    });
  }
  return { checks: checks.slice(0, MAX_CHECKS_OF_A_KIND), faulty: [...faulty] };
}

/** Checks in the order the customer reads them: the part's structure and size, the plate, then warnings. */
export const inReadingOrder = (checks: DrawingCheck[]): DrawingCheck[] =>
  checks
    .map((check, at) => ({ check, at, rank: DRAWING_CHECK_CODES.indexOf(check.code) }))
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .map(({ check }) => check);

export function ignoredCheck(ignored: Map<string, number>): DrawingCheck[] {
  if (ignored.size === 0) return [];
  const counts = [...ignored].sort(([a], [b]) => a.localeCompare(b));
  return [{ code: 'ignored-entities', severity: 'warn', message: CHECK_MESSAGES.ignored(counts) }];
}
