/**
 * DXF files made to hold a reader (issue 31), each once read until the server stopped its thread:
 * all but one small. The domain's and the server's tests refuse them (one reads), the bench times them.
 */
import type { DrawingErrorCode } from '../drawings/errors';
import { dxfFile } from './drawings';

const pairs = (...groups: (string | number)[]): string[] => groups.map(String);

/** A SPLINE from its control points, clamped, with uniform inner knots. */
function dxfSpline(control: [number, number][], degree = 3): string[] {
  const inner = control.length - degree - 1;
  const knots = [
    ...Array.from({ length: degree + 1 }, () => 0),
    ...Array.from({ length: inner }, (_, i) => i + 1),
    ...Array.from({ length: degree + 1 }, () => inner + 1),
  ];
  const head = pairs(0, 'SPLINE', 8, '0', 70, 8, 71, degree, 72, knots.length, 73, control.length);
  return head.concat(
    knots.flatMap((k) => pairs(40, k)),
    control.flatMap(([x, y]) => pairs(10, x, 20, y)),
  );
}

export interface HostileDrawing {
  name: string;
  text: string;
  /** Why it is refused, and words of the message; none for the one that reads (a bulge that small is a straight edge). */
  refused?: DrawingErrorCode;
  says?: string;
}

export const HOSTILE_DRAWINGS: HostileDrawing[] = [
  {
    // 1e20° is no angle: its double holds no fraction of a turn, and stepping a turn at a time to it never ended.
    name: 'an ARC starting at 1e20°',
    text: dxfFile([pairs(0, 'ARC', 8, '0', 10, 0, 20, 0, 30, 0, 40, 10, 50, '1e20', 51, 90)]),
    refused: 'bad-angle',
    says: 'an ARC starting at 1e+20°',
  },
  {
    name: 'an ELLIPSE starting at parameter 1e18',
    text: dxfFile([
      pairs(
        0,
        'ELLIPSE',
        8,
        '0',
        10,
        0,
        20,
        0,
        30,
        0,
        11,
        10,
        21,
        0,
        31,
        0,
        40,
        0.5,
        41,
        '1e18',
        42,
        6.283185307179586,
      ),
    ]),
    refused: 'bad-angle',
    says: 'an ELLIPSE starting at parameter 1e+18',
  },
  {
    // Its centre 1e300 edges away, the arc was followed in steps of nothing: read as the straight edge it is.
    name: 'a triangle with an edge bulged by 1e-300',
    text: dxfFile(
      [pairs(0, 'LWPOLYLINE', 8, '0', 90, 3, 70, 1, 10, 0, 20, 0, 42, '1e-300', 10, 100, 20, 0, 10, 100, 20, 50)],
      { insUnits: 4 },
    ),
  },
  {
    name: 'a SPLINE with control points at 1e300',
    text: dxfFile([
      dxfSpline([
        [0, 0],
        [1e300, 1e300],
        [-1e300, 1e300],
        [10, 0],
      ]),
    ]),
    refused: 'out-of-range',
    says: 'a point (1e+300, 1e+300) mm away',
  },
  {
    // Zig-zags 10 mm high every 0.1 mm: following it to a micrometre takes more points than any part.
    name: 'a SPLINE of 50,000 control points',
    text: dxfFile([
      dxfSpline(Array.from({ length: 50_000 }, (_, i): [number, number] => [i / 10, i % 2 === 0 ? 0 : 10])),
    ]),
    refused: 'too-detailed',
    says: 'more than 20,00,000 points',
  },
];
