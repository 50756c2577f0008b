import type { Vec3 } from './affine';
import { DrawingError } from './errors';
import type { FitPoints } from './fit-points';
import { splineThroughFitPoints } from './fit-points';
import { MAX_ANGLE_TURNS } from './limits';
import { shownNumber } from './messages';
import type { DxfSource, SourceBlock, SourceEntity, Vertex } from './source';
import { SplineFits } from './spline-fits';
import type { Vec } from '../geometry/vec';

/**
 * The one place that knows the `dxf` package's output (parseString): every field is read as
 * unknown and checked, so a broken file gives a DrawingError rather than NaN geometry.
 */
type Raw = Record<string, unknown>;

const isRaw = (value: unknown): value is Raw => typeof value === 'object' && value !== null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function num(raw: Raw, key: string, fallback?: number): number {
  const value = raw[key] ?? fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new DrawingError('bad-number', `${String(raw.type ?? 'entity')} ${key}: ${String(value)}`);
  }
  return value;
}

/**
 * An ARC's angle (which the parser turns into radians) or an ELLIPSE's parameter, refused beyond
 * MAX_ANGLE_TURNS: stepping a turn at a time to 1e20 never ends, and its fraction of a turn is lost.
 */
function angle(raw: Raw, key: string, fallback: number): number {
  const value = num(raw, key, fallback);
  if (Math.abs(value) <= MAX_ANGLE_TURNS * 2 * Math.PI) return value;
  const kind = String(raw.type);
  const said = kind === 'ARC' ? `${shownNumber((value * 180) / Math.PI)}°` : `parameter ${shownNumber(value)}`;
  throw new DrawingError('bad-angle', `an ${kind} ${key === 'startAngle' ? 'starting' : 'ending'} at ${said}`);
}

const point = (raw: Raw, x = 'x', y = 'y'): Vec => ({ x: num(raw, x, 0), y: num(raw, y, 0) });

const pointOf = (value: unknown): Vec => point(isRaw(value) ? value : {});

const normalOf = (raw: Raw): Vec3 => {
  const normal = { x: num(raw, 'extrusionX', 0), y: num(raw, 'extrusionY', 0), z: num(raw, 'extrusionZ', 1) };
  return normal.x === 0 && normal.y === 0 && normal.z === 0 ? { x: 0, y: 0, z: 1 } : normal;
};

function vertices(raw: Raw): Vertex[] {
  return list(raw.vertices).map((v) => {
    const vertex = isRaw(v) ? v : {};
    return { ...point(vertex), bulge: num(vertex, 'bulge', 0) };
  });
}

/** The fit points of the SPLINE at hand, for one given by them alone; the scan gathered them (the parser drops them). */
type FitsOf = (raw: Raw) => FitPoints | undefined;

function spline(raw: Raw, fitsOf: FitsOf): SourceEntity {
  const weights = raw.weights === undefined ? undefined : list(raw.weights).map((w) => num({ w }, 'w'));
  const control = list(raw.controlPoints).map(pointOf);
  const fits = fitsOf(raw);
  if (control.length === 0) {
    const through = fits && splineThroughFitPoints(fits);
    return through ? { type: 'SPLINE', spline: through } : { type: 'IGNORED', kind: 'SPLINE given by fit points only' };
  }
  const knots = list(raw.knots).map((k) => num({ knot: k }, 'knot'));
  return { type: 'SPLINE', spline: { degree: num(raw, 'degree', 3), knots, control, weights } };
}

function entity(raw: Raw, fitsOf: FitsOf): SourceEntity {
  const type = String(raw.type);
  switch (type) {
    case 'LINE':
      return { type, start: pointOf(raw.start), end: pointOf(raw.end) };
    case 'ARC':
      return {
        type,
        center: point(raw),
        radius: num(raw, 'r'),
        startRad: angle(raw, 'startAngle', 0),
        endRad: angle(raw, 'endAngle', 2 * Math.PI),
        normal: normalOf(raw),
      };
    case 'CIRCLE':
      return { type, center: point(raw), radius: num(raw, 'r'), normal: normalOf(raw) };
    case 'ELLIPSE':
      return {
        type,
        center: point(raw),
        major: { ...point(raw, 'majorX', 'majorY'), z: num(raw, 'majorZ', 0) },
        ratio: num(raw, 'axisRatio', 1),
        startParam: angle(raw, 'startAngle', 0),
        endParam: angle(raw, 'endAngle', 2 * Math.PI),
        normal: normalOf(raw),
      };
    case 'LWPOLYLINE':
    case 'POLYLINE':
      if (raw.polygonMesh || raw.polyfaceMesh) return { type: 'IGNORED', kind: 'POLYLINE mesh' };
      return { type: 'POLYLINE', vertices: vertices(raw), closed: raw.closed === true, normal: normalOf(raw) };
    case 'SPLINE':
      return spline(raw, fitsOf);
    case 'INSERT':
      return {
        type,
        block: String(raw.block ?? ''),
        at: point(raw),
        scale: { x: num(raw, 'scaleX', 1), y: num(raw, 'scaleY', 1) },
        rotationDeg: num(raw, 'rotation', 0),
        normal: normalOf(raw),
        columns: Math.max(1, Math.floor(num(raw, 'columnCount', 1))),
        rows: Math.max(1, Math.floor(num(raw, 'rowCount', 1))),
        columnSpacing: num(raw, 'columnSpacing', 0),
        rowSpacing: num(raw, 'rowSpacing', 0),
      };
    default:
      return { type: 'IGNORED', kind: type };
  }
}

/** A layer's name as the file writes it; an entity without one is on layer 0, as in CAD. */
const layerOf = (raw: Raw): string => (typeof raw.layer === 'string' && raw.layer !== '' ? raw.layer : '0');

/**
 * Model space only: paper-space entities are the printed sheet's frame and notes, not the part.
 * Each SPLINE takes its fit points in turn, paper space's too, so the next one finds its own.
 */
function entitiesOf(value: unknown, section: string, fits: SplineFits): SourceEntity[] {
  const fitsOf: FitsOf = (raw) => fits.next(section, raw.handle);
  const raws = list(value).filter(isRaw);
  return raws.flatMap((raw) => {
    if (raw.paperSpace) {
      if (raw.type === 'SPLINE') fitsOf(raw);
      return [];
    }
    const read = entity(raw, fitsOf);
    return [section === 'ENTITIES' ? { ...read, layer: layerOf(raw) } : read];
  });
}

export function sourceFromParsed(parsed: unknown, fits = new SplineFits()): DxfSource {
  const dxf = isRaw(parsed) ? parsed : {};
  const header = isRaw(dxf.header) ? dxf.header : {};
  const blocks: Record<string, SourceBlock> = {};
  for (const block of list(dxf.blocks)) {
    if (!isRaw(block)) continue;
    const entities = entitiesOf(block.entities, 'BLOCKS', fits);
    if (typeof block.name === 'string') blocks[block.name] = { base: point(block), entities };
  }
  const units = header.insUnits;
  return {
    insUnits: typeof units === 'number' && Number.isFinite(units) ? units : undefined,
    entities: entitiesOf(dxf.entities, 'ENTITIES', fits),
    blocks,
  };
}
