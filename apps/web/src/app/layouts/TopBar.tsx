import { lazy, Suspense, useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-store';
import { useTradingName } from '../../lib/shop';
import { useCustomerNav } from './customer-nav';
import { MobileNavMenu } from './MobileNavMenu';
import { NavEntryIcon, navEntryLabel } from './NavEntryIcon';
import { SkipToContent } from './SkipToContent';

// Customers never download the admin menu, and a visitor's first page not the account menu.
const AdminDrawer = lazy(() => import('../../features/admin/shared/components/AdminDrawer'));
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

/** The account menu's button size while its code loads, so the bar does not move. */
const ACCOUNT_PLACEHOLDER = <Box sx={{ ml: 1, width: 42, height: 42 }} />;

const SCROLL_THRESHOLD_PX = 50;

function CustomerLinks() {
  const { paymentMethod, chat, cart } = useCustomerNav();
  return (
    <>
      <Box
        component="nav"
        aria-label="Shop"
        sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
      >
        {[paymentMethod, chat].map((entry) => (
          <Button
            key={entry.label}
            color="inherit"
            component={RouterLink}
            to={entry.href}
            startIcon={<NavEntryIcon entry={entry} />}
            aria-label={navEntryLabel(entry)}
          >
            {entry.label}
          </Button>
        ))}
      </Box>
      <IconButton color="inherit" component={RouterLink} to={cart.href} aria-label={navEntryLabel(cart)}>
        <NavEntryIcon entry={cart} />
      </IconButton>
      <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
        <MobileNavMenu unread={chat.unreadCount ?? 0} />
      </Box>
    </>
  );
}

export function TopBar() {
  const tradingName = useTradingName();
  const { isAuthenticated, user, role } = useAuth();
  const isAdmin = role === 'admin';
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_THRESHOLD_PX });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  return (
    <>
      <SkipToContent />
      <AppBar
        position="sticky"
        elevation={scrolled ? 4 : 0}
        sx={{
          bgcolor: scrolled ? 'primary.dark' : 'primary.main',
          transition: (theme) => theme.transitions.create(['background-color', 'box-shadow']),
        }}
      >
        <Toolbar
          sx={{
            gap: 1,
            minHeight: { xs: scrolled ? 52 : 60, sm: scrolled ? 56 : 68 },
            transition: 'min-height 200ms ease',
          }}
        >
          {isAdmin && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open admin menu"
              aria-expanded={drawerOpen}
              onClick={openDrawer}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Link
            component={RouterLink}
            to={isAdmin ? paths.admin.dashboard.getHref() : paths.landing.getHref()}
            color="inherit"
            underline="none"
            aria-label={`${tradingName} home`}
          >
            <Logo />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          {!isAdmin && <CustomerLinks />}
          {isAuthenticated && user ? (
            <Suspense fallback={ACCOUNT_PLACEHOLDER}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <Button
              variant="outlined"
              color="inherit"
              component={RouterLink}
              to={paths.auth.login.getHref()}
              sx={{ ml: 1, borderColor: 'rgba(255,255,255,0.6)' }}
            >
              LogIn
            </Button>
          )}
        </Toolbar>
      </AppBar>
      {isAdmin && drawerLoaded && (
        <Suspense fallback={null}>
          <AdminDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
