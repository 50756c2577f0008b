import Box from '@mui/material/Box';
import { turnOf } from '@steelcut/domain/nesting/geometry';
import type { NestPart, NestSheet } from '@steelcut/domain/schemas/nesting';
import { NESTING_LABELS } from '../lib/nesting-labels';

/** The sheet to scale, y up as on the machine: each part placed, its order number written in it. */
export function SheetPicture({ sheet, parts, n }: { sheet: NestSheet; parts: NestPart[]; n: number }) {
  const byItem = new Map(parts.map((part) => [part.itemId, part]));
  const { widthMm: w, heightMm: h } = sheet;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={NESTING_LABELS.picture(n, w, h, sheet.placements.length)}
      viewBox={`0 0 ${w} ${h}`}
      sx={{ width: '100%', height: 'auto', display: 'block', bgcolor: 'grey.100', border: 1, borderColor: 'grey.500' }}
    >
      {sheet.placements.map((p) => {
        const part = byItem.get(p.itemId);
        if (!part) return null;
        const [cos, sin] = turnOf(p.rotation);
        const at = (x: number, y: number) => [x * cos - y * sin + p.x, h - (x * sin + y * cos + p.y)] as const;
        const d = part.rings
          .map((ring) => {
            const points: string[] = [];
            for (let i = 0; i < ring.length; i += 2) {
              const [x, y] = at(ring[i]!, ring[i + 1]!);
              points.push(`${x.toFixed(1)} ${y.toFixed(1)}`);
            }
            return `M${points.join('L')}Z`;
          })
          .join('');
        const [lx, ly] = at(part.label.x, part.label.y);
        // Fitted to the part, but never too small to read on the sheet's picture (a small part's runs over it).
        const fitted = Math.min(part.label.r * 0.5, (1.6 * part.label.r) / (0.6 * p.orderNo.length));
        const size = Math.max(Math.max(w, h) / 110, fitted);
        return (
          <g key={`${p.itemId}-${p.copy}`}>
            <path d={d} fillRule="evenodd" fill="#cfd8dc" stroke="#37474f" strokeWidth={Math.max(w, h) / 800} />
            <text x={lx} y={ly} fontSize={size} textAnchor="middle" dominantBaseline="middle" fill="#0d47a1">
              {p.orderNo}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
