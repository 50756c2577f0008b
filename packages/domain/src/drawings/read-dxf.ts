import parseStringModule from 'dxf/lib/parseString.js';
import { DrawingError } from './errors';
import { sourceFromParsed } from './from-parser';
import { scanDxf } from './scan';
import type { DxfSource, SourceEntity } from './source';

// CommonJS default export: Node hands over module.exports, bundlers the function itself.
const parseString = typeof parseStringModule === 'function' ? parseStringModule : parseStringModule.default;

/** Reads a DXF file's text into plain data; throws DrawingError, nothing else. */
export function readDxf(text: string): DxfSource {
  const scan = scanDxf(text);
  let parsed: unknown;
  try {
    parsed = parseString(scan.text);
  } catch (error) {
    throw new DrawingError('unreadable', error instanceof Error ? error.message.slice(0, 200) : 'unknown');
  }
  const source = sourceFromParsed(parsed, scan.fits);
  // The parser drops kinds it does not know; the scan counted them in model space.
  const known = new Set(source.entities.map((e) => (e.type === 'IGNORED' ? e.kind : e.type)));
  const dropped: SourceEntity[] = [...scan.leftOut].flatMap(([kind, layers]) =>
    known.has(kind)
      ? []
      : [...layers].flatMap(([layer, count]) =>
          Array.from({ length: count }, () => ({ type: 'IGNORED' as const, kind, layer })),
        ),
  );
  return { ...source, entities: [...source.entities, ...dropped] };
}
