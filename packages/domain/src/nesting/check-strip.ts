import type { Vec } from '../geometry/vec';
import { overlapArea, ringArea } from '../geometry/offset';
import type { StripInstance, StripSolution } from './strip-instance';

/** Overlap tolerated between two items, as a share of the smaller one's area (rounding at 1e-6 of a unit). */
const OVERLAP_SHARE = 1e-6;
/** How far outside the strip a point may lie, as a share of its height (floating-point rounding). */
const EDGE_SHARE = 1e-9;

/**
 * A strip solution's faults, found without the nester's own geometry: each item as often as its demand, only
 * in its allowed rotations, inside 0 ≤ y ≤ height and 0 ≤ x ≤ length, and no two overlapping by area
 * (Clipper's boolean intersection).
 */
export function checkStrip(instance: StripInstance, solution: StripSolution): string[] {
  const faults: string[] = [];
  const items = new Map(instance.items.map((item) => [item.id, item]));
  const counts = new Map<number, number>();
  const placed: { path: Vec[]; area: number; box: number[]; label: string }[] = [];
  const slack = EDGE_SHARE * instance.strip_height;
  solution.placements.forEach((p, k) => {
    const item = items.get(p.item);
    if (!item) return faults.push(`placement ${k}: no item ${p.item}`);
    counts.set(p.item, (counts.get(p.item) ?? 0) + 1);
    const allowed = item.allowed_orientations ?? [0];
    if (!allowed.some((r) => Math.abs(((((p.rotation - r) % 360) + 540) % 360) - 180) < 1e-9)) {
      faults.push(`placement ${k}: item ${p.item} turned ${p.rotation}°, allowed ${allowed.join(', ')}`);
    }
    const path = placed_(item.shape.data, p.rotation, p.x, p.y);
    const xs = path.map((q) => q.x);
    const ys = path.map((q) => q.y);
    const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    if (
      box[0] < -slack ||
      box[1] < -slack ||
      box[2] > solution.stripLength + slack ||
      box[3] > instance.strip_height + slack
    ) {
      faults.push(`placement ${k}: item ${p.item} outside the strip`);
    }
    placed.push({ path, area: ringArea(path), box, label: `placement ${k} (item ${p.item})` });
  });
  for (const item of instance.items) {
    const count = counts.get(item.id) ?? 0;
    if (count !== item.demand) faults.push(`item ${item.id} placed ${count} times, demand ${item.demand}`);
  }
  for (let a = 0; a < placed.length; a++) {
    for (let b = a + 1; b < placed.length; b++) {
      const [p, q] = [placed[a], placed[b]];
      if (p.box[0] >= q.box[2] || q.box[0] >= p.box[2] || p.box[1] >= q.box[3] || q.box[1] >= p.box[3]) continue;
      const overlap = overlapArea([p.path], [q.path], 'non-zero');
      if (Math.abs(overlap) > OVERLAP_SHARE * Math.min(p.area, q.area)) {
        faults.push(`${p.label} and ${q.label} overlap by ${Math.abs(overlap).toPrecision(3)}`);
      }
    }
  }
  return faults;
}

/** The outline turned by `degrees` about its own origin, then moved: computed here, not with the nester's code. */
function placed_(data: readonly (readonly [number, number])[], degrees: number, dx: number, dy: number): Vec[] {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return data.map(([x, y]) => ({ x: x * cos - y * sin + dx, y: x * sin + y * cos + dy }));
}
