import Box from '@mui/material/Box';
import { STATUS_TONE_COLOURS, statusTone } from '../lib/order-status';

/** An order's status as a coloured pill (SPEC section 4). */
export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  const { background, text } = STATUS_TONE_COLOURS[tone];
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: background,
        color: text,
        fontSize: '0.8125rem',
        fontWeight: 600,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      {status}
    </Box>
  );
}
