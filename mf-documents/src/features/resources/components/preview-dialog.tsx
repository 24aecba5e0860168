import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '@portal/shared/i18n/react';

/** The PDF in the page, in the browser's own viewer. */
export function PreviewDialog({
  title,
  url,
  onClose,
  onDownload,
}: {
  title: string;
  url: string;
  onClose: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation('documents');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby="document-preview-title">
      <DialogTitle id="document-preview-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: fullScreen ? undefined : '75vh' }}>
        <iframe
          title={t('resources.previewOf', { title })}
          src={url}
          style={{ border: 0, width: '100%', height: '100%', minHeight: 400 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload}>{t('resources.download')}</Button>
        <Button onClick={onClose} variant="contained">
          {t('resources.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
