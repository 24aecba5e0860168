import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { notificationKinds, type NotificationSettings } from '@portal/shared/api';
import { toast } from '@portal/shared/ui/toast-store';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

const channels = ['in_app', 'email'] as const;

/** `/settings`: which notification kinds reach the user in the portal and by e-mail. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('shell');
  const query = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const saved = query.data?.settings;
  const dirty = draft !== null && saved !== undefined && JSON.stringify(draft) !== JSON.stringify(saved);
  const guard = useUnsavedChangesGuard(dirty);

  useEffect(() => {
    // The draft starts from the loaded settings (and again after a refetch); the user edits it from there.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- copying server state into a local draft once it arrives
    if (query.data) setDraft(query.data.settings);
  }, [query.data]);

  const toggle = (kind: (typeof notificationKinds)[number], channel: (typeof channels)[number]) =>
    setDraft((current) => {
      if (!current) return current;
      const previous = current[kind] ?? { email: false, in_app: false };
      return { ...current, [kind]: { ...previous, [channel]: !previous[channel] } };
    });

  const save = () => {
    if (!draft) return;
    update.mutate(draft, { onSuccess: () => toast.success(t('settings.saved')) });
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 800, minWidth: 0 }}>
      {/* "Benachrichtigungseinstellungen" is wider than a phone: the word breaks rather than the page */}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.6rem' }, mb: 1, overflowWrap: 'anywhere', hyphens: 'auto' }}>
        {t('settings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('settings.description')}
      </Typography>
      {!draft ? (
        query.isError ? (
          <WidgetError message={t('settings.loadError')} onRetry={() => void query.refetch()} />
        ) : (
          <CircularProgress aria-label={t('notifications.loading')} />
        )
      ) : (
        <Paper variant="outlined">
          <Table aria-label={t('settings.title')} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('settings.kind')}</TableCell>
                {channels.map((channel) => (
                  <TableCell key={channel} align="center">
                    {t(`settings.channels.${channel}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {/* the API lists only the kinds of the adviser's modules (no invoices without the invoices module) */}
              {notificationKinds
                .filter((kind) => draft[kind] !== undefined)
                .map((kind) => (
                  <TableRow key={kind}>
                    <TableCell>{t(`settings.kinds.${kind}`)}</TableCell>
                    {channels.map((channel) => (
                      <TableCell key={channel} align="center">
                        <Switch
                          checked={draft[kind]?.[channel] ?? false}
                          onChange={() => toggle(kind, channel)}
                          slotProps={{
                            input: { 'aria-label': `${t(`settings.kinds.${kind}`)}: ${t(`settings.channels.${channel}`)}` },
                          }}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 2, p: 2 }}>
            {dirty && (
              <Alert severity="info" sx={{ flex: '1 1 240px', py: 0 }}>
                {t('unsaved.notice')}
              </Alert>
            )}
            {update.isError && (
              <Alert severity="error" sx={{ flex: '1 1 240px', py: 0 }}>
                {t('settings.saveError')}
              </Alert>
            )}
            <Button variant="contained" onClick={save} disabled={update.isPending || !dirty}>
              {t('settings.save')}
            </Button>
          </Box>
        </Paper>
      )}
      {guard}
    </Box>
  );
}
