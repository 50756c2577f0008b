import { useMemo } from 'react';
import { create } from 'qrcode';

type Props = { value: string; label: string; size?: number };

/** One path of dark modules; the quiet zone of four modules is part of the drawing. */
function modulesPath(value: string): { d: string; size: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
  }
  return { d: parts.join(''), size: modules.size + 8 };
}

/** A QR code drawn as SVG in the browser: crisp at any size, no canvas, no network. */
export function QrCode({ value, label, size = 220 }: Props) {
  const { d, size: modules } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
