import type { Vec } from '../geometry/vec';
import { overlapArea } from '../geometry/offset';
import type { NestRequest, NestResult } from './sheets';

/** Rounding allowed on a distance, in mm. */
const SLACK_MM = 1e-6;

/**
 * A nesting's faults, found without the nester's geometry: every copy exactly once (on a sheet or unplaced),
 * only allowed turns, each part inside its sheet by the margin, and no two parts on a sheet closer than the
 * gap (the nearest points of their edges) nor overlapping (Clipper's intersection area, which also finds a
 * part lying inside another's material).
 */
export function checkSheets(request: NestRequest, result: NestResult): string[] {
  const faults: string[] = [];
  const parts = new Map(request.parts.map((part) => [part.id, part]));
  const seen = new Map<string, number>();
  const count = (id: string, copy: number) => seen.set(`${id}#${copy}`, (seen.get(`${id}#${copy}`) ?? 0) + 1);
  result.unplaced.forEach(({ id, copy }) => count(id, copy));
  result.sheets.forEach((sheet, s) => {
    const placed: { paths: Vec[][]; label: string; box: number[] }[] = [];
    for (const p of sheet.placements) {
      count(p.id, p.copy);
      const label = `sheet ${s + 1}: ${p.id} #${p.copy}`;
      const part = parts.get(p.id);
      if (!part) {
        faults.push(`${label}: no such part`);
        continue;
      }
      const allowed = part.rotations.length > 0 ? part.rotations : [0];
      if (!allowed.some((r) => Math.abs(((((p.rotation - r) % 360) + 540) % 360) - 180) < 1e-9)) {
        faults.push(`${label}: turned ${p.rotation}°`);
      }
      const paths = part.outline.map((ring) => placed_(ring, p.rotation, p.x, p.y));
      const points = paths.flat();
      const box = [
        Math.min(...points.map((q) => q.x)),
        Math.min(...points.map((q) => q.y)),
        Math.max(...points.map((q) => q.x)),
        Math.max(...points.map((q) => q.y)),
      ];
      const m = request.marginMm - SLACK_MM;
      if (box[0] < m || box[1] < m || box[2] > sheet.widthMm - m || box[3] > sheet.heightMm - m) {
        faults.push(`${label}: within ${request.marginMm} mm of the sheet's edge or off it`);
      }
      placed.push({ paths, label, box });
    }
    for (let a = 0; a < placed.length; a++) {
      for (let b = a + 1; b < placed.length; b++) {
        const [p, q] = [placed[a], placed[b]];
        const reach = request.gapMm;
        if (p.box[0] > q.box[2] + reach || q.box[0] > p.box[2] + reach) continue;
        if (p.box[1] > q.box[3] + reach || q.box[1] > p.box[3] + reach) continue;
        const overlap = overlapArea(p.paths, q.paths, 'even-odd');
        if (overlap > 1e-6) faults.push(`${p.label} and ${q.label} overlap by ${overlap.toPrecision(3)} mm²`);
        const distance = edgeDistance(p.paths, q.paths);
        if (distance < request.gapMm - SLACK_MM) {
          faults.push(`${p.label} and ${q.label} ${distance.toFixed(4)} mm apart, gap ${request.gapMm} mm`);
        }
      }
    }
  });
  for (const part of request.parts) {
    for (let copy = 1; copy <= part.quantity; copy++) {
      const times = seen.get(`${part.id}#${copy}`) ?? 0;
      if (times !== 1) faults.push(`${part.id} #${copy} appears ${times} times`);
      seen.delete(`${part.id}#${copy}`);
    }
  }
  for (const key of seen.keys()) faults.push(`${key} is not a copy asked for`);
  return faults;
}

function placed_(ring: readonly (readonly [number, number])[], degrees: number, dx: number, dy: number): Vec[] {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return ring.map(([x, y]) => ({ x: x * cos - y * sin + dx, y: x * sin + y * cos + dy }));
}

/** The least distance between any edge of one and any edge of the other. */
function edgeDistance(a: Vec[][], b: Vec[][]): number {
  let least = Infinity;
  for (const pa of a) {
    for (const pb of b) {
      for (let i = 0; i < pa.length; i++) {
        const [p, q] = [pa[i], pa[(i + 1) % pa.length]];
        for (let j = 0; j < pb.length; j++) {
          least = Math.min(least, segmentGap(p, q, pb[j], pb[(j + 1) % pb.length]));
        }
      }
    }
  }
  return least;
}

type P = { x: number; y: number };

function segmentGap(p: P, q: P, r: P, s: P): number {
  const side = (a: P, b: P, c: P) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
  if (side(p, q, r) * side(p, q, s) < 0 && side(r, s, p) * side(r, s, q) < 0) return 0;
  return Math.min(pointGap(p, r, s), pointGap(q, r, s), pointGap(r, p, q), pointGap(s, p, q));
}

function pointGap(p: P, a: P, b: P): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}
