import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AnalyticsIcon from '@mui/icons-material/AnalyticsOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatDate } from '@portal/shared/format';
import type { PartnerNotification } from '@portal/shared/api';
import { visuallyHidden } from '@portal/shared/ui/visually-hidden';
import { TopBarPopover } from '../../../lib/top-bar-popover';

function NotificationText({ notification }: { notification: PartnerNotification }) {
  const { t } = useTranslation('shell');
  const updates = notification.user_updates ?? {};
  return (
    <>
      {t(`notifications.kinds.${notification.kind}`, {
        user_name: notification.user_name,
        document_name: updates.document_name ?? '',
        new_status: updates.new_status ? t(`notifications.statuses.${updates.new_status}`, { defaultValue: updates.new_status }) : '',
        service_type: updates.service_type
          ? t(`serviceKinds.${updates.service_type}`, { ns: 'common', defaultValue: updates.service_type })
          : '',
      })}
    </>
  );
}

const fileIcons = { new_partner_document: DescriptionIcon, new_invoice_document: ReceiptIcon, portfolio_analysis_done: AnalyticsIcon };

/** A document, an invoice or an analysis is about a file, not a person: its icon says which; the others show the client's initials. */
function NotificationAvatar({ notification }: { notification: PartnerNotification }) {
  if (notification.kind in fileIcons) {
    const Icon = fileIcons[notification.kind as keyof typeof fileIcons];
    return (
      <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
        <Icon fontSize="small" aria-hidden />
      </Avatar>
    );
  }
  return <Avatar sx={{ bgcolor: 'primary.main', fontSize: '0.9rem' }}>{notification.user_initials}</Avatar>;
}

type NotificationPopoverProps = {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The list as far as it has loaded (`useNotifications`). */
  notifications: { isPending: boolean; data?: PartnerNotification[] };
};

/** The open notification centre: the list, newest first, unread ones marked. Loaded with its first opening. */
export default function NotificationPopover({ anchor, onClose, notifications }: NotificationPopoverProps) {
  const { t } = useTranslation('shell');
  return (
    <TopBarPopover
      anchor={anchor}
      onClose={onClose}
      label={t('notifications.title')}
      paperSx={{
        minWidth: { sm: 450 },
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: 480,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {t('notifications.title')}
      </Typography>
      {notifications.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress size={24} aria-label={t('notifications.loading')} />
        </Box>
      ) : notifications.data?.length ? (
        // the list scrolls by itself, and can be scrolled with the keyboard (it takes the focus: its rows are text)
        <List aria-label={t('notifications.title')} tabIndex={0} sx={{ overflowY: 'auto', minHeight: 0 }}>
          {notifications.data.map((notification) => (
            <ListItem
              key={notification.id}
              alignItems="flex-start"
              divider
              data-unread={!notification.seen}
              // unread: a tinted row, a bar at its start and bold text (not colour alone), and said in words
              sx={
                notification.seen
                  ? undefined
                  : { bgcolor: 'action.hover', boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.secondary.main}` }
              }
            >
              <ListItemAvatar>
                <NotificationAvatar notification={notification} />
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    {!notification.seen && <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>}
                    <NotificationText notification={notification} />
                  </>
                }
                secondary={`${formatDate(notification.created_at, 'dmy')} ${formatDate(notification.created_at, 'time')}`}
                slotProps={{ primary: { sx: { fontWeight: notification.seen ? 400 : 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('notifications.empty')}
        </Typography>
      )}
    </TopBarPopover>
  );
}
