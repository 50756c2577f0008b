import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SVG_COLOURS } from '@steelcut/domain/shapes/svg';
import { DRAWING_LABELS } from '../labels';

function Swatch({ colour, width, text }: { colour: string; width: number; text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 24 8" sx={{ width: 24, height: 8, flexShrink: 0 }} aria-hidden>
        <line x1="1" y1="4" x2="23" y2="4" stroke={colour} strokeWidth={width} strokeLinecap="round" />
      </Box>
      <Typography variant="body2" component="span">
        {text}
      </Typography>
    </Box>
  );
}

/** What the preview's colours mean; red only when something is red. */
export function PreviewLegend({ faulty }: { faulty: boolean }) {
  const faultyColour = useTheme().palette.error.main;
  return (
    <Box
      component="ul"
      aria-label="Legend"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      <Swatch colour={SVG_COLOURS.stroke} width={1.5} text={DRAWING_LABELS.legendCut} />
      {faulty && <Swatch colour={faultyColour} width={3} text={DRAWING_LABELS.legendFaulty} />}
    </Box>
  );
}
