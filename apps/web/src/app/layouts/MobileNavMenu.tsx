import { useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useCustomerNav } from './customer-nav';
import { NavEntryIcon, navEntryLabel } from './NavEntryIcon';

/** The small-screen slide-out menu: Payment Method, Chat, Cart. */
export function MobileNavMenu() {
  const [open, setOpen] = useState(false);
  const { paymentMethod, chat, cart } = useCustomerNav();

  return (
    <>
      <IconButton color="inherit" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Shop" sx={{ width: 250 }}>
          <List>
            {[paymentMethod, chat, cart].map((entry) => (
              <ListItemButton
                key={entry.label}
                component={RouterLink}
                to={entry.href}
                onClick={() => setOpen(false)}
                aria-label={navEntryLabel(entry)}
              >
                <ListItemIcon>
                  <NavEntryIcon entry={entry} />
                </ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
