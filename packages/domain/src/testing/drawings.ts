/** Small DXF texts for tests: group-code pairs, as a CAD program writes them. */

const pairs = (...groups: (string | number)[]): string[] => groups.map(String);

export const dxfLine = (x1: number, y1: number, x2: number, y2: number): string[] =>
  pairs(0, 'LINE', 8, '0', 10, x1, 20, y1, 30, 0, 11, x2, 21, y2, 31, 0);

export const dxfCircle = (x: number, y: number, r: number): string[] =>
  pairs(0, 'CIRCLE', 8, '0', 10, x, 20, y, 30, 0, 40, r);

/** Counter-clockwise from `startDeg` to `endDeg`, as ARC runs. */
export const dxfArc = (x: number, y: number, r: number, startDeg: number, endDeg: number): string[] =>
  pairs(0, 'ARC', 8, '0', 10, x, 20, y, 30, 0, 40, r, 50, startDeg, 51, endDeg);

export const dxfInsert = (
  block: string,
  at: { x: number; y: number },
  options: { sx?: number; sy?: number; rotationDeg?: number } = {},
): string[] =>
  pairs(
    0,
    'INSERT',
    8,
    '0',
    2,
    block,
    10,
    at.x,
    20,
    at.y,
    30,
    0,
    41,
    options.sx ?? 1,
    42,
    options.sy ?? 1,
    50,
    options.rotationDeg ?? 0,
  );

/** A whole file: optional $INSUNITS, blocks by name, then the model-space entities. */
export function dxfFile(
  entities: string[][],
  options: { insUnits?: number; blocks?: Record<string, string[][]> } = {},
): string {
  const header = options.insUnits === undefined ? [] : pairs(9, '$INSUNITS', 70, options.insUnits);
  const blocks = Object.entries(options.blocks ?? {}).flatMap(([name, content]) => [
    ...pairs(0, 'BLOCK', 8, '0', 2, name, 70, 0, 10, 0, 20, 0, 30, 0, 3, name),
    ...content.flat(),
    ...pairs(0, 'ENDBLK', 8, '0'),
  ]);
  return [
    ...pairs(0, 'SECTION', 2, 'HEADER', ...header, 0, 'ENDSEC'),
    ...pairs(0, 'SECTION', 2, 'BLOCKS'),
    ...blocks,
    ...pairs(0, 'ENDSEC', 0, 'SECTION', 2, 'ENTITIES'),
    ...entities.flat(),
    ...pairs(0, 'ENDSEC', 0, 'EOF'),
  ].join('\n');
}

/** A closed ring of LINEs through the points. */
export const dxfRing = (points: [number, number][]): string[][] =>
  points.map(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length];
    return dxfLine(x, y, nx, ny);
  });
