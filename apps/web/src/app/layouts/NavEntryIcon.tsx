import Badge from '@mui/material/Badge';
import type { CustomerNavEntry } from './customer-nav';

/** The entry's icon with its green unread dot or its count badge (hidden at zero). */
export function NavEntryIcon({ entry }: { entry: CustomerNavEntry }) {
  const { icon: Icon, dot, badgeCount } = entry;
  if (dot !== undefined) {
    return (
      <Badge color="success" variant="dot" invisible={!dot} overlap="circular">
        <Icon />
      </Badge>
    );
  }
  if (badgeCount !== undefined) {
    return (
      <Badge color="secondary" badgeContent={badgeCount} max={99}>
        <Icon />
      </Badge>
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
