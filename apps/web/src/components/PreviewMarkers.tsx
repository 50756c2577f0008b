import { useTheme } from '@mui/material/styles';
import type { PreviewLayout } from '../lib/preview-layout';

type Props = Pick<PreviewLayout, 'markers' | 'font'>;

/**
 * Each check's number where it is on the drawing, as the checks list numbers its message. Hidden
 * from screen readers: the list says it in words.
 */
export function PreviewMarkers({ markers, font }: Props) {
  const { palette } = useTheme();
  if (markers.length === 0) return null;
  return (
    <g data-markers="true" aria-hidden="true" fontFamily="sans-serif" fontWeight={700} fontSize={font}>
      {markers.map(({ n, x, y, r, block }) => (
        <g key={n}>
          <circle
            cx={x}
            cy={y}
            r={r}
            fill={block ? palette.error.main : palette.warning.dark}
            stroke="#fff"
            strokeWidth={1.5}
            vectorEffect="non-scaling-stroke"
          />
          <text x={x} y={y} fill="#fff" textAnchor="middle" dominantBaseline="central">
            {n}
          </text>
        </g>
      ))}
    </g>
  );
}
