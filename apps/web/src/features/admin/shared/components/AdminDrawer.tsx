import { useId } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink, useLocation } from 'react-router';
import { ADMIN_MENU } from '../lib/admin-menu';

type Props = { open: boolean; onClose: () => void };

export default function AdminDrawer({ open, onClose }: Props) {
  const { pathname } = useLocation();
  const titleId = useId();
  return (
    // The drawer is a dialog: its title names it.
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 260 }, 'aria-labelledby': titleId } }}>
      <Toolbar>
        <Typography id={titleId} variant="overline" component="h2" color="text.secondary">
          Admin menu
        </Typography>
      </Toolbar>
      <Box component="nav" aria-label="Admin">
        <List>
          {ADMIN_MENU.map(({ label, href, icon: Icon }) => (
            <ListItem key={href} disablePadding>
              <ListItemButton component={NavLink} to={href} selected={pathname.startsWith(href)} onClick={onClose}>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
