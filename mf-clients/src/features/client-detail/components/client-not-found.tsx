import Button from '@mui/material/Button';
import { useTranslation } from '@portal/shared/i18n/react';
import { remotePaths } from '@portal/shared/remote-paths';
import { Link as RouterLink } from '@portal/shared/router';
import { EmptyState } from '@portal/shared/ui/empty-state';

/** A client id that is not one of the caller's company's clients (the API answers 404, never data). */
export function ClientNotFound() {
  const { t } = useTranslation('clients');
  return (
    <EmptyState
      title={t('detail.notFound.title')}
      description={t('detail.notFound.description')}
      action={
        <Button component={RouterLink} to={remotePaths.clients.list()} variant="outlined">
          {t('detail.backToList')}
        </Button>
      }
    />
  );
}
