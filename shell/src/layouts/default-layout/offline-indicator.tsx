import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long "back online" stays. */
export const ONLINE_NOTICE_MS = 3000;

/** SPEC §8: the online/offline state is tracked; going offline stays visible, coming back is announced briefly. */
export function OfflineIndicator() {
  const { t } = useTranslation('common');
  const [online, setOnline] = useState(() => navigator.onLine);
  const [announceOnline, setAnnounceOnline] = useState(false);

  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    const goOnline = () => {
      setOnline(true);
      setAnnounceOnline(true);
      clearTimeout(hide);
      hide = setTimeout(() => setAnnounceOnline(false), ONLINE_NOTICE_MS);
    };
    const goOffline = () => {
      setOnline(false);
      setAnnounceOnline(false);
      clearTimeout(hide);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearTimeout(hide);
    };
  }, []);

  // Not a Snackbar, which would have to load its code when the connection has gone: the Alert is there already. The
  // live region stays in the page, so that what appears in it is announced.
  const message = !online ? 'offline' : announceOnline ? 'online' : null;
  return (
    <Box
      role="status"
      sx={{ position: 'fixed', left: 24, bottom: 24, right: { xs: 24, sm: 'auto' }, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      {message && (
        <Alert severity={message === 'offline' ? 'warning' : 'success'} variant="filled" role="presentation">
          {t(`network.${message}`)}
        </Alert>
      )}
    </Box>
  );
}
