import Box from '@mui/material/Box';
import { thumbnailBox } from '@steelcut/domain/drawings/thumbnail';
import type { DrawingListItem } from '@steelcut/domain/schemas/drawing';
import { SVG_COLOURS } from '@steelcut/domain/shapes/svg';

type Props = {
  drawing: Pick<DrawingListItem, 'thumbnail' | 'widthMm' | 'heightMm'>;
  /** Read by screen readers: the name and the size. */
  label: string;
};

/** The list's small picture of a part: its contours simplified by the server, holes as holes. */
export function DrawingThumbnail({ drawing, label }: Props) {
  const { width, height } = thumbnailBox(drawing.widthMm, drawing.heightMm);
  const { fill, stroke } = SVG_COLOURS;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid meet"
      sx={{ display: 'block', width: '100%', height: '100%', overflow: 'visible' }}
    >
      {drawing.thumbnail && (
        <path
          d={drawing.thumbnail}
          fill={fill}
          fillRule="evenodd"
          stroke={stroke}
          strokeWidth={1.5}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </Box>
  );
}
