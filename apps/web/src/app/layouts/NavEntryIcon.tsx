import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { CustomerNavEntry } from './customer-nav';

const MAX_COUNT = 99;

/**
 * MUI's Badge look (a count at the icon's top right), drawn with two spans: the top bar is on
 * every page, and this keeps Badge's code out of a visitor's first download. Above 99 it reads '99+'.
 */
export function CountMarker({
  children,
  count,
  color,
}: {
  children: ReactNode;
  count: number;
  color: 'success' | 'secondary';
}) {
  if (count <= 0) return children;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}>
      {children}
      <Box
        component="span"
        // The count is in the control's name (Chat (3 unread)); read once, not twice.
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          transform: 'translate(50%, -50%)',
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: `${color}.main`,
          color: `${color}.contrastText`,
          fontSize: '0.75rem',
          fontWeight: 500,
          lineHeight: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {count > MAX_COUNT ? `${MAX_COUNT}+` : count}
      </Box>
    </Box>
  );
}

/** The entry's icon with its unread count (green) or its item count (hidden at zero). */
export function NavEntryIcon({ entry }: { entry: CustomerNavEntry }) {
  const { icon: Icon, unreadCount = 0, badgeCount = 0 } = entry;
  if (unreadCount > 0) {
    return (
      <CountMarker color="success" count={unreadCount}>
        <Icon />
      </CountMarker>
    );
  }
  return (
    <CountMarker color="secondary" count={badgeCount}>
      <Icon />
    </CountMarker>
  );
}

/** What a screen reader hears with the unread count: Chat (3 unread), Open menu (3 unread). */
export const withUnread = (label: string, unread: number | undefined) =>
  unread ? `${label} (${unread} unread)` : label;

/** What a screen reader hears for the entry, including its unread or item count. */
export function navEntryLabel(entry: CustomerNavEntry): string {
  if (entry.unreadCount) return withUnread(entry.label, entry.unreadCount);
  if (entry.badgeCount) return `${entry.label} (${entry.badgeCount} items)`;
  return entry.label;
}
