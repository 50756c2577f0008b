import { bulgeArc, bulgeSweep } from '../geometry/arc';
import { length } from '../geometry/vec';
import { boundingBox } from './geometry';
import type { Outline, Point, Ring } from './types';

export interface DxfOptions {
  units: 'mm';
}

/** $INSUNITS codes. */
const INSUNITS = { mm: 4 } as const;

export const DXF_LAYER = 'CUT';

/** DXF is group-code / value line pairs; codes right-aligned to three places as AutoCAD writes them. */
export const pair = (code: number, value: string | number): string => `${String(code).padStart(3)}\n${value}`;

/**
 * Reals always carry a decimal point. Four places are a tenth of a micron for a coordinate; a
 * bulge gets ten, as its error grows with the chord (four places could be 25 µm off on a metre-long chord).
 */
export const real = (value: number, places = 4): string => {
  const text = value.toFixed(places).replace(/0+$/, '').replace(/\.$/, '.0');
  return text === '-0.0' ? '0.0' : text;
};

export const point = (x: number, y: number): string[] => [pair(10, real(x)), pair(20, real(y)), pair(30, '0.0')];

/** A polyline corner; a bulge bends the edge to the next corner into an arc (DXF group 42). */
interface Vertex {
  at: Point;
  bulge: number;
}

/**
 * The ring's corners, each arc's chords folded into one bulged vertex; undefined when the whole
 * ring is one arc, a full circle.
 */
function vertices(ring: Ring): Vertex[] | undefined {
  const n = ring.length;
  const sameArc = (i: number, j: number) => ring[i].arc !== undefined && ring[i].arc?.id === ring[j].arc?.id;
  // Start where an arc begins or at a straight edge, never inside an arc.
  const start = ring.findIndex((_, i) => !sameArc(i, (i + n - 1) % n));
  if (start === -1) return undefined;
  const result: Vertex[] = [];
  for (let k = 0; k < n;) {
    const first = (start + k) % n;
    let sweep = 0;
    do {
      sweep += bulgeSweep(ring[(start + k) % n].arc?.bulge ?? 0);
      k++;
    } while (k < n && sameArc(first, (start + k) % n));
    result.push({ at: ring[first], bulge: Math.tan(sweep / 4) });
  }
  return result;
}

function circleEntity(ring: Ring, layer: string): string[] {
  const { c, u } = bulgeArc(ring[0], ring[1 % ring.length], ring[0].arc!.bulge);
  return [pair(0, 'CIRCLE'), pair(8, layer), ...point(c.x, c.y), pair(40, real(length(u)))];
}

/** An R12 closed polyline: POLYLINE (flag 1 = closed), one VERTEX per corner or arc, SEQEND. */
function polyline(corners: Vertex[], layer: string): string[] {
  return [
    pair(0, 'POLYLINE'),
    pair(8, layer),
    pair(66, 1),
    ...point(0, 0),
    pair(70, 1),
    ...corners.flatMap(({ at, bulge }) => [
      pair(0, 'VERTEX'),
      pair(8, layer),
      ...point(at.x, at.y),
      ...(bulge === 0 ? [] : [pair(42, real(bulge, 10))]),
    ]),
    pair(0, 'SEQEND'),
    pair(8, layer),
  ];
}

/** One closed ring as a CIRCLE or a closed POLYLINE with bulges, on the layer. */
export function contourEntities(ring: Ring, layer: string = DXF_LAYER): string[] {
  const corners = vertices(ring);
  return corners ? polyline(corners, layer) : circleEntity(ring, layer);
}

/**
 * A minimal ASCII DXF (R12, AC1009) for the shop's CAM: one closed outline per ring on layer
 * CUT, outer edge first. A ring that is one whole circle is a CIRCLE; other arcs are bulged
 * polyline vertices, so the machine cuts true arcs rather than the chords the screen draws.
 */
export function toDxf(outline: Outline, options: DxfOptions = { units: 'mm' }): string {
  const box = boundingBox(outline);
  return dxfDocument(
    box,
    [outline.outer, ...outline.holes].flatMap((ring) => contourEntities(ring)),
    options,
  );
}

/** The R12 file around entities: the header with units and extents, the ENTITIES section, EOF. */
export function dxfDocument(
  box: { minX: number; minY: number; maxX: number; maxY: number },
  entities: string[],
  options: DxfOptions = { units: 'mm' },
): string {
  return (
    [
      pair(0, 'SECTION'),
      pair(2, 'HEADER'),
      pair(9, '$ACADVER'),
      pair(1, 'AC1009'),
      pair(9, '$INSUNITS'),
      pair(70, INSUNITS[options.units]),
      pair(9, '$EXTMIN'),
      ...point(box.minX, box.minY),
      pair(9, '$EXTMAX'),
      ...point(box.maxX, box.maxY),
      pair(0, 'ENDSEC'),
      pair(0, 'SECTION'),
      pair(2, 'ENTITIES'),
      ...entities,
      pair(0, 'ENDSEC'),
      pair(0, 'EOF'),
    ].join('\n') + '\n'
  );
}
