import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { useNavigate } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { MountOnFirstUse } from '../../lib/mount-on-first-use';
import { paths } from '../../lib/paths';
import { useLogout } from '../../features/auth/api/auth-mutations';
import { useUpdateProfile } from '../../features/profile/api/update-profile';

// The menu and the sign-out confirmation load with their first opening, not with every page.
const UserMenuList = lazy(() => import('./user-menu-list'));
const ConfirmDialog = lazy(() => import('@portal/shared/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

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
      <MountOnFirstUse when={anchor !== null}>
        <UserMenuList
          anchor={anchor}
          fullName={fullName}
          onClose={() => setAnchor(null)}
          onTogglePrivateMode={togglePrivateMode}
          onLogout={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        />
      </MountOnFirstUse>
      <MountOnFirstUse when={confirming}>
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
      </MountOnFirstUse>
    </>
  );
}
