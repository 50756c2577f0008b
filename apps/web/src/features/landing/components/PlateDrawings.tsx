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

/** `onDark`: drawn on the hero's dark background rather than a light card. */
export function FlangeDrawing({ onDark = false }: { onDark?: boolean }) {
  const steel = useSteelFill();
  const holes = Array.from({ length: 6 }, (_, i) => {
    const angle = (i * Math.PI) / 3;
    return { x: 120 + 62 * Math.cos(angle), y: 95 + 62 * Math.sin(angle) };
  });
  return (
    <svg viewBox="0 0 240 205" role="img" aria-label="Flange ring with six bolt holes">
      <SteelDefs id={steel.id} />
      <path
        d="M120 10 a85 85 0 1 0 0.01 0 Z M120 55 a40 40 0 1 1 -0.01 0 Z"
        fill={steel.fill}
        fillRule="evenodd"
        {...outline}
      />
      {holes.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="8" fill="#f3f5f8" {...outline} />
      ))}
      <line x1="35" y1="185" x2="205" y2="185" {...(onDark ? dimensionOnDark : dimension)} />
      <text x="120" y="200" textAnchor="middle" {...(onDark ? labelOnDark : labelStyle)}>
        Ø OD
      </text>
    </svg>
  );
}

export function BracketDrawing() {
  const steel = useSteelFill();
  return (
    <svg viewBox="0 0 240 205" role="img" aria-label="L-shaped mounting bracket with slotted holes">
      <SteelDefs id={steel.id} />
      <path d="M30 20 H90 V130 H210 V175 H30 Z" fill={steel.fill} strokeLinejoin="round" {...outline} />
      <rect x="48" y="40" width="24" height="50" rx="12" fill="#f3f5f8" {...outline} />
      <rect x="120" y="141" width="50" height="22" rx="11" fill="#f3f5f8" {...outline} />
      <line x1="20" y1="20" x2="20" y2="175" {...dimension} />
      <text x="14" y="100" textAnchor="middle" transform="rotate(-90 14 100)" {...labelStyle}>
        a
      </text>
      <line x1="30" y1="185" x2="210" y2="185" {...dimension} />
      <text x="120" y="199" textAnchor="middle" {...labelStyle}>
        b
      </text>
    </svg>
  );
}

export function BasePlateDrawing() {
  const steel = useSteelFill();
  const corners = [
    [50, 45],
    [190, 45],
    [50, 145],
    [190, 145],
  ];
  return (
    <svg
      viewBox="0 0 240 205"
      role="img"
      aria-label="Rectangular base plate with four corner holes and a centre cut-out"
    >
      <SteelDefs id={steel.id} />
      <rect x="25" y="20" width="190" height="150" rx="14" fill={steel.fill} {...outline} />
      {corners.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="10" fill="#f3f5f8" {...outline} />
      ))}
      <rect x="95" y="70" width="50" height="50" rx="6" fill="#f3f5f8" {...outline} />
      <line x1="25" y1="185" x2="215" y2="185" {...dimension} />
      <text x="120" y="199" textAnchor="middle" {...labelStyle}>
        length
      </text>
    </svg>
  );
}
