import { useId } from 'react';

/** Line drawings of typical cut parts for the 'Shapes We Cut' gallery: steel fill, dimension lines. */

/**
 * Each drawing's own gradient id: the hero and the gallery both draw the flange, and on a phone
 * the hero's copy is hidden, which would leave the gallery's referring to a gradient never drawn.
 */
function useSteelFill(): { id: string; fill: string } {
  const id = `steel-${useId().replace(/[^\w-]/g, '')}`;
  return { id, fill: `url(#${id})` };
}

function SteelDefs({ id }: { id: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0%" stopColor="#e6ebf0" />
        <stop offset="45%" stopColor="#b9c4cf" />
        <stop offset="100%" stopColor="#8796a5" />
      </linearGradient>
    </defs>
  );
}

const outline = { stroke: '#1f3a56', strokeWidth: 2 };
const dimension = { stroke: '#4b7299', strokeWidth: 1, strokeDasharray: '4 3' };
const labelStyle = { fill: '#2c4d6f', fontSize: 11, fontFamily: 'monospace' };
// On the hero's blue gradient: white text is 5:1 against its lightest blue (#4b7299), and more elsewhere.
const dimensionOnDark = { ...dimension, stroke: '#dbe5ef' };
const labelOnDark = { ...labelStyle, fill: '#ffffff', fontSize: 12, fontWeight: 700 };

/**
 * The catalogue's flange at its defaults (200 OD, 100 bore, 8 × Ø18 on PCD 160) at 0.85 scale.
 * `onDark`: drawn on the hero's dark background rather than a light card.
 */
export function FlangeDrawing({ onDark = false }: { onDark?: boolean }) {
  const steel = useSteelFill();
  // Every 45° from 22.5°, straddling the centre lines, as the shop cuts them.
  const holes = Array.from({ length: 8 }, (_, i) => {
    const angle = ((2 * i + 1) * Math.PI) / 8;
    return { x: 120 + 68 * Math.cos(angle), y: 95 + 68 * Math.sin(angle) };
  });
  return (
    <svg viewBox="0 0 240 205" role="img" aria-label="Flange with eight bolt holes on a pitch circle">
      <SteelDefs id={steel.id} />
      <path
        d="M120 10 a85 85 0 1 0 0.01 0 Z M120 52.5 a42.5 42.5 0 1 1 -0.01 0 Z"
        fill={steel.fill}
        fillRule="evenodd"
        {...outline}
      />
      {holes.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="7.65" fill="#f3f5f8" {...outline} />
      ))}
      <line x1="35" y1="185" x2="205" y2="185" {...(onDark ? dimensionOnDark : dimension)} />
      <text x="120" y="200" textAnchor="middle" {...(onDark ? labelOnDark : labelStyle)}>
        Ø OD
      </text>
    </svg>
  );
}

/** The catalogue's bracket with two slots at its defaults (200 × 120, slots 100 × 14, 60 apart) at 0.95 scale. */
export function SlottedBracketDrawing() {
  const steel = useSteelFill();
  return (
    <svg viewBox="0 0 240 205" role="img" aria-label="Mounting plate with two parallel slots">
      <SteelDefs id={steel.id} />
      <rect x="25" y="43" width="190" height="114" fill={steel.fill} {...outline} />
      {[71.5, 128.5].map((y) => (
        <rect key={y} x="72.5" y={y - 6.65} width="95" height="13.3" rx="6.65" fill="#f3f5f8" {...outline} />
      ))}
      <line x1="25" y1="185" x2="215" y2="185" {...dimension} />
      <text x="120" y="199" textAnchor="middle" {...labelStyle}>
        a
      </text>
    </svg>
  );
}

/** The catalogue's plate with a square cut-out at its defaults (300 × 200, cut-out 100) at 0.63 scale. */
export function SquareCutOutDrawing() {
  const steel = useSteelFill();
  return (
    <svg viewBox="0 0 240 205" role="img" aria-label="Rectangular plate with a square cut-out in the centre">
      <SteelDefs id={steel.id} />
      <path
        d="M25 26.7 H215 V153.3 H25 Z M88.3 58.3 V121.7 H151.7 V58.3 Z"
        fill={steel.fill}
        fillRule="evenodd"
        {...outline}
      />
      <line x1="25" y1="185" x2="215" y2="185" {...dimension} />
      <text x="120" y="199" textAnchor="middle" {...labelStyle}>
        a
      </text>
    </svg>
  );
}
