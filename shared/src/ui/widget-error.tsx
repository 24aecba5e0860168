import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/react';

export type WidgetErrorProps = {
  /** Defaults to the translated "could not be loaded" text. */
  message?: string;
  onRetry?: () => void;
};

/** What a widget shows when its data failed to load, while the rest of the page keeps working. */
export function WidgetError({ message, onRetry }: WidgetErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('widget.retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? t('widget.error')}
    </Alert>
  );
}
