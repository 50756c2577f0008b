import DxfParser, { type ICircleEntity, type IDxf, type IEntity, type IPolylineEntity } from 'dxf-parser';
import type { Point } from '../shapes/types';

/** One closed cut as a CAM reads it: its true extent (arcs included) and the area it encloses. */
export interface Contour {
  type: string;
  /** The entity's layer, or `mixed` when a vertex is on another. */
  layer: string;
  closed: boolean;
  box: { minX: number; minY: number; maxX: number; maxY: number };
  area: number;
}

export const isCircle = (e: IEntity): e is ICircleEntity => e.type === 'CIRCLE';
export const isPolyline = (e: IEntity): e is IPolylineEntity => e.type === 'POLYLINE';

/** The circle a bulged edge p→q lies on, and the angle it sweeps (+ counter-clockwise). */
function arcOf(p: Point, q: Point, bulge: number) {
  const sweep = 4 * Math.atan(bulge);
  const radius = Math.hypot(q.x - p.x, q.y - p.y) / (2 * Math.abs(Math.sin(sweep / 2)));
  const toCentre = 1 / (2 * Math.tan(sweep / 2));
  const centre = { x: (p.x + q.x) / 2 - (q.y - p.y) * toCentre, y: (p.y + q.y) / 2 + (q.x - p.x) * toCentre };
  return { sweep, radius, centre };
}

/** Where a bulged edge p→q reaches furthest in x or y: its start and any quadrant point it passes. */
function edgeExtremes(p: Point, q: Point, bulge: number): Point[] {
  if (!bulge) return [p];
  const { sweep, radius, centre } = arcOf(p, q, bulge);
  const start = Math.atan2(p.y - centre.y, p.x - centre.x);
  const turn = 2 * Math.PI;
  const passed = [0, 1, 2, 3]
    .map((k) => (k * Math.PI) / 2)
    .filter((angle) => ((((angle - start) * Math.sign(sweep)) % turn) + turn) % turn < Math.abs(sweep));
  return [p, ...passed.map((a) => ({ x: centre.x + radius * Math.cos(a), y: centre.y + radius * Math.sin(a) }))];
}

/** Shoelace plus each bulged edge's circular segment, signed: counter-clockwise positive. */
function polylineArea(points: Point[], bulges: number[]): number {
  return points.reduce((sum, p, i) => {
    const q = points[(i + 1) % points.length];
    const chord = (p.x * q.y - q.x * p.y) / 2;
    if (!bulges[i]) return sum + chord;
    const { sweep, radius } = arcOf(p, q, bulges[i]);
    return sum + chord + (radius * radius * (sweep - Math.sin(sweep))) / 2;
  }, 0);
}

function contourOf(entity: IEntity): Contour {
  const { type } = entity;
  const strays = isPolyline(entity) && entity.vertices.some((v) => v.layer !== entity.layer);
  const layer = strays ? 'mixed' : entity.layer;
  if (isCircle(entity)) {
    const { center: c, radius: r } = entity;
    const box = { minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r };
    return { type, layer, closed: true, box, area: Math.PI * r * r };
  }
  if (!isPolyline(entity)) throw new Error(`a cut is a CIRCLE or a POLYLINE, not a ${type}`);
  const points = entity.vertices.map((v) => ({ x: v.x, y: v.y }));
  const bulges = entity.vertices.map((v) => v.bulge ?? 0);
  const reach = points.flatMap((p, i) => edgeExtremes(p, points[(i + 1) % points.length], bulges[i]));
  const xs = reach.map((p) => p.x);
  const ys = reach.map((p) => p.y);
  const box = { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
  return { type, layer, closed: entity.shape, box, area: Math.abs(polylineArea(points, bulges)) };
}

/** Reads a DXF with dxf-parser, as a CAM import would, and measures each cut (only those on `layer`, if given). */
export function readDxf(text: string, layer?: string): IDxf & { contours: Contour[] } {
  const dxf = new DxfParser().parseSync(text);
  if (!dxf) throw new Error('not a DXF');
  const cuts = layer === undefined ? dxf.entities : dxf.entities.filter((entity) => entity.layer === layer);
  return { ...dxf, contours: cuts.map(contourOf) };
}
