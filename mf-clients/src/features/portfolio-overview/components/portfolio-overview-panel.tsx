import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { portfolioCategories, type PortfolioCategory, type ReferenceCurrency } from '@portal/shared/contracts';
import { formatDate, formatPercent } from '@portal/shared/format';
import { Amount, useLocale } from '@portal/shared/ui';
import '../../../lib/client-extras-i18n';
import { downloadInflows, downloadPortfolioInflows, usePortfolioOverview } from '../api/get-portfolio-overview';

/** A service's holdings by asset class, currency or region (a bar per slice and a table), and its inflows as Excel. */
export function PortfolioOverviewPanel({
  clientId,
  serviceId,
  currency,
}: {
  clientId: number;
  serviceId: number;
  currency?: ReferenceCurrency;
}) {
  const { t } = useTranslation('clientExtras');
  const locale = useLocale();
  const [category, setCategory] = useState<PortfolioCategory>('asset_class');
  const overview = usePortfolioOverview(clientId, serviceId, category, currency);
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = (key: string, work: () => Promise<unknown>) => {
    setDownloading(key);
    work()
      .catch(() => undefined)
      .finally(() => setDownloading(null));
  };
  const keyLabel = (key: string) =>
    category === 'currency' ? key : t(`portfolio.keys.${key}` as 'portfolio.keys.cash', { defaultValue: key });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={`portfolio-title-${serviceId}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id={`portfolio-title-${serviceId}`} variant="h6" component="h2">
          {t('portfolio.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={category}
          onChange={(_, value: PortfolioCategory | null) => value && setCategory(value)}
          aria-label={t('portfolio.category')}
        >
          {portfolioCategories.map((c) => (
            <ToggleButton key={c} value={c}>
              {t(`portfolio.${c}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {overview.isPending && <Skeleton height={120} role="status" aria-label={t('portfolio.title')} />}
      {overview.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('portfolio.error')}
        </Alert>
      )}
      {overview.data && overview.data.slices.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('portfolio.empty')}
        </Typography>
      )}
      {overview.data && overview.data.slices.length > 0 && (
        <Box sx={{ mt: 1, opacity: overview.isPlaceholderData ? 0.6 : 1 }}>
          {overview.data.valuation_date && (
            <Typography variant="body2" color="text.secondary">
              {t('portfolio.as_of', { date: formatDate(overview.data.valuation_date, 'dmy') })}
            </Typography>
          )}
          <Table size="small" aria-label={t(`portfolio.${category}`)}>
            <TableHead>
              <TableRow>
                <TableCell>{t(`portfolio.${category}`)}</TableCell>
                <TableCell sx={{ width: '40%' }}>{t('portfolio.weight')}</TableCell>
                <TableCell align="right">{t('portfolio.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {overview.data.slices.map((slice) => (
                <TableRow key={slice.key}>
                  <TableCell>{keyLabel(slice.key)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <LinearProgress
                        variant="determinate"
                        value={slice.weight * 100}
                        sx={{ flex: 1, height: 8, borderRadius: 4 }}
                        aria-hidden
                      />
                      <Typography variant="body2" sx={{ minWidth: 56, textAlign: 'right' }}>
                        {formatPercent(slice.weight, { locale, decimals: 1 })}
                      </Typography>
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    <Amount value={slice.value} currency={overview.data.currency} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={downloading === 'service'}
          onClick={() => download('service', () => downloadInflows(clientId, serviceId, locale))}
        >
          {t('portfolio.inflows')}
        </Button>
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={downloading === 'all'}
          onClick={() => download('all', () => downloadPortfolioInflows(clientId, locale))}
        >
          {t('portfolio.portfolio_inflows')}
        </Button>
      </Stack>
    </Paper>
  );
}
