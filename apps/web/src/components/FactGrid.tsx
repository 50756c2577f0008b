import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** Facts as label and value in two columns (a `dl`): an order's, a line's, a document's. */
export function FactGrid({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="dl"
      sx={[
        { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** One fact of a FactGrid; a long value wraps rather than widening the grid. */
export function Fact({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontWeight: strong ? 500 : undefined }}>
        {children}
      </Box>
    </>
  );
}
