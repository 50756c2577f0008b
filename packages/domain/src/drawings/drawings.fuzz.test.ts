import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dxfArc, dxfCircle, dxfFile, dxfInsert, dxfLine } from '../testing/drawings';
import { dxfMutation, mutateDxf } from '../testing/dxf-mutations';
import { HOSTILE_DRAWINGS } from '../testing/hostile-drawings';
import { DrawingError } from './errors';
import { MAX_PREVIEW_POINTS } from './limits';
import { DRAWING_ERROR_MESSAGES } from './messages';
import { readDrawing } from './read-drawing';

const CORPUS = path.join(import.meta.dirname, 'corpus');
/** The corpus's small files: the 3 MB circle of 20,000 lines is read whole by the corpus test, and once is enough. */
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.dxf'))
  .map((f) => readFileSync(path.join(CORPUS, f), 'utf8'))
  .filter((text) => text.length < 1_000_000);

const TIME_LIMIT_MS = 1000;

/** A result or a DrawingError of ours with a message, never anything else, and soon. */
function readsCleanly(text: string): void {
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
    expect(() => readDrawing('AC1032\u0000\u0000\u0001garbage')).toThrow(DRAWING_ERROR_MESSAGES.dwg());
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
      expect.objectContaining({ code: 'not-a-number' }),
    );
    expect(() => readDrawing(dxfFile([dxfLine(0, 0, Infinity, 0)]))).toThrow(
      expect.objectContaining({ code: 'not-a-number' }),
    );
    // A value the parser cannot hold is refused too, and a circle without its radius.
    expect(() => readDrawing(dxfFile([dxfLine(0, 0, 0, 100), dxfLine(0, 0, '1e999' as never, 0)]))).toThrow(
      expect.objectContaining({ code: 'not-a-number' }),
    );
    expect(() => readDrawing(dxfFile([['0', 'CIRCLE', '8', '0', '10', '0', '20', '0']]))).toThrow(
      expect.objectContaining({ code: 'bad-number' }),
    );
  });

  it('names the point beyond any plate, not the corner of the box it makes with the origin', () => {
    expect(() => readDrawing(dxfFile([dxfLine(1e308, 0, 0, 0)]))).toThrow(/a point \(1e\+308, 0\) mm away/);
    expect(() => readDrawing(dxfFile([dxfLine(0, -5, 2e7, 3e7)]))).toThrow(/a point \(20000000, 30000000\) mm away/);
    expect(() => readDrawing(dxfFile([dxfCircle(0, 0, 5e7)]))).toThrow(/a point \(50000000, 50000000\) mm away/);
  });

  it.each(
    [
      ['200junk', '200junk'],
      ['1e2,5', '1e2,5'],
      ['200,75', '200,75'],
      ['an empty value', ''],
    ].map(([name, value]) => [name, value] as const),
  )('refuses %s where a number belongs, naming its line, not reading the number it begins with', (_name, value) => {
    const text = dxfFile([
      dxfLine(0, 0, 0, 100),
      ['0', 'LINE', '8', '0', '10', '0', '20', '0', '11', value, '21', '0'],
    ]);
    const line = text.split('\n').lastIndexOf('11') + 2;
    const said = value === '' ? `line ${line} is empty` : `line ${line} reads "${value}"`;
    expect(() => readDrawing(text)).toThrow(
      expect.objectContaining({ code: 'not-a-number', message: DRAWING_ERROR_MESSAGES['not-a-number'](said) }),
    );
  });

  it('refuses a group code that is not one, and a whole number written as a fraction', () => {
    const text = (code: string, value: string) =>
      dxfFile([dxfLine(0, 0, 0, 100), ['0', 'LINE', '8', '0', '10', '0', '20', '0', code, value, '21', '0']]);
    expect(() => readDrawing(text('11x', '100'))).toThrow(/reads "11x" where a number belongs/);
    const layerColour = (value: string) => dxfFile([[...dxfLine(0, 0, 0, 100), '62', value]]);
    expect(() => readDrawing(layerColour('1.5'))).toThrow(/reads "1.5" where a number belongs/);
    expect(() => readDrawing(layerColour('1e2'))).toThrow(/reads "1e2" where a number belongs/);
    // Numbers as CAD programs write them read as they are.
    expect(readDrawing(layerColour(' 7')).widthMm).toBe(0);
    expect(readDrawing(layerColour('7.0')).heightMm).toBe(100);
    expect(readDrawing(text('11', ' -.5e+2 ')).widthMm).toBe(50);
  });

  describe('files made to hold a reader', () => {
    it.each(HOSTILE_DRAWINGS.filter((h) => h.refused).map((h) => [h.name, h] as const))(
      '%s is refused with its reason',
      (_name, { text, refused, says }) => {
        expect(() => readDrawing(text, { thicknessMm: 3 })).toThrow(expect.objectContaining({ code: refused }));
        expect(() => readDrawing(text)).toThrow(says);
      },
    );

    it('a polyline edge bulged by 1e-300 is the straight edge it looks like', () => {
      const { text } = HOSTILE_DRAWINGS.find((h) => !h.refused)!;
      const read = readDrawing(text, { thicknessMm: 3 });
      expect([read.widthMm, read.heightMm, read.areaMm2]).toEqual([100, 50, 2500]);
      expect(read.cutLengthMm).toBeCloseTo(150 + Math.hypot(100, 50), 9);
      expect(read.checks).toEqual([]);
    });

    it('a spline through 20,000 zig-zagging points is followed and previewed, not overflowing the stack', () => {
      const through = Array.from({ length: 20_000 }, (_, i) => ['11', String(i / 10), '21', String((i % 7) / 3)]);
      const spline = ['0', 'SPLINE', '8', '0', '70', '8', '71', '3', '74', '20000', ...through.flat()];
      const read = readDrawing(dxfFile([spline]), { outline: false });
      expect(Math.abs(read.widthMm - 1999.9)).toBeLessThan(0.1);
      expect(read.checks.map((check) => check.code)).toContain('open-contour');
      const previewed = read.preview.paths.reduce((sum, path) => sum + path.points.length / 2, 0);
      expect(previewed).toBeLessThanOrEqual(MAX_PREVIEW_POINTS);
    });

    it('an arc and an ellipse a few turns round are read within one turn', () => {
      const arc = readDrawing(dxfFile([dxfArc(0, 0, 10, 720 + 90, -360)]));
      expect(arc.cutLengthMm).toBeCloseTo((3 * Math.PI * 2 * 10) / 4, 9);
    });
  });

  it('gives up with a DrawingError when the time is up', () => {
    const grid = Array.from({ length: 4000 }, (_, i) => dxfLine(i % 2 ? 0 : 3000, i, i % 2 ? 3000 : 0, i + 0.5));
    expect(() => readDrawing(dxfFile(grid), { timeLimitMs: 0 })).toThrow(expect.objectContaining({ code: 'too-slow' }));
  });
});
