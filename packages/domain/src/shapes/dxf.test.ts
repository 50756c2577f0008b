import { describe, expect, it } from 'vitest';
import { SHAPES } from './catalogue';
import { toDxf } from './dxf';
import type { Outline, Point } from './types';

interface Entity {
  type: string;
  codes: [number, string][];
}

/** Reads group-code / value pairs back into sections of entities, as a CAM import would. */
function parseDxf(text: string): { header: Map<string, string[]>; entities: Entity[]; end: string } {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  expect(lines.length % 2).toBe(0);
  const pairs: [number, string][] = [];
  for (let i = 0; i < lines.length; i += 2) {
    expect(lines[i]).toMatch(/^ {0,2}\d{1,3}$/);
    pairs.push([Number(lines[i].trim()), lines[i + 1]]);
  }
  const header = new Map<string, string[]>();
  const entities: Entity[] = [];
  let section = '';
  let variable = '';
  for (let i = 0; i < pairs.length; i++) {
    const [code, value] = pairs[i];
    if (code === 0 && value === 'SECTION') section = pairs[++i][1];
    else if (code === 0 && value === 'ENDSEC') section = '';
    else if (section === 'HEADER' && code === 9) header.set((variable = value), []);
    else if (section === 'HEADER') header.get(variable)!.push(`${code}:${value}`);
    else if (section === 'ENTITIES' && code === 0) entities.push({ type: value, codes: [] });
    else if (section === 'ENTITIES') entities[entities.length - 1].codes.push([code, value]);
  }
  return { header, entities, end: pairs[pairs.length - 1].join(':') };
}

const value = (entity: Entity, code: number): string | undefined => entity.codes.find(([c]) => c === code)?.[1];

/** Each POLYLINE with the VERTEX points that follow it up to its SEQEND. */
function polylines(entities: Entity[]): { flag: string | undefined; layer: string | undefined; points: Point[] }[] {
  const result: { flag: string | undefined; layer: string | undefined; points: Point[] }[] = [];
  for (const entity of entities) {
    if (entity.type === 'POLYLINE') result.push({ flag: value(entity, 70), layer: value(entity, 8), points: [] });
    else if (entity.type === 'VERTEX') {
      expect(value(entity, 8)).toBe('CUT');
      result[result.length - 1].points.push({ x: Number(value(entity, 10)), y: Number(value(entity, 20)) });
    } else expect(entity.type).toBe('SEQEND');
  }
  return result;
}

describe('toDxf', () => {
  it('writes an R12 file in millimetres', () => {
    const outline: Outline = {
      outer: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 50 },
      ],
      holes: [],
    };
    const { header, entities, end } = parseDxf(toDxf(outline, { units: 'mm' }));
    expect(header.get('$ACADVER')).toEqual(['1:AC1009']);
    expect(header.get('$INSUNITS')).toEqual(['70:4']);
    expect(header.get('$EXTMAX')).toEqual(['10:100.0', '20:50.0', '30:0.0']);
    expect(entities.map((e) => e.type)).toEqual(['POLYLINE', 'VERTEX', 'VERTEX', 'VERTEX', 'SEQEND']);
    expect(end).toBe('0:EOF');
  });

  it.each(SHAPES.map((shape) => [shape.slug, shape] as const))(
    'round-trips every ring of %s as a closed polyline',
    (_slug, shape) => {
      const outline = shape.outline(shape.defaults);
      const rings = [outline.outer, ...outline.holes];
      const read = polylines(parseDxf(toDxf(outline)).entities);
      expect(read).toHaveLength(rings.length);
      read.forEach((polyline, i) => {
        expect(polyline.flag).toBe('1');
        expect(polyline.layer).toBe('CUT');
        expect(polyline.points).toHaveLength(rings[i].length);
        polyline.points.forEach((p, k) => {
          expect(p.x).toBeCloseTo(rings[i][k].x, 3);
          expect(p.y).toBeCloseTo(rings[i][k].y, 3);
        });
      });
    },
  );
});
