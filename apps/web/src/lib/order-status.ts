/** SPEC section 4's badge colours, by status; the admin screens share them. */
export type StatusTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey';

const TONE_BY_STATUS: Record<string, StatusTone> = {
  pending: 'yellow',
  'in-progress': 'blue',
  dispatched: 'purple',
  delivered: 'green',
  cancelled: 'red',
};

/** Dark text on a light tint: each pair passes WCAG AA contrast. */
export const STATUS_TONE_COLOURS: Record<StatusTone, { background: string; text: string }> = {
  yellow: { background: '#fff3c4', text: '#6b4e00' },
  blue: { background: '#dcebfd', text: '#0b4a8f' },
  purple: { background: '#ece3fa', text: '#56278f' },
  green: { background: '#dcf1e3', text: '#1b5e33' },
  red: { background: '#fbe0e0', text: '#9c1c1c' },
  grey: { background: '#e8ecef', text: '#3c4750' },
};

/** 'In-Progress', 'in progress' and 'IN_PROGRESS' are one status; unknown ones are grey. */
export function statusTone(status: string | null | undefined): StatusTone {
  const key = (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return TONE_BY_STATUS[key] ?? 'grey';
}
