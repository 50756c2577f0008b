import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import type { QuoteLine } from '@steelcut/domain/schemas/pricing';
import { piecesIn, type PartChoice } from '../drawing-parts';
import { DRAWING_LABELS } from '../labels';
import { DrawingPartCard } from './DrawingPartCard';

type Props = {
  drawing: Drawing;
  choice: PartChoice;
  complete: boolean;
  lines: ReadonlyMap<number, { line: QuoteLine; quantity: number }>;
};

/** Each part of a file of several, a card each: one column on a phone, up to three on a desk. */
export function DrawingPartList({ drawing, choice, complete, lines }: Props) {
  return (
    <Box component="section" aria-labelledby="drawing-parts-title">
      <Typography id="drawing-parts-title" variant="h6" component="h2">
        {DRAWING_LABELS.partsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {DRAWING_LABELS.partsIntro(drawing.parts.length, piecesIn(drawing))}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {drawing.parts.map((part) => (
          <li key={part.part}>
            <DrawingPartCard
              drawing={drawing}
              part={part}
              choice={choice}
              complete={complete}
              priced={lines.get(part.part)}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
