import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { CustomerNavEntry } from './customer-nav';

const MAX_COUNT = 99;

/**
 * MUI's Badge look (a count at the icon's top right, or a dot), drawn with two spans: the top
 * bar is on every page, and this keeps Badge's code out of a visitor's first download.
 */
function Marker({ children, count, color }: { children: ReactNode; count?: number; color: 'success' | 'secondary' }) {
  const dot = count === undefined;
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}>
      {children}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: dot ? '14%' : 0,
          right: dot ? '14%' : 0,
          transform: 'translate(50%, -50%)',
          minWidth: dot ? 8 : 20,
          height: dot ? 8 : 20,
          px: dot ? 0 : 0.75,
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
        {dot ? null : count > MAX_COUNT ? `${MAX_COUNT}+` : count}
      </Box>
    </Box>
  );
}

/** The entry's icon with its green unread dot or its count badge (hidden at zero). */
export function NavEntryIcon({ entry }: { entry: CustomerNavEntry }) {
  const { icon: Icon, dot, badgeCount } = entry;
  if (dot) {
    return (
      <Marker color="success">
        <Icon />
      </Marker>
    );
  }
  if (badgeCount) {
    return (
      <Marker color="secondary" count={badgeCount}>
        <Icon />
      </Marker>
    );
  }
  return <Icon />;
}

/** What a screen reader hears for the entry, including its unread or count state. */
export function navEntryLabel(entry: CustomerNavEntry): string {
  if (entry.dot) return `${entry.label} (unread messages)`;
  if (entry.badgeCount) return `${entry.label} (${entry.badgeCount} items)`;
  return entry.label;
}
