import type { PartLimits } from '../shapes/limits';
import type { DrawingCheck } from './checks';
import { inReadingOrder, sizeChecks } from './checks';
import { CHECK_MESSAGES } from './messages';

const isSize = (check: DrawingCheck) => check.code === 'too-small' || check.code === 'too-large';

interface SizedPart {
  part: number;
  widthMm: number;
  heightMm: number;
  xMm: number;
  yMm: number;
  copies: number;
  checks: DrawingCheck[];
}

/**
 * A kept reading's size checks made again to the shop's limits now (the owner may have changed
 * them since it was read): each part's, and the drawing's list of them. A drawing kept before
 * parts were is sized as a whole.
 */
export function withPartLimits<P extends SizedPart>(
  kept: { checks: DrawingCheck[]; parts: P[] | undefined; widthMm: number; heightMm: number },
  limits: PartLimits,
): { checks: DrawingCheck[]; parts: P[] | undefined } {
  const others = kept.checks.filter((check) => !isSize(check));
  if (!kept.parts) {
    return {
      checks: inReadingOrder([...others, ...sizeChecks(kept.widthMm, kept.heightMm, undefined, limits)]),
      parts: undefined,
    };
  }
  const parts = kept.parts.map((p) => ({
    ...p,
    checks: inReadingOrder([
      ...p.checks.filter((check) => !isSize(check)),
      ...sizeChecks(p.widthMm, p.heightMm, { x: p.xMm, y: p.yMm }, limits),
    ]),
  }));
  const several = parts.length > 1 || parts.some((p) => p.copies > 1);
  const sized = parts.flatMap((p) =>
    p.checks
      .filter(isSize)
      .map((check) => (several ? { ...check, message: CHECK_MESSAGES.ofPart(p.part, check.message) } : check)),
  );
  return { checks: inReadingOrder([...others, ...sized]), parts };
}
