import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { paths } from '../../lib/paths';
import { useLogout } from '../../features/auth/api/auth-mutations';
import { useUpdateProfile } from '../../features/profile/api/update-profile';

export function initialsOf(firstName = '', lastName = '') {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.partnerUser);
  const privateMode = useSession((state) => state.privateMode);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const updateProfile = useUpdateProfile();
  const logout = useLogout();
  const navigate = useNavigate();
  const fullName = user ? `${user.first_name} ${user.last_name}` : '';
  const initials = initialsOf(user?.first_name, user?.last_name);

  const togglePrivateMode = () => {
    const next = !privateMode;
    // Amounts hide at once; the profile keeps the choice for the next session and device.
    useSession.getState().setPrivateMode(next);
    updateProfile.mutate({ private_mode: next }, { onError: () => useSession.getState().setPrivateMode(!next) });
  };

  const confirmLogout = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        setConfirming(false);
        void navigate(paths.login, { replace: true });
      },
    });
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${initials}, ${t('userMenu.open')}`}
        aria-haspopup="menu"
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: '0.9rem', bgcolor: 'primary.main' }}>{initials}</Avatar>
      </IconButton>
      {/* the open menu floats outside the page's landmarks: its paper is a labelled region of its own */}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { role: 'region', 'aria-label': t('userMenu.open') } }}
      >
        <Typography sx={{ px: 2, py: 1, fontWeight: 600 }}>{fullName}</Typography>
        <Divider />
        <MenuItem onClick={togglePrivateMode}>
          <ListItemIcon>
            <VisibilityOffIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText id="private-mode-label">{t('privateMode.label', { ns: 'common' })}</ListItemText>
          <Switch edge="end" checked={privateMode} tabIndex={-1} slotProps={{ input: { 'aria-labelledby': 'private-mode-label' } }} />
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.settings} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('logout.action', { ns: 'common' })}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('logout.title', { ns: 'common' })}
        message={t('logout.confirm')}
        confirmLabel={t('logout.action', { ns: 'common' })}
        pending={logout.isPending}
        destructive
        onConfirm={confirmLogout}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
