import { thumbnailBox } from '@steelcut/domain/drawings/thumbnail';
import type { DrawingListItem } from '@steelcut/domain/schemas/drawing';
import { DrawingSvg, OutlinePath } from '../../../components/DrawingSvg';

type Props = {
  drawing: Pick<DrawingListItem, 'thumbnail' | 'widthMm' | 'heightMm'>;
  /** Read by screen readers: the name and the size. */
  label: string;
};

/** The list's small picture of a part: its contours simplified by the server, holes as holes. */
export function DrawingThumbnail({ drawing, label }: Props) {
  const { width, height } = thumbnailBox(drawing.widthMm, drawing.heightMm);
  return (
    <DrawingSvg viewBox={`0 0 ${width} ${height}`} label={label} sx={{ overflow: 'visible' }}>
      {drawing.thumbnail && <OutlinePath d={drawing.thumbnail} />}
    </DrawingSvg>
  );
}
