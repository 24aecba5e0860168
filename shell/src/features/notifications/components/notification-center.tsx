import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { lazy, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { MountOnFirstUse } from '../../../lib/mount-on-first-use';
import { useNotifications } from '../api/get-notifications';
import { useUnseenCount } from '../api/get-unseen-count';
import { useMarkAsSeen } from '../api/mark-as-seen';

const NotificationPopover = lazy(() => import('./notification-popover'));

export const BADGE_LIMIT = 99;

/** '99+' above the limit, as the badge has room for two digits only. */
export function badgeLabel(count: number) {
  return count > BADGE_LIMIT ? `${BADGE_LIMIT}+` : String(count);
}

export function NotificationCenter() {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unseen = useUnseenCount().data?.unseen_count ?? 0;
  const notifications = useNotifications(anchor !== null);
  const markAsSeen = useMarkAsSeen();
  const listed = notifications.isSuccess;
  const marked = useRef(false);
  const { mutate: markSeen } = markAsSeen;

  // Marked seen once the list is read (once per opening), so that the list still shows which ones are new this time.
  useEffect(() => {
    if (anchor === null || !listed || unseen === 0 || marked.current) return;
    marked.current = true;
    markSeen();
  }, [anchor, listed, unseen, markSeen]);

  const open = (event: MouseEvent<HTMLElement>) => {
    marked.current = false;
    setAnchor(event.currentTarget);
  };

  return (
    <>
      <IconButton color="inherit" onClick={open} aria-label={t('notifications.open', { count: unseen })} aria-haspopup="dialog">
        <Badge
          badgeContent={unseen > 0 ? badgeLabel(unseen) : undefined}
          color="error"
          data-testid="notification-badge"
          // Three characters do not fit the round badge: above 99 it becomes a smaller pill.
          sx={unseen > BADGE_LIMIT ? { '& .MuiBadge-badge': { fontSize: '0.625rem', px: 0.5, borderRadius: 1 } } : undefined}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <MountOnFirstUse when={anchor !== null}>
        <NotificationPopover anchor={anchor} onClose={() => setAnchor(null)} notifications={notifications} />
      </MountOnFirstUse>
    </>
  );
}
