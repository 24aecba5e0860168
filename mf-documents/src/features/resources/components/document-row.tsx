import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import type { Locale, PartnerDocument } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { useLocale } from '@portal/shared/ui/use-locale';
import { saveFile } from '@portal/shared/api';
import { canPreviewPdf } from '../../../lib/can-preview-pdf';
import { useDocumentFile } from '../api/download-partner-document';
import { PreviewDialog } from './preview-dialog';

function fileSize(bytes: number, locale: Locale): string {
  const kb = bytes / 1024;
  const number = new Intl.NumberFormat(`${locale}-CH`, { maximumFractionDigits: kb < 10 ? 1 : 0 });
  return kb < 1024 ? `${number.format(kb)} KB` : `${number.format(kb / 1024)} MB`;
}

export function DocumentRow({ document, divider }: { document: PartnerDocument; divider: boolean }) {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  const [language, setLanguage] = useState<Locale>(document.language);
  const [preview, setPreview] = useState<{ url: string; blob: Blob } | null>(null);
  const download = useDocumentFile();
  const previewFile = useDocumentFile();
  const version = document.languages.find((v) => v.language === language) ?? document.languages[0]!;
  const titleId = `document-${document.id}-title`;

  const onDownload = () =>
    download.mutate({ id: document.id, language, disposition: 'attachment' }, { onSuccess: (blob) => saveFile(blob, version.file_name) });
  const onPreview = () =>
    previewFile.mutate(
      { id: document.id, language, disposition: 'inline' },
      { onSuccess: (blob) => setPreview({ blob, url: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) }) },
    );
  const closePreview = () => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
  };

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: { xs: 1, sm: 2 },
        px: 2,
        py: 1.5,
        borderBottom: divider ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
        <PdfIcon color="error" sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {version.title}
            </Typography>
            {document.new && <Chip label={t('resources.new')} color="primary" size="small" />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('resources.published', { date: formatDate(document.published_at, 'dmy', { locale }) })} · {fileSize(version.size, locale)} ·{' '}
            {document.languages.map((v) => v.language.toUpperCase()).join(', ')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pl: { xs: 4.5, sm: 0 } }}>
        {document.languages.length > 1 && (
          <TextField
            select
            size="small"
            label={t('resources.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
            sx={{ minWidth: 112 }}
          >
            {document.languages.map((v) => (
              <MenuItem key={v.language} value={v.language}>
                {t(`resources.languages.${v.language}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {canPreviewPdf() && (
          <Button
            size="small"
            variant="outlined"
            onClick={onPreview}
            disabled={previewFile.isPending}
            startIcon={previewFile.isPending ? <CircularProgress size={16} /> : <PreviewIcon />}
            aria-label={t('resources.previewOf', { title: version.title })}
          >
            {t('resources.preview')}
          </Button>
        )}
        <Button
          size="small"
          variant="contained"
          onClick={onDownload}
          disabled={download.isPending}
          startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          aria-label={t('resources.downloadOf', { title: version.title })}
        >
          {t('resources.download')}
        </Button>
      </Box>
      {preview && (
        <PreviewDialog
          title={version.title}
          url={preview.url}
          onClose={closePreview}
          onDownload={() => saveFile(preview.blob, version.file_name)}
        />
      )}
    </Box>
  );
}
