import ReportOutlined from '@mui/icons-material/ReportOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import Chip from '@mui/material/Chip';
import { DISPATCH_MARK_LABELS, type DispatchMark } from '@steelcut/domain/dispatch/dispatch-mark';
import { STATUS_TONE_COLOURS } from '../lib/order-status';

// Late: white on dark orange (not the express chip's red); due today: the pending badge's amber.
// Both pairs pass WCAG AA at the chip's small size.
const LOOK = {
  late: {
    icon: <ReportOutlined aria-hidden />,
    sx: { bgcolor: '#8a3a00', color: '#fff', '& .MuiChip-icon': { color: '#fff' } },
  },
  'due-today': {
    icon: <TodayOutlined aria-hidden />,
    sx: {
      bgcolor: STATUS_TONE_COLOURS.yellow.background,
      color: STATUS_TONE_COLOURS.yellow.text,
      '& .MuiChip-icon': { color: STATUS_TONE_COLOURS.yellow.text },
    },
  },
} as const;

/** 'Due today' or 'Late' beside an order still to dispatch; nothing otherwise. */
export function DispatchMarkChip({ mark }: { mark: DispatchMark | null }) {
  if (!mark) return null;
  const { icon, sx } = LOOK[mark];
  return (
    <Chip
      size="small"
      icon={icon}
      label={DISPATCH_MARK_LABELS[mark]}
      data-mark={mark}
      sx={{ fontWeight: 600, ...sx }}
    />
  );
}
