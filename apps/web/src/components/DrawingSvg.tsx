import type { ReactNode } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { SVG_COLOURS } from '@steelcut/domain/shapes/svg';

type FrameProps = {
  viewBox: string;
  /** Read by screen readers: what is drawn, its size, what is wrong with it. */
  label: string;
  sx?: BoxProps['sx'];
  children: ReactNode;
};

/** A part's picture: an SVG filling its box, the drawing centred at its own proportions. */
export function DrawingSvg({ viewBox, label, sx, children }: FrameProps) {
  return (
    <Box
      component="svg"
      viewBox={viewBox}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
      sx={{ display: 'block', width: '100%', height: '100%', ...sx }}
    >
      {children}
    </Box>
  );
}

/** A part's edges (filled as plate, holes as holes, unless `filled` is false). */
export function OutlinePath({ d, filled = true }: { d: string; filled?: boolean }) {
  const { fill, stroke } = SVG_COLOURS;
  return (
    <path
      d={d}
      fill={filled ? fill : 'none'}
      fillRule="evenodd"
      stroke={stroke}
      strokeWidth={1.5}
      strokeLinejoin="round"
      // Screen pixels, not millimetres: a 3000 × 15 mm strip keeps a hairline edge.
      vectorEffect="non-scaling-stroke"
    />
  );
}

type DimensionProps = {
  /** Path data of the dimension and extension lines, and of the arrow heads. */
  lines: string;
  arrows: string;
  /** Each label at its centre, in the drawing's coordinates. */
  labels: readonly { x: number; y: number; text: string }[];
  /** The label's size and a unit of the drawing's frame, in its coordinates. */
  font: number;
  unit: number;
};

/** Dimension lines with their arrows and labels, haloed in white so they read over the part. */
export function DimensionMarks({ lines, arrows, labels, font, unit }: DimensionProps) {
  const { dimension } = SVG_COLOURS;
  return (
    <>
      {lines && <path d={lines} fill="none" stroke={dimension} strokeWidth={1} vectorEffect="non-scaling-stroke" />}
      {arrows && <path d={arrows} fill={dimension} />}
      {labels.length > 0 && (
        <g
          fill={dimension}
          fontFamily="sans-serif"
          fontSize={font}
          textAnchor="middle"
          dominantBaseline="central"
          stroke="#fff"
          strokeWidth={3 * unit}
          paintOrder="stroke"
        >
          {labels.map(({ x, y, text }) => (
            <text key={`${text}-${x}-${y}`} x={x} y={y}>
              {text}
            </text>
          ))}
        </g>
      )}
    </>
  );
}
