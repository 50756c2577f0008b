import { useId, type ReactNode } from 'react';

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

type Frame = {
  /** What the drawing shows, for a screen reader. */
  label: string;
  /** The dimension line under the part: its ends (x) and what it is called. */
  dimension: { from: number; to: number; text: string };
  onDark?: boolean;
  /** The part, drawn with `fill` (the steel) and `outline`. */
  children: (fill: string) => ReactNode;
};

/** A part on the gallery's 240 × 205 card, in steel, with its dimension line and label below. */
function PartFrame({ label, dimension: { from, to, text }, onDark = false, children }: Frame) {
  const steel = useSteelFill();
  return (
    <svg viewBox="0 0 240 205" role="img" aria-label={label}>
      <SteelDefs id={steel.id} />
      {children(steel.fill)}
      <line x1={from} y1="185" x2={to} y2="185" {...(onDark ? dimensionOnDark : dimension)} />
      <text x="120" y="199" textAnchor="middle" {...(onDark ? labelOnDark : labelStyle)}>
        {text}
      </text>
    </svg>
  );
}

/**
 * The catalogue's flange at its defaults (200 OD, 100 bore, 8 × Ø18 on PCD 160) at 0.85 scale.
 * `onDark`: drawn on the hero's dark background rather than a light card.
 */
export function FlangeDrawing({ onDark = false }: { onDark?: boolean }) {
  // Every 45° from 22.5°, straddling the centre lines, as the shop cuts them.
  const holes = Array.from({ length: 8 }, (_, i) => {
    const angle = ((2 * i + 1) * Math.PI) / 8;
    return { x: 120 + 68 * Math.cos(angle), y: 95 + 68 * Math.sin(angle) };
  });
  return (
    <PartFrame
      label="Flange with eight bolt holes on a pitch circle"
      dimension={{ from: 35, to: 205, text: 'Ø OD' }}
      onDark={onDark}
    >
      {(fill) => (
        <>
          <path
            d="M120 10 a85 85 0 1 0 0.01 0 Z M120 52.5 a42.5 42.5 0 1 1 -0.01 0 Z"
            fill={fill}
            fillRule="evenodd"
            {...outline}
          />
          {holes.map(({ x, y }) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="7.65" fill="#f3f5f8" {...outline} />
          ))}
        </>
      )}
    </PartFrame>
  );
}

/** The catalogue's bracket with two slots at its defaults (200 × 120, slots 100 × 14, 60 apart) at 0.95 scale. */
export function SlottedBracketDrawing() {
  return (
    <PartFrame label="Mounting plate with two parallel slots" dimension={{ from: 25, to: 215, text: 'a' }}>
      {(fill) => (
        <>
          <rect x="25" y="43" width="190" height="114" fill={fill} {...outline} />
          {[71.5, 128.5].map((y) => (
            <rect key={y} x="72.5" y={y - 6.65} width="95" height="13.3" rx="6.65" fill="#f3f5f8" {...outline} />
          ))}
        </>
      )}
    </PartFrame>
  );
}

/** The catalogue's plate with a square cut-out at its defaults (300 × 200, cut-out 100) at 0.63 scale. */
export function SquareCutOutDrawing() {
  return (
    <PartFrame
      label="Rectangular plate with a square cut-out in the centre"
      dimension={{ from: 25, to: 215, text: 'a' }}
    >
      {(fill) => (
        <path
          d="M25 26.7 H215 V153.3 H25 Z M88.3 58.3 V121.7 H151.7 V58.3 Z"
          fill={fill}
          fillRule="evenodd"
          {...outline}
        />
      )}
    </PartFrame>
  );
}
