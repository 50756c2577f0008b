import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSheets } from './check-sheets';
import type { Point } from './geometry';
import type { NestPart, NestRequest } from './sheets';
import { nestSheets } from './sheets';

const rectangle = (w: number, h: number): Point[][] => [
  [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ],
];

const lShape = (w: number, h: number, leg: number): Point[][] => [
  [
    [0, 0],
    [w, 0],
    [w, leg],
    [leg, leg],
    [leg, h],
    [0, h],
  ],
];

/** A plate with a square hole in the middle, drawn clockwise (the nester must not care). */
const ring = (size: number, wall: number): Point[][] => [
  [
    [0, 0],
    [0, size],
    [size, size],
    [size, 0],
  ],
  [
    [wall, wall],
    [size - wall, wall],
    [size - wall, size - wall],
    [wall, size - wall],
  ],
];

const outline = fc.oneof(
  fc
    .record({ w: fc.integer({ min: 20, max: 300 }), h: fc.integer({ min: 20, max: 200 }) })
    .map(({ w, h }) => rectangle(w, h)),
  fc
    .record({
      w: fc.integer({ min: 40, max: 250 }),
      h: fc.integer({ min: 40, max: 250 }),
      leg: fc.integer({ min: 10, max: 35 }),
    })
    .map(({ w, h, leg }) => lShape(w, h, leg)),
  fc
    .record({ size: fc.integer({ min: 80, max: 300 }), wall: fc.integer({ min: 10, max: 30 }) })
    .map(({ size, wall }) => ring(size, wall)),
  fc
    .record({ w: fc.integer({ min: 5, max: 30 }), h: fc.integer({ min: 5, max: 30 }) })
    .map(({ w, h }) => rectangle(w, h)),
);

const rotations = fc.constantFrom([0], [0, 90], [0, 180], [0, 90, 180, 270], [], [45]);

const part = fc
  .record({ outline, quantity: fc.integer({ min: 1, max: 4 }), rotations })
  .map((p): Omit<NestPart, 'id'> => p);

const request = fc.record({
  parts: fc.array(part, { minLength: 1, maxLength: 6 }).map((parts) => parts.map((p, i) => ({ ...p, id: `P${i}` }))),
  sheets: fc.constantFrom(
    [{ widthMm: 1000, heightMm: 500 }],
    [{ widthMm: 500, heightMm: 1000 }],
    [{ widthMm: 400, heightMm: 300, count: 2 }],
    [
      { widthMm: 300, heightMm: 300, count: 1 },
      { widthMm: 600, heightMm: 400 },
    ],
  ),
  gapMm: fc.constantFrom(0, 2, 5, 10),
  marginMm: fc.constantFrom(0, 3, 10, 20),
  seed: fc.integer({ min: 1, max: 1000 }),
});

describe('nestSheets', () => {
  it('places every copy once, inside the margin, no two closer than the gap', () => {
    fc.assert(
      fc.property(request, (r) => {
        const nestRequest: NestRequest = { ...r, seconds: 0.05 };
        const result = nestSheets(nestRequest);
        expect(checkSheets(nestRequest, result)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  it('puts a small part in a bigger part’s hole when the sheet has room for nothing else', () => {
    const request: NestRequest = {
      parts: [
        { id: 'frame', outline: ring(200, 20), quantity: 1, rotations: [0] },
        { id: 'tab', outline: rectangle(100, 100), quantity: 1, rotations: [0] },
      ],
      sheets: [{ widthMm: 220, heightMm: 220, count: 1 }],
      gapMm: 5,
      marginMm: 5,
      seconds: 0.5,
      seed: 7,
    };
    const result = nestSheets(request);
    expect(checkSheets(request, result)).toEqual([]);
    expect(result.unplaced).toEqual([]);
    expect(result.sheets).toHaveLength(1);
  });

  it('keeps the last sheet’s parts at one end of its long side, the remnant in one piece', () => {
    const request: NestRequest = {
      parts: [{ id: 'plate', outline: rectangle(200, 200), quantity: 4, rotations: [0] }],
      sheets: [{ widthMm: 1000, heightMm: 2000 }],
      gapMm: 5,
      marginMm: 10,
      seconds: 0.2,
      seed: 3,
    };
    const result = nestSheets(request);
    expect(checkSheets(request, result)).toEqual([]);
    const [sheet] = result.sheets;
    // Four plates side by side across the 1000 mm: only the top 210 mm of the 2000 mm sheet is used.
    expect(Math.min(...sheet.placements.map((p) => p.y))).toBeGreaterThanOrEqual(2000 - 10 - 200 - 1);
  });

  it('leaves out what fits no sheet and says so', () => {
    const request: NestRequest = {
      parts: [
        { id: 'big', outline: rectangle(900, 100), quantity: 1, rotations: [0, 90] },
        { id: 'small', outline: rectangle(50, 50), quantity: 2, rotations: [0] },
      ],
      sheets: [{ widthMm: 500, heightMm: 500 }],
      gapMm: 2,
      marginMm: 5,
      seconds: 0.1,
      seed: 1,
    };
    const result = nestSheets(request);
    expect(checkSheets(request, result)).toEqual([]);
    expect(result.unplaced).toEqual([{ id: 'big', copy: 1 }]);
    expect(result.sheets).toHaveLength(1);
  });
});
