import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SVG_COLOURS } from '@steelcut/domain/shapes/svg';
import { DRAWING_LABELS } from '../labels';

function Swatch({
  colour,
  width,
  text,
  ring = false,
}: {
  colour: string;
  width: number;
  text: string;
  ring?: boolean;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 24 8" sx={{ width: 24, height: 8, flexShrink: 0 }} aria-hidden>
        {ring ? (
          <circle cx="12" cy="4" r="3" fill="none" stroke={colour} strokeWidth={width} />
        ) : (
          <line x1="1" y1="4" x2="23" y2="4" stroke={colour} strokeWidth={width} strokeLinecap="round" />
        )}
      </Box>
      <Typography variant="body2" component="span">
        {text}
      </Typography>
    </Box>
  );
}

/** What the preview's colours mean; red only when something is red, rings only when a gap was closed. */
export function PreviewLegend({ faulty, mended = false }: { faulty: boolean; mended?: boolean }) {
  const { palette } = useTheme();
  const faultyColour = palette.error.main;
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      <Swatch colour={SVG_COLOURS.stroke} width={1.5} text={DRAWING_LABELS.legendCut} />
      {faulty && <Swatch colour={faultyColour} width={3} text={DRAWING_LABELS.legendFaulty} />}
      {mended && <Swatch colour={palette.warning.main} width={2} text={DRAWING_LABELS.legendMended} ring />}
    </Box>
  );
}
