import { useId, useState } from 'react';
import ArchitectureOutlined from '@mui/icons-material/ArchitectureOutlined';
import Logout from '@mui/icons-material/Logout';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { User } from '@steelcut/domain/schemas/auth';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';

function displayName(user: User): string {
  return user.role === 'admin' ? 'Admin' : user.name;
}

export function AccountMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const logout = useLogout();
  const name = displayName(user);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 1, p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: '1rem' }}>{initial}</Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        // Kept inside the top bar's banner landmark: portalled to <body>, the menu would sit outside
        // every landmark, where screen reader users navigating by landmark would not find it.
        disablePortal
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>{initial}</Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        {user.role === 'user' && (
          <MenuItem component={RouterLink} to={paths.orders.getHref()} onClick={close}>
            <ListItemIcon>
              <ReceiptLongOutlined fontSize="small" />
            </ListItemIcon>
            My Orders
          </MenuItem>
        )}
        {user.role === 'user' && (
          <MenuItem component={RouterLink} to={paths.quotations.getHref()} onClick={close}>
            <ListItemIcon>
              <RequestQuoteOutlined fontSize="small" />
            </ListItemIcon>
            My quotations
          </MenuItem>
        )}
        {user.role === 'user' && (
          <MenuItem component={RouterLink} to={paths.drawings.mine.getHref()} onClick={close}>
            <ListItemIcon>
              <ArchitectureOutlined fontSize="small" />
            </ListItemIcon>
            My drawings
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={paths.profile.getHref()} onClick={close}>
          <ListItemIcon>
            <PersonOutlineOutlined fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
