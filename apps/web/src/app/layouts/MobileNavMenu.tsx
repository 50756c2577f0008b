import { lazy, Suspense, useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';

// The panel's code (a drawer and its list) loads when the menu is first opened.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));

/** The small-screen slide-out menu: Payment Method, Chat, Cart. */
export function MobileNavMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
