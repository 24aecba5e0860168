import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { Link as RouterLink } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { paths } from '../../lib/paths';

type UserMenuListProps = {
  anchor: HTMLElement | null;
  fullName: string;
  onClose: () => void;
  onTogglePrivateMode: () => void;
  onLogout: () => void;
};

/** The open user menu: private mode, settings, sign-out. Loaded with its first opening (user-menu.tsx). */
export default function UserMenuList({ anchor, fullName, onClose, onTogglePrivateMode, onLogout }: UserMenuListProps) {
  const { t } = useTranslation('shell');
  const privateMode = useSession((state) => state.privateMode);
  return (
    // the open menu floats outside the page's landmarks: its paper is a labelled region of its own
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { role: 'region', 'aria-label': t('userMenu.open') } }}
    >
      <Typography sx={{ px: 2, py: 1, fontWeight: 600 }}>{fullName}</Typography>
      <Divider />
      <MenuItem onClick={onTogglePrivateMode}>
        <ListItemIcon>
          <VisibilityOffIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText id="private-mode-label">{t('privateMode.label', { ns: 'common' })}</ListItemText>
        <Switch edge="end" checked={privateMode} tabIndex={-1} slotProps={{ input: { 'aria-labelledby': 'private-mode-label' } }} />
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.settings} onClick={onClose}>
        <ListItemIcon>
          <SettingsIcon fontSize="small" />
        </ListItemIcon>
        {t('userMenu.settings')}
      </MenuItem>
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('logout.action', { ns: 'common' })}
      </MenuItem>
    </Menu>
  );
}
