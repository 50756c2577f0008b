import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useCustomerNav } from './customer-nav';
import { NavEntryIcon, navEntryLabel } from './NavEntryIcon';

/** The small-screen slide-out menu's panel: Payment Method, Chat, Cart. */
export default function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { paymentMethod, chat, cart } = useCustomerNav();
  return (
    // The drawer is a dialog, named as the button that opens it ('Open menu').
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
      <Box component="nav" aria-label="Shop" sx={{ width: 250 }}>
        <List>
          {[paymentMethod, chat, cart].map((entry) => (
            <ListItem key={entry.label} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={entry.href}
                onClick={onClose}
                aria-label={navEntryLabel(entry)}
              >
                <ListItemIcon>
                  <NavEntryIcon entry={entry} />
                </ListItemIcon>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
