import { useMemo } from 'react';
import type { BoxProps } from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { SVG_COLOURS } from '@steelcut/domain/shapes/svg';
import { previewLayout, type PreviewMarker } from '../lib/preview-layout';
import { DimensionMarks, DrawingSvg, OutlinePath } from './DrawingSvg';
import { PreviewMarkers } from './PreviewMarkers';

type Props = {
  drawing: Pick<Drawing, 'preview' | 'widthMm' | 'heightMm'>;
  /** Read by screen readers: the name, the size, what is red. */
  label: string;
  /** The overall width and height as dimension lines; off for thumbnails. */
  withDimensions?: boolean;
  /** Numbered markers where the checks are: decorative, the checks list carries the words. */
  markers?: readonly PreviewMarker[];
  sx?: BoxProps['sx'];
};

/** The customer's part to scale: holes as holes, faulty contours in red (and drawn heavier). */
const NO_MARKERS: readonly PreviewMarker[] = [];

export function DrawingPreview({ drawing, label, withDimensions = false, markers = NO_MARKERS, sx }: Props) {
  const { preview, widthMm, heightMm } = drawing;
  const layout = useMemo(
    () => previewLayout(preview, { widthMm, heightMm }, withDimensions, markers),
    [preview, widthMm, heightMm, withDimensions, markers],
  );
  const { palette } = useTheme();
  const faultyColour = palette.error.main;
  const { fill } = SVG_COLOURS;

  return (
    <DrawingSvg viewBox={layout.viewBox} label={label} sx={sx}>
      {layout.fill && <path d={layout.fill} fill={fill} fillRule="evenodd" stroke="none" />}
      {layout.cut && <OutlinePath d={layout.cut} filled={false} />}
      {layout.faulty && (
        <path
          d={layout.faulty}
          data-faulty="true"
          fill="none"
          stroke={faultyColour}
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {layout.mended.length > 0 && (
        <g data-mended="true" fill="none" stroke={palette.warning.main} strokeWidth={2}>
          {layout.mended.map(({ x, y, r }) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} vectorEffect="non-scaling-stroke" />
          ))}
        </g>
      )}
      <DimensionMarks
        lines={layout.lines}
        arrows={layout.arrows}
        labels={layout.labels}
        font={layout.font}
        unit={layout.unit}
      />
      <PreviewMarkers markers={layout.markers} font={layout.font} />
    </DrawingSvg>
  );
}
