import { useMutation } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { downloadAnalysisReport } from '../api/get-analysis-documents';

/** The analysis PDF of a done upload, saved: a full button on the detail, a small one in the list (named after the file). */
export function ReportButton({ id, fileName, compact = false }: { id: number; fileName?: string; compact?: boolean }) {
  const { t } = useTranslation('tools');
  // the API client shows a failed download's error
  const download = useMutation({ mutationFn: () => downloadAnalysisReport(id) });
  return (
    <Button
      variant={compact ? 'text' : 'contained'}
      size={compact ? 'small' : 'medium'}
      startIcon={<FileDownloadOutlined />}
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-label={compact && fileName ? t('portfolio_analysis.list.report_of', { name: fileName }) : undefined}
    >
      {compact ? t('portfolio_analysis.list.report') : t('portfolio_analysis.detail.report')}
    </Button>
  );
}
