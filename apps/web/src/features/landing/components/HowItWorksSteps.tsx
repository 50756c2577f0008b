import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { HOW_IT_WORKS } from '../content';

/** The steps' titles are h3 under the landing page's section heading, h2 on a page of their own. */
export function HowItWorksSteps({ titleLevel = 'h3' }: { titleLevel?: 'h2' | 'h3' }) {
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {HOW_IT_WORKS.map((step, index) => (
        <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography variant="h6" component={titleLevel}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
