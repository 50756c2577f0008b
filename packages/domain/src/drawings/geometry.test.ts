import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Outline, Ring } from '../shapes/types';
import { perforatedPlate } from '../testing/drawings';
import type { DrawingGeometry } from './geometry';
import { outlineOfGeometry, plateOfGeometry, withPlate, withPlateParts } from './geometry';
import { readDrawing } from './read-drawing';

const CORPUS = path.join(import.meta.dirname, 'corpus');
const expected: Record<string, { error?: string }> = JSON.parse(
  readFileSync(path.join(CORPUS, 'expected.json'), 'utf8'),
);
/** The corpus's small files: the 3 MB circle of 20,000 lines (no hole to check) is read seven times over otherwise. */
const drawings = readdirSync(CORPUS)
  .filter((file) => file.endsWith('.dxf') && !expected[file.slice(0, -4)]?.error)
  .map((file): [string, string] => [file.slice(0, -4), readFileSync(path.join(CORPUS, file), 'utf8')])
  .filter(([, text]) => text.length < 1_000_000);
drawings.push(['perforated plate, 120 holes, 4 to 8 mm across', perforatedPlate(120)]);

/** Arcs' ids count up across every arc drawn; what matters is which chords share one. */
function renumbered(outline: Outline): Outline {
  const ids = new Map<number, number>();
  const ring = (points: Ring): Ring =>
    points.map((p) => {
      if (!p.arc) return p;
      if (!ids.has(p.arc.id)) ids.set(p.arc.id, ids.size);
      return { ...p, arc: { ...p.arc, id: ids.get(p.arc.id)! } };
    });
  return { outer: ring(outline.outer), holes: outline.holes.map(ring) };
}

/** As the server keeps it: JSON in storage. */
const kept = (geometry: DrawingGeometry): DrawingGeometry => JSON.parse(JSON.stringify(geometry));

describe('a drawing’s kept geometry', () => {
  it.each(drawings)('%s: the plate’s checks from what was kept are those of reading the file again', (_, text) => {
    const first = readDrawing(text, { outline: false });
    for (const thicknessMm of [1, 2, 3, 5, 6.5, 9]) {
      const again = readDrawing(text, { outline: false, thicknessMm });
      const stored = { checks: first.checks, preview: first.preview, parts: first.parts };
      const plates = first.parts.map((p) => p.geometry && plateOfGeometry(kept(p.geometry), thicknessMm));
      expect(withPlateParts(stored, plates)).toEqual({
        checks: again.checks,
        preview: again.preview,
        parts: again.parts,
      });
      if (first.geometry) {
        const single = withPlate(
          { checks: first.checks, preview: first.preview },
          plateOfGeometry(kept(first.geometry), thicknessMm),
        );
        expect(single).toEqual({ checks: again.checks, preview: again.preview });
      }
    }
  });

  it.each(drawings)('%s: the outline from what was kept is the outline read from the file', (_, text) => {
    const first = readDrawing(text);
    expect(first.geometry === undefined).toBe(first.outline === undefined);
    if (first.geometry) expect(renumbered(outlineOfGeometry(kept(first.geometry)))).toEqual(renumbered(first.outline!));
  });

  it('is kept only for one sound part: an open contour or two parts have none', () => {
    const geometryOf = (name: string) => readDrawing(readFileSync(path.join(CORPUS, `${name}.dxf`), 'utf8')).geometry;
    expect([geometryOf('open-contour'), geometryOf('two-parts'), geometryOf('crossing-contours')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const plate = geometryOf('plate-with-holes')!;
    expect(plate.holes.length).toBeGreaterThan(0);
    expect(plate.paths).toHaveLength(1 + plate.holes.length);
  });

  it('names the hole narrower than the plate and marks its path, from the kept geometry alone', () => {
    const first = readDrawing(readFileSync(path.join(CORPUS, 'hole-too-small.dxf'), 'utf8'), { outline: false });
    const at3 = plateOfGeometry(kept(first.geometry!), 3);
    expect(at3.checks.map((check) => check.code)).toEqual(['feature-too-small']);
    expect(at3.faultyPaths).toHaveLength(1);
    expect(plateOfGeometry(kept(first.geometry!), 2)).toEqual({ checks: [], faultyPaths: [] });
  });
});
