import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@portal/shared/i18n/react';
import { useRemoteRetry } from './remote-retry-context';

export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('shell');
  const contextRetry = useRemoteRetry();
  const retry = onRetry ?? contextRetry;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ m: 2 }}
      action={
        retry ? (
          <Button color="inherit" size="small" onClick={retry}>
            {t('remote.retry', { ns: 'common' })}
          </Button>
        ) : undefined
      }
    >
      {t('remote.unavailable', { ns: 'common' })}
    </Alert>
  );
}

/** A remote refused for singletons that do not fit the shell's: a deployment problem, so no retry is offered. */
export function RemoteIncompatible() {
  const { t } = useTranslation('shell');
  return (
    <Alert severity="error" role="alert" sx={{ m: 2 }}>
      {t('remote.incompatible', { ns: 'common' })}
    </Alert>
  );
}
