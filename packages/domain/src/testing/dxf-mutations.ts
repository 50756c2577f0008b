/** Damaged DXF files for fuzzing the reader (packages/domain) and the upload (apps/server). */
import fc from 'fast-check';

const TOKENS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e300',
  '-1e308',
  'abc',
  '',
  '0',
  '2',
  '999999999',
  'SECTION',
  'ENDSEC',
  'ENDBLK',
  'VERTEX',
  'SEQEND',
  'INSERT',
  'EOF',
];

/** One change to a DXF's lines: some deleted, one replaced by a hostile token, a run repeated, the rest cut off. */
export const dxfMutation = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), count: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), token: fc.constantFrom(...TOKENS) }),
  fc.record({
    kind: fc.constant('repeat' as const),
    at: fc.nat(),
    from: fc.nat(),
    count: fc.integer({ min: 1, max: 60 }),
  }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

export type DxfMutation = typeof dxfMutation extends fc.Arbitrary<infer M> ? M : never;

export function mutateDxf(text: string, mutations: DxfMutation[]): string {
  let lines = text.split('\n');
  for (const m of mutations) {
    const at = m.at % Math.max(1, lines.length);
    if (m.kind === 'delete') lines.splice(at, m.count);
    if (m.kind === 'replace') lines[at] = m.token;
    if (m.kind === 'repeat')
      lines.splice(at, 0, ...lines.slice(m.from % lines.length, (m.from % lines.length) + m.count));
    if (m.kind === 'truncate') lines = lines.slice(0, at);
  }
  return lines.join('\n');
}
