import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §8: the online/offline state is tracked; going offline stays visible, coming back is announced briefly. */
export function OfflineIndicator() {
  const { t } = useTranslation('common');
  const [online, setOnline] = useState(() => navigator.onLine);
  const [announceOnline, setAnnounceOnline] = useState(false);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      setAnnounceOnline(true);
    };
    const goOffline = () => {
      setOnline(false);
      setAnnounceOnline(false);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  return (
    <>
      <Snackbar open={!online} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Alert severity="warning" variant="filled" role="status">
          {t('network.offline')}
        </Alert>
      </Snackbar>
      <Snackbar
        open={online && announceOnline}
        autoHideDuration={3000}
        onClose={() => setAnnounceOnline(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Alert severity="success" variant="filled" role="status">
          {t('network.online')}
        </Alert>
      </Snackbar>
    </>
  );
}
