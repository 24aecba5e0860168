import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@portal/shared/i18n/react';
import type { QueryParams } from '@portal/shared/api';
import type { ExportFormat } from '@portal/shared/contracts';
import { toast } from '@portal/shared/ui/toast-store';
import { useLocale } from '@portal/shared/ui/use-locale';
import '../../../lib/client-extras-i18n';

/** "Export" with CSV and Excel: the rows of the list as it is filtered, searched and sorted now. */
export function ExportClientsButton({ params }: { params: QueryParams }) {
  const { t } = useTranslation('clientExtras');
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const download = useMutation({
    // the download (and the API module's file helpers) load with the first export, not with the list
    mutationFn: async (format: ExportFormat) => (await import('../api/export-clients')).exportClients(params, format, locale),
    onSuccess: (name) => toast.success(t('export.done', { name })),
  });
  const choose = (format: ExportFormat) => {
    setAnchor(null);
    download.mutate(format);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={download.isPending ? <CircularProgress size={16} aria-label={t('export.running')} /> : <FileDownloadOutlined />}
        disabled={download.isPending}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('csv')}>{t('export.csv')}</MenuItem>
        <MenuItem onClick={() => choose('xlsx')}>{t('export.xlsx')}</MenuItem>
      </Menu>
    </>
  );
}
