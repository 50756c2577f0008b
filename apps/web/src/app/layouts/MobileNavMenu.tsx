import { lazy, Suspense, useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { CountMarker, withUnread } from './NavEntryIcon';

// The panel's code (a drawer and its list) loads when the menu is first opened.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));

/**
 * The small-screen slide-out menu: Payment Method, Chat, Cart. Chat is inside it, so its button
 * carries the unread count too.
 */
export function MobileNavMenu({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={withUnread('Open menu', unread)}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <CountMarker color="success" count={unread}>
          <MenuIcon />
        </CountMarker>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
