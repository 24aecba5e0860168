import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { useStore } from 'zustand';
import { apiReachability } from '@portal/shared/api/reachability';
import { getScheduledDowntime } from '@portal/shared/api/shell-data';

/** How long "back online" stays. */
export const ONLINE_NOTICE_MS = 3000;

type Notice = 'offline' | 'online' | 'serverUnreachable' | 'serverBack';

/**
 * docs/screens-and-layout.md: the online/offline state is tracked; going offline stays visible, coming back is announced briefly. The
 * same for the API: while the gateway answers that it cannot reach it (503 with Retry-After, docs/files-and-gateway.md)
 * a notice stays, and the shell asks again after Retry-After (the reads that failed, and the small downtime read, whose
 * answer ends the notice), until the API answers.
 */
export function OfflineIndicator() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => navigator.onLine);
  const { unreachable, retryAfterMs } = useStore(apiReachability);
  const [announce, setAnnounce] = useState<'online' | 'serverBack' | null>(null);
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);

  const announceBriefly = (notice: 'online' | 'serverBack') => {
    setAnnounce(notice);
    clearTimeout(hide.current);
    hide.current = setTimeout(() => setAnnounce(null), ONLINE_NOTICE_MS);
  };

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      announceBriefly('online');
    };
    const goOffline = () => {
      setOnline(false);
      setAnnounce(null);
      clearTimeout(hide.current);
    };
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      clearTimeout(hide.current);
    };
  }, []);

  useEffect(
    () =>
      apiReachability.subscribe((state, previous) => {
        if (previous.unreachable && !state.unreachable) announceBriefly('serverBack');
      }),
    [],
  );

  useEffect(() => {
    if (!unreachable) return undefined;
    const retry = setInterval(() => {
      void getScheduledDowntime();
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    }, retryAfterMs);
    return () => clearInterval(retry);
  }, [unreachable, retryAfterMs, queryClient]);

  // Not a Snackbar, which would have to load its code when the connection has gone: the Alert is there already. The
  // live region stays in the page, so that what appears in it is announced.
  const message: Notice | null = !online ? 'offline' : unreachable ? 'serverUnreachable' : announce;
  return (
    <Box
      role="status"
      sx={{ position: 'fixed', left: 24, bottom: 24, right: { xs: 24, sm: 'auto' }, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      {message && (
        <Alert
          severity={message === 'offline' || message === 'serverUnreachable' ? 'warning' : 'success'}
          variant="filled"
          role="presentation"
        >
          {t(`network.${message}`)}
        </Alert>
      )}
    </Box>
  );
}
