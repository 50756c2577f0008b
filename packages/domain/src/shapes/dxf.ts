import { boundingBox } from './geometry';
import type { Outline, Ring } from './types';

export interface DxfOptions {
  units: 'mm';
}

/** $INSUNITS codes. */
const INSUNITS = { mm: 4 } as const;

export const DXF_LAYER = 'CUT';

/** DXF is group-code / value line pairs; codes right-aligned to three places as AutoCAD writes them. */
const pair = (code: number, value: string | number): string => `${String(code).padStart(3)}\n${value}`;

/** Reals always carry a decimal point; four places are a tenth of a micron. */
const real = (value: number): string => {
  const text = String(Math.round(value * 1e4) / 1e4 || 0);
  return text.includes('.') ? text : `${text}.0`;
};

const point = (x: number, y: number): string[] => [pair(10, real(x)), pair(20, real(y)), pair(30, '0.0')];

/** An R12 closed polyline: POLYLINE (flag 1 = closed), one VERTEX per corner, SEQEND. */
function polyline(ring: Ring): string[] {
  return [
    pair(0, 'POLYLINE'),
    pair(8, DXF_LAYER),
    pair(66, 1),
    ...point(0, 0),
    pair(70, 1),
    ...ring.flatMap((p) => [pair(0, 'VERTEX'), pair(8, DXF_LAYER), ...point(p.x, p.y)]),
    pair(0, 'SEQEND'),
    pair(8, DXF_LAYER),
  ];
}

/**
 * A minimal ASCII DXF (R12, AC1009) for the shop's CAM: one closed polyline per ring
 * on layer CUT, outer edge first. Arcs arrive as chords within the chord tolerance.
 */
export function toDxf(outline: Outline, options: DxfOptions = { units: 'mm' }): string {
  const box = boundingBox(outline);
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
      ...[outline.outer, ...outline.holes].flatMap(polyline),
      pair(0, 'ENDSEC'),
      pair(0, 'EOF'),
    ].join('\n') + '\n'
  );
}
