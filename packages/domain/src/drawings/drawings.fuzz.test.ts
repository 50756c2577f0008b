import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dxfCircle, dxfFile, dxfInsert, dxfLine } from '../testing/drawings';
import { dxfMutation, mutateDxf } from '../testing/dxf-mutations';
import { DrawingError } from './errors';
import { readDrawing } from './read-drawing';

const CORPUS = path.join(import.meta.dirname, 'corpus');
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.dxf'))
  .map((f) => readFileSync(path.join(CORPUS, f), 'utf8'));

const TIME_LIMIT_MS = 1000;

/** A result or a DrawingError of ours with a message, never anything else, and soon. */
function readsCleanly(text: string): void {
  const started = Date.now();
  try {
    const result = readDrawing(text, { timeLimitMs: TIME_LIMIT_MS, thicknessMm: 3 });
    for (const figure of [result.widthMm, result.heightMm, result.areaMm2, result.cutLengthMm]) {
      expect(Number.isFinite(figure)).toBe(true);
    }
  } catch (error) {
    expect(error).toBeInstanceOf(DrawingError);
    // A cause means our own code tripped on the file, wrapped by readDrawing: a bug to fix.
    expect((error as DrawingError).cause).toBeUndefined();
    expect((error as DrawingError).message.length).toBeGreaterThan(20);
  }
  // The time limit plus what the parser spends before the first check.
  expect(Date.now() - started).toBeLessThan(TIME_LIMIT_MS + 2000);
}

describe('reading hostile files', () => {
  it('mutated corpus files give a result or a DrawingError, soon', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(dxfMutation, { minLength: 1, maxLength: 4 }),
        (text, mutations) => {
          readsCleanly(mutateDxf(text, mutations));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('random bytes give a DrawingError', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4000 }), (bytes) => {
        expect(() => readDrawing(Buffer.from(bytes).toString('latin1'))).toThrow(DrawingError);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses DWG, binary DXF and text that is not DXF, saying what to do', () => {
    expect(() => readDrawing('AC1032\u0000\u0000\u0001garbage')).toThrow(/save the drawing as DXF/);
    expect(() => readDrawing('AutoCAD Binary DXF\r\n\u001a\u0000')).toThrow(/ASCII DXF/);
    expect(() => readDrawing('hello,world\n1,2\n')).toThrow(/not a DXF drawing/);
    expect(() => readDrawing('')).toThrow(DrawingError);
  });

  it('stops at blocks nested too deep, a block inside itself, and arrays too large', () => {
    const blocks = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [
        `B${i}`,
        i === 39 ? [dxfCircle(0, 0, 5)] : [dxfInsert(`B${i + 1}`, { x: 1, y: 0 })],
      ]),
    );
    expect(() => readDrawing(dxfFile([dxfInsert('B0', { x: 0, y: 0 })], { blocks }))).toThrow(
      expect.objectContaining({ code: 'blocks-too-deep' }),
    );
    const cycle = { A: [dxfInsert('B', { x: 0, y: 0 })], B: [dxfLine(0, 0, 1, 0), dxfInsert('A', { x: 5, y: 0 })] };
    expect(() => readDrawing(dxfFile([dxfInsert('A', { x: 0, y: 0 })], { blocks: cycle }))).toThrow(
      expect.objectContaining({ code: 'block-cycle' }),
    );
    const huge = [...dxfInsert('H', { x: 0, y: 0 }), '70', '100000', '71', '100000', '44', '10', '45', '10'];
    expect(() => readDrawing(dxfFile([huge], { blocks: { H: [dxfCircle(0, 0, 1)] } }))).toThrow(
      expect.objectContaining({ code: 'too-many-entities' }),
    );
  });

  it('refuses coordinates far beyond any plate and numbers that are not numbers', () => {
    expect(() => readDrawing(dxfFile([dxfLine(0, 0, 1e300, 0)]))).toThrow(
      expect.objectContaining({ code: 'out-of-range' }),
    );
    expect(() => readDrawing(dxfFile([dxfLine(0, 0, Number.NaN, 0)]))).toThrow(
      expect.objectContaining({ code: 'bad-number' }),
    );
    expect(() => readDrawing(dxfFile([dxfLine(0, 0, Infinity, 0)]))).toThrow(
      expect.objectContaining({ code: 'bad-number' }),
    );
  });

  it('gives up with a DrawingError when the time is up', () => {
    const grid = Array.from({ length: 4000 }, (_, i) => dxfLine(i % 2 ? 0 : 3000, i, i % 2 ? 3000 : 0, i + 0.5));
    expect(() => readDrawing(dxfFile(grid), { timeLimitMs: 0 })).toThrow(expect.objectContaining({ code: 'too-slow' }));
  });
});
