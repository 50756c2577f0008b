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

// ---- Drawings as CAD programs write them, for the server's tests and the bench -----------------

/** A group code as AutoCAD writes it: right-aligned in three places. */
const cadPairs = (...groups: (string | number)[]): string[] =>
  groups.map((value, i) => (i % 2 === 0 ? String(value).padStart(3) : cadValue(value)));

/** Numbers to a millionth of a millimetre, as exporters commonly write them. */
const cadValue = (value: string | number) => (typeof value === 'number' ? String(Number(value.toFixed(6))) : value);

/** Each entity with a handle, its owner and subclass markers, as AutoCAD writes them: files weigh what real ones do. */
function cadEntity(kind: string, subclass: string, handle: number, ...groups: (string | number)[]): string[] {
  const head = [
    0,
    kind,
    5,
    handle.toString(16).toUpperCase(),
    330,
    '1F',
    100,
    'AcDbEntity',
    8,
    'CUT-OUTLINE',
    100,
    subclass,
  ];
  return cadPairs(...head, ...groups);
}

export type Segment = [number, number, number, number];

/** A whole AutoCAD-style file in millimetres: LINEs from `lines`, CIRCLEs from `circles` (x, y, r). */
export function cadDxf(lines: Segment[], circles: [number, number, number][] = []): string {
  let handle = 0x100;
  const entities = [
    ...lines.map(([x1, y1, x2, y2]) =>
      cadEntity('LINE', 'AcDbLine', handle++, 10, x1, 20, y1, 30, 0, 11, x2, 21, y2, 31, 0),
    ),
    ...circles.map(([x, y, r]) => cadEntity('CIRCLE', 'AcDbCircle', handle++, 10, x, 20, y, 30, 0, 40, r)),
  ];
  return [
    ...cadPairs(0, 'SECTION', 2, 'HEADER', 9, '$ACADVER', 1, 'AC1027', 9, '$INSUNITS', 70, 4, 0, 'ENDSEC'),
    ...cadPairs(0, 'SECTION', 2, 'ENTITIES'),
    ...entities.flat(),
    ...cadPairs(0, 'ENDSEC', 0, 'EOF'),
    '',
  ].join('\r\n');
}

/** A closed polygon through `points`, one LINE per side. */
export const polygonSides = (points: [number, number][]): Segment[] =>
  points.map(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length];
    return [x, y, nx, ny];
  });

const around = (cx: number, cy: number, r: number, sides: number, wave = 0): [number, number][] =>
  Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides;
    const radius = r + wave * Math.sin(100 * angle);
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });

/**
 * One sound part of exactly `lines` LINEs, as a CAD export of curves tessellated into lines: a wavy
 * round plate of 400 mm radius and sixteen round holes of 64 sides each. 20,000 lines weigh about 3.3 MB.
 */
export function tessellatedPlate(lines: number): string {
  const holes = Array.from({ length: 16 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 16;
    return polygonSides(around(250 * Math.cos(angle), 250 * Math.sin(angle), 20, 64));
  }).flat();
  return cadDxf([...polygonSides(around(0, 0, 400, lines - holes.length, 2)), ...holes]);
}

/**
 * A bracket-like plate as customers send them: an outline of lines, `holes` round holes in a grid
 * and slots of lines and arcs drawn as circles' halves. 120 holes weigh about 30 KB.
 */
export function perforatedPlate(holes: number): string {
  const columns = Math.ceil(Math.sqrt(holes * 2));
  const rows = Math.ceil(holes / columns);
  const [width, height] = [40 + columns * 25, 40 + rows * 25];
  const circles = Array.from({ length: holes }, (_, i): [number, number, number] => [
    32.5 + (i % columns) * 25,
    32.5 + Math.floor(i / columns) * 25,
    4 + (i % 3) * 2,
  ]);
  return cadDxf(
    polygonSides([
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ]),
    circles,
  );
}

/** A flange as nests hold them: a wavy outline of `sides` LINEs and two round holes, `size` mm across. */
function flange(
  cx: number,
  cy: number,
  size: number,
  sides: number,
): { lines: Segment[]; circles: [number, number, number][] } {
  const r = size / 2;
  return {
    lines: polygonSides(around(cx, cy, r, sides, r / 40)),
    circles: [
      [cx - r / 2, cy, r / 6],
      [cx + r / 2, cy, r / 8],
    ],
  };
}

/**
 * A nest as a CAM program exports it: `parts` flanges in a grid, each of its own size (no two
 * alike), outlines of 24 LINEs and two round holes. 355 parts weigh about 1.5 MB.
 */
export function partsNest(parts: number): string {
  const columns = Math.ceil(Math.sqrt(parts));
  const shapes = Array.from({ length: parts }, (_, i) =>
    flange(60 + (i % columns) * 110, 60 + Math.floor(i / columns) * 110, 60 + i * 0.1, 24),
  );
  return cadDxf(
    shapes.flatMap((shape) => shape.lines),
    shapes.flatMap((shape) => shape.circles),
  );
}

/**
 * One plate of `holes` holes, every contour a curve tessellated into `sides` LINEs, as mesh and CAM
 * exports write them: 820 holes of 28 sides (821 contours) weigh about 3.7 MB.
 */
export function tessellatedPerforation(holes: number, sides: number): string {
  const columns = Math.ceil(Math.sqrt(holes));
  const rows = Math.ceil(holes / columns);
  const [width, height] = [columns * 30 + 30, rows * 30 + 30];
  const hole = (i: number) =>
    polygonSides(around(30 + (i % columns) * 30, 30 + Math.floor(i / columns) * 30, 8, sides));
  const outline = polygonSides([
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ]);
  return cadDxf([...outline, ...Array.from({ length: holes }, (_, i) => hole(i)).flat()]);
}
