import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import {
  locales,
  performancePeriods,
  reportTypes,
  type Locale,
  type PerformancePeriod,
  type Report,
  type ReportType,
} from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { toast, useLocale } from '@portal/shared/ui';
import '../../../lib/client-extras-i18n';
import { downloadReport, useGenerateReport, useReports, useRetryReport } from '../api/reports';

const statusColor = { in_progress: 'info', ready: 'success', failed: 'error' } as const;

/**
 * The wealth-statement reports of a service: choose the type, period and language, start one (made in the
 * background), see its status live and download it when ready, or ask again for one that failed.
 */
export function ServiceReportsPanel({ clientId, serviceId }: { clientId: number; serviceId: number }) {
  const { t } = useTranslation('clientExtras');
  const interfaceLocale = useLocale();
  const [type, setType] = useState<ReportType>('short_wealth_statement');
  const [period, setPeriod] = useState<PerformancePeriod>('ytd');
  const [locale, setLocale] = useState<Locale>(interfaceLocale);
  const reports = useReports(clientId, serviceId);
  const generate = useGenerateReport(clientId, serviceId);
  const retry = useRetryReport(clientId, serviceId);
  const [downloading, setDownloading] = useState<number | null>(null);

  const start = () => generate.mutate({ body: { type, period }, locale }, { onSuccess: () => toast.success(t('reports.started')) });
  const retryReport = (report: Report) => retry.mutate(report.id, { onSuccess: () => toast.success(t('reports.retried')) });
  const download = (report: Report) => {
    setDownloading(report.id);
    downloadReport(clientId, report.id)
      .catch(() => undefined)
      .finally(() => setDownloading(null));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`reports-title-${serviceId}`}>
      <Typography id={`reports-title-${serviceId}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('reports.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('reports.type')}
          value={type}
          onChange={(e) => setType(e.target.value as ReportType)}
          sx={{ minWidth: 220 }}
        >
          {reportTypes.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reports.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('reports.period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as PerformancePeriod)}
          sx={{ minWidth: 160 }}
        >
          {performancePeriods.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reports.periods.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('reports.language')}
          value={locale}
          onChange={(e) => setLocale(e.target.value as Locale)}
          sx={{ minWidth: 140 }}
        >
          {locales.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`reports.languages.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          onClick={start}
          disabled={generate.isPending}
          startIcon={generate.isPending ? <CircularProgress size={16} /> : undefined}
        >
          {t('reports.generate')}
        </Button>
      </Stack>
      {reports.isPending && <Skeleton height={64} role="status" aria-label={t('reports.title')} />}
      {reports.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('reports.error')}
        </Alert>
      )}
      {reports.data && reports.data.reports.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('reports.empty')}
        </Typography>
      )}
      {reports.data && reports.data.reports.length > 0 && (
        <List dense aria-label={t('reports.title')}>
          {reports.data.reports.map((report) => (
            <ListItem
              key={report.id}
              secondaryAction={
                report.status === 'ready' ? (
                  <Button size="small" onClick={() => download(report)} disabled={downloading === report.id}>
                    {t('reports.download')}
                  </Button>
                ) : report.status === 'failed' ? (
                  <Button size="small" onClick={() => retryReport(report)} disabled={retry.isPending && retry.variables === report.id}>
                    {t('reports.retry')}
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {`${t(`reports.${report.type}`)} · ${t(`reports.periods.${report.period}`)} · ${report.locale.toUpperCase()}`}
                    <Chip size="small" color={statusColor[report.status]} label={t(`reports.${report.status}`)} />
                  </Box>
                }
                secondary={[
                  t('reports.requested', { date: formatDate(report.created_at, 'dmy') }),
                  ...(report.status === 'failed' ? [t('reports.failedHint')] : []),
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
