import type { Vec3 } from './affine';
import type { SplineData } from './spline';
import type { Vec } from '../geometry/vec';

/** A polyline corner; a bulge (DXF group 42) bends the edge to the next corner into an arc. */
export interface Vertex {
  x: number;
  y: number;
  bulge: number;
}

/**
 * What the shop reads from a DXF entity, in the file's own units, numbers checked finite.
 * Points of ARC, CIRCLE, POLYLINE and INSERT are in the entity's object coordinates (`normal`
 * is its extrusion); LINE, ELLIPSE and SPLINE are in world coordinates.
 */
export type SourceEntity = SourceShape & {
  /** The layer a model-space entity is drawn on (DXF group 8); blocks' entities go with their INSERT. */
  layer?: string;
};

type SourceShape =
  | { type: 'LINE'; start: Vec; end: Vec }
  | { type: 'ARC'; center: Vec; radius: number; startRad: number; endRad: number; normal: Vec3 }
  | { type: 'CIRCLE'; center: Vec; radius: number; normal: Vec3 }
  | { type: 'ELLIPSE'; center: Vec; major: Vec3; ratio: number; startParam: number; endParam: number; normal: Vec3 }
  | { type: 'POLYLINE'; vertices: Vertex[]; closed: boolean; normal: Vec3 }
  | { type: 'SPLINE'; spline: SplineData }
  | {
      type: 'INSERT';
      block: string;
      at: Vec;
      scale: Vec;
      rotationDeg: number;
      normal: Vec3;
      /** MINSERT's array: 1 × 1 for a plain INSERT. */
      columns: number;
      rows: number;
      columnSpacing: number;
      rowSpacing: number;
    }
  /** Anything not cut (TEXT, DIMENSION, HATCH…), kept by kind so the customer is told what was left out. */
  | { type: 'IGNORED'; kind: string };

export interface SourceBlock {
  base: Vec;
  entities: SourceEntity[];
}

/** A DXF file as the shop reads it: plain data, so it can cross a worker thread or be stored as JSON. */
export interface DxfSource {
  /** $INSUNITS as the file has it; undefined when absent (R12 files have none). */
  insUnits: number | undefined;
  entities: SourceEntity[];
  blocks: Record<string, SourceBlock>;
}
