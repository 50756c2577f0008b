import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRICE_LABELS } from '../../../lib/pricing/labels';

/** The order panel's "Estimate" section, below the material fields: the price and the add button. */
export function EstimateSection({ children }: { children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="drawing-price-title"
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="drawing-price-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {PRICE_LABELS.estimate}
      </Typography>
      {children}
    </Box>
  );
}
