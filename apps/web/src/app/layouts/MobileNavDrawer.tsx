import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
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
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Shop" sx={{ width: 250 }}>
        <List>
          {[paymentMethod, chat, cart].map((entry) => (
            <ListItemButton
              key={entry.label}
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
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
