import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type PriceRow = { term: string; detail?: string; value: string; strong?: boolean };

/** Figures one under another, each with how it is worked out; a strong row is a total. */
export function PriceRows({ rows }: { rows: PriceRow[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {rows.map(({ term, detail, value, strong }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color={strong ? 'text.primary' : 'text.secondary'}>
            {term}
            {detail && (
              <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                {detail}
              </Typography>
            )}
          </Typography>
          <Typography
            component="dd"
            variant={strong ? 'subtitle1' : 'body2'}
            sx={{ m: 0, fontWeight: strong ? 700 : 600, textAlign: 'right', whiteSpace: 'nowrap' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
