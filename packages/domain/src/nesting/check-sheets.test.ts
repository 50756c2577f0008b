import { describe, expect, it } from 'vitest';
import { checkSheets } from './check-sheets';
import type { NestRequest, NestResult } from './sheets';

const square = (size: number) => [
  [
    [0, 0],
    [size, 0],
    [size, size],
    [0, size],
  ] as [number, number][],
];

const request: NestRequest = {
  parts: [{ id: 'A', outline: square(100), quantity: 2, rotations: [0, 90] }],
  sheets: [{ widthMm: 1000, heightMm: 500 }],
  gapMm: 5,
  marginMm: 10,
  seconds: 1,
  seed: 1,
};

const resultWith = (second: { x: number; y: number; rotation?: number; copy?: number }): NestResult => ({
  sheets: [
    {
      widthMm: 1000,
      heightMm: 500,
      utilisation: 0.04,
      placements: [
        { id: 'A', copy: 1, x: 10, y: 10, rotation: 0 },
        { id: 'A', copy: second.copy ?? 2, x: second.x, y: second.y, rotation: second.rotation ?? 0 },
      ],
    },
  ],
  unplaced: [],
});

describe('checkSheets', () => {
  it('passes parts the gap apart inside the margin', () => {
    expect(checkSheets(request, resultWith({ x: 115, y: 10 }))).toEqual([]);
  });

  it('finds parts closer than the gap', () => {
    expect(checkSheets(request, resultWith({ x: 114, y: 10 }))).toEqual([
      'sheet 1: A #1 and sheet 1: A #2 4.0000 mm apart, gap 5 mm',
    ]);
  });

  it('finds overlapping parts, a part inside another and one over the margin', () => {
    expect(checkSheets(request, resultWith({ x: 60, y: 10 }))[0]).toMatch(/overlap by 5.00e\+3 mm²/);
    expect(checkSheets(request, resultWith({ x: 10, y: 10 }))[0]).toMatch(/overlap by 1.00e\+4/);
    expect(checkSheets(request, resultWith({ x: 895, y: 10 }))).toEqual([
      "sheet 1: A #2: within 10 mm of the sheet's edge or off it",
    ]);
  });

  it('finds a turn not allowed, and copies missing or twice', () => {
    expect(checkSheets(request, resultWith({ x: 300, y: 300, rotation: 45 }))).toEqual(['sheet 1: A #2: turned 45°']);
    expect(checkSheets(request, resultWith({ x: 300, y: 300, copy: 1 }))).toEqual([
      'A #1 appears 2 times',
      'A #2 appears 0 times',
    ]);
  });
});
