import type { Variant } from './shape';

/** Edges of one variant that reach into the window, reused between calls. */
let edgeBuffer = new Float64Array(4 * 256);

/**
 * Whether variant a placed at (ax, ay) touches or overlaps variant b at (bx, by): an edge of one meets an
 * edge of the other, or a ring of one lies in the other's material. A part inside another's hole does neither,
 * so it is clear. Call only when the boxes overlap.
 */
export function collides(a: Variant, ax: number, ay: number, b: Variant, bx: number, by: number): boolean {
  const dx = ax - bx;
  const dy = ay - by;
  const x0 = Math.max(a.minX + dx, b.minX);
  const x1 = Math.min(a.maxX + dx, b.maxX);
  const y0 = Math.max(a.minY + dy, b.minY);
  const y1 = Math.min(a.maxY + dy, b.maxY);
  if (x0 > x1 || y0 > y1) return false;
  const count = edgesInWindow(b, 0, 0, x0, y0, x1, y1);
  if (count > 0 && edgesMeet(a, dx, dy, x0, y0, x1, y1, count)) return true;
  return ringInside(a, b, dx, dy) || ringInside(b, a, -dx, -dy);
}

/**
 * With no edges meeting, each ring lies wholly inside or wholly outside the other's material, and the two
 * overlap exactly when some ring of one lies inside the other's material: one point per ring tells.
 */
function ringInside(a: Variant, b: Variant, dx: number, dy: number): boolean {
  let start = 0;
  for (let r = 0; r < a.ringEnds.length; r++) {
    if (inMaterial(b, a.xs[start] + dx, a.ys[start] + dy)) return true;
    start = a.ringEnds[r];
  }
  return false;
}

function edgesInWindow(v: Variant, dx: number, dy: number, x0: number, y0: number, x1: number, y1: number): number {
  const { xs, ys, ringEnds } = v;
  if (edgeBuffer.length < 4 * xs.length) edgeBuffer = new Float64Array(8 * xs.length);
  let count = 0;
  let start = 0;
  for (let r = 0; r < ringEnds.length; r++) {
    const end = ringEnds[r];
    for (let i = start, j = end - 1; i < end; j = i++) {
      const px = xs[j] + dx;
      const py = ys[j] + dy;
      const qx = xs[i] + dx;
      const qy = ys[i] + dy;
      if ((px < x0 && qx < x0) || (px > x1 && qx > x1) || (py < y0 && qy < y0) || (py > y1 && qy > y1)) continue;
      edgeBuffer[count++] = px;
      edgeBuffer[count++] = py;
      edgeBuffer[count++] = qx;
      edgeBuffer[count++] = qy;
    }
    start = end;
  }
  return count;
}

function edgesMeet(
  a: Variant,
  dx: number,
  dy: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
): boolean {
  const { xs, ys, ringEnds } = a;
  const edges = edgeBuffer;
  let start = 0;
  for (let r = 0; r < ringEnds.length; r++) {
    const end = ringEnds[r];
    for (let i = start, j = end - 1; i < end; j = i++) {
      const px = xs[j] + dx;
      const py = ys[j] + dy;
      const qx = xs[i] + dx;
      const qy = ys[i] + dy;
      if ((px < x0 && qx < x0) || (px > x1 && qx > x1) || (py < y0 && qy < y0) || (py > y1 && qy > y1)) continue;
      const eMinX = Math.min(px, qx);
      const eMaxX = Math.max(px, qx);
      const eMinY = Math.min(py, qy);
      const eMaxY = Math.max(py, qy);
      for (let k = 0; k < count; k += 4) {
        const cx = edges[k];
        const cy = edges[k + 1];
        const ex = edges[k + 2];
        const ey = edges[k + 3];
        if ((cx < eMinX && ex < eMinX) || (cx > eMaxX && ex > eMaxX)) continue;
        if ((cy < eMinY && ey < eMinY) || (cy > eMaxY && ey > eMaxY)) continue;
        if (segmentsMeet(px, py, qx, qy, cx, cy, ex, ey)) return true;
      }
    }
    start = end;
  }
  return false;
}

/** Closed segments pq and ce share a point (touching counts: a layout must never lean on rounding). */
export function segmentsMeet(
  px: number,
  py: number,
  qx: number,
  qy: number,
  cx: number,
  cy: number,
  ex: number,
  ey: number,
): boolean {
  const d1 = (ex - cx) * (py - cy) - (ey - cy) * (px - cx);
  const d2 = (ex - cx) * (qy - cy) - (ey - cy) * (qx - cx);
  const d3 = (qx - px) * (cy - py) - (qy - py) * (cx - px);
  const d4 = (qx - px) * (ey - py) - (qy - py) * (ex - px);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && within(cx, cy, ex, ey, px, py)) ||
    (d2 === 0 && within(cx, cy, ex, ey, qx, qy)) ||
    (d3 === 0 && within(px, py, qx, qy, cx, cy)) ||
    (d4 === 0 && within(px, py, qx, qy, ex, ey))
  );
}

function within(ax: number, ay: number, bx: number, by: number, x: number, y: number): boolean {
  return Math.min(ax, bx) <= x && x <= Math.max(ax, bx) && Math.min(ay, by) <= y && y <= Math.max(ay, by);
}

/** Inside the outline and outside every hole (even-odd over the rings). */
export function inMaterial(v: Variant, x: number, y: number): boolean {
  if (x < v.minX || x > v.maxX || y < v.minY || y > v.maxY) return false;
  const { xs, ys, ringEnds } = v;
  let inside = false;
  let start = 0;
  for (let r = 0; r < ringEnds.length; r++) {
    const end = ringEnds[r];
    for (let i = start, j = end - 1; i < end; j = i++) {
      if (ys[i] > y !== ys[j] > y && x < ((xs[j] - xs[i]) * (y - ys[i])) / (ys[j] - ys[i]) + xs[i]) inside = !inside;
    }
    start = end;
  }
  return inside;
}
