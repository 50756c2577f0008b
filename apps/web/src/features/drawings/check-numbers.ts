import type { DrawingCheckView } from '@steelcut/domain/schemas/drawing';
import type { PreviewMarker } from '../../lib/preview-layout';

/** The checks as the list shows them, what stops the cut first, each with its number there (from 1). */
export function numberedChecks(checks: readonly DrawingCheckView[]) {
  const ordered = [...checks].sort((a, b) => Number(b.severity === 'block') - Number(a.severity === 'block'));
  return ordered.map((check, index) => ({ check, n: index + 1 }));
}

/** A numbered marker for each check that says where it is, numbered as the list numbers it. */
export function checkMarkers(checks: readonly DrawingCheckView[]): PreviewMarker[] {
  return numberedChecks(checks).flatMap(({ check, n }) =>
    check.at ? [{ n, x: check.at.x, y: check.at.y, block: check.severity === 'block' }] : [],
  );
}
