import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTradingName } from '../lib/shop';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.18" />
      <path d="M7 22 L16 7 L25 22 Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="16" cy="17" r="2.6" fill="currentColor" />
    </svg>
  );
}

export function Logo() {
  const tradingName = useTradingName();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}>
      <LogoMark />
      <Typography
        component="span"
        variant="h6"
        // A phone's bar has room for about 20 characters of the name at this size on one line.
        sx={{
          fontWeight: 800,
          letterSpacing: '0.02em',
          color: 'inherit',
          fontSize: { xs: '1.05rem', sm: '1.25rem' },
          lineHeight: 1.2,
        }}
      >
        {tradingName}
      </Typography>
    </Box>
  );
}
